import TermCover

/// What every demo cover shows: a title, a few lines of text (with Hangul,
/// two columns a character), a bordered box, and key hints. Shared by the
/// gallery's covers and the benchmark's.
struct CoverPageContent: View {
    let title: String
    let subtitle: String
    let hints: String

    var body: some View {
        VStack(spacing: 1) {
            Text(title).bold()
            Text(subtitle)
            VStack(spacing: 0) {
                Text("A full-screen cover, like SwiftUI's fullScreenCover,")
                Text("with any transition and async present/dismiss.")
                Text("한국어 텍스트도 두 칸씩 정확하게 그립니다.")
            }
            Text("  transition  ")
                .padding(1)
                .border(.cyan, style: .rounded)
            Text(hints).dim()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
