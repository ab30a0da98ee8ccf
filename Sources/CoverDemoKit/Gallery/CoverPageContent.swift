import TermCover

/// What every demo cover shows, on a surface of its own (`CoverSurface`):
/// a title bar across the first row, a few lines of text (with Hangul, two
/// columns a character), a bordered box, and key hints on the last row, so
/// the cover is visible from top to bottom as soon as it starts to move.
/// Shared by the gallery's covers and the benchmark's.
struct CoverPageContent: View {
    let title: String
    let subtitle: String
    let hints: String
    var level = 1
    /// Marks the bordered box as this zoom source.
    var source: ZoomSource?
    /// A number to show under the subtitle, its changed digits rolling.
    var counter: Int?

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 8) {
                Text(title).bold()
                Spacer()
                Text("cover \(level)")
            }
            .padding(.horizontal, 8)
            .background(CoverSurface.titleBar(level: level))
            Spacer()
            VStack(spacing: 16) {
                Text(subtitle).bold()
                if let counter {
                    HStack(spacing: 0) {
                        Text("Count ")
                        Text("\(counter)").bold().contentTransition(.numericText(value: Double(counter)))
                        Text("  ↑↓").dim()
                    }
                }
                VStack(spacing: 0) {
                    Text("A full-screen cover, like SwiftUI's fullScreenCover,")
                    Text("with any transition and async present/dismiss.")
                    Text("한국어 텍스트도 두 칸씩 정확하게 그립니다.")
                }
                Text("  transition  ")
                    .padding(.cells(1))
                    .border(.cyan, style: .rounded)
                    .zoomSource(source)
            }
            // Its whole height before the spacers share what is left: offered
            // an equal share, it would squeeze its own lines out on 80x24.
            .layoutPriority(1)
            Spacer()
            Text(hints).dim()
            // The status line's row: it is drawn above the covers, so the hints go on the row above it.
            Text(" ")
        }
        .foregroundColor(CoverSurface.text)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .presentationBackground(CoverSurface.color(level: level))
    }
}
