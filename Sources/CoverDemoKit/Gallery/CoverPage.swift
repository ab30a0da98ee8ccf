import TermCover

/// One full-screen cover: its transition and animation as the title, some
/// text (with Hangul, which takes two columns a character), a bordered box,
/// and key hints. Enter presents another cover on top.
struct CoverPage: View {
    let level: Int
    let settings: GallerySettings
    @State private var showNext = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 1) {
            Text("\(settings.transition.rawValue) · \(settings.animation.rawValue) · \(settings.durationText)")
                .bold()
            Text("Cover \(level) of the stack")
            VStack(spacing: 0) {
                Text("A full-screen cover, like SwiftUI's fullScreenCover,")
                Text("with any transition and async present/dismiss.")
                Text("한국어 텍스트도 두 칸씩 정확하게 그립니다.")
            }
            Text("  transition  ")
                .padding(1)
                .border(.cyan, style: .rounded)
            Text("⏎ another cover · esc dismiss · ctrl-c quit").dim()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .transition(settings.transition.transition)
        .onKeyPress(keys: [.return, .space]) { _ in
            withAnimation(settings.coverAnimation) { showNext = true }
            return .handled
        }
        .fullScreenCover(isPresented: $showNext) {
            CoverPage(level: level + 1, settings: settings)
        }
    }
}
