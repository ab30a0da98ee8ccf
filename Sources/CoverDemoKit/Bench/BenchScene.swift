import TermCover

/// The benchmark's scene: a full page of text with a full-screen bordered
/// cover presented over it with one gallery transition. Return presents the
/// cover and, once it is up, dismisses it again, each change animated with
/// `easeInOut(duration: 0.35)`, so a benchmark drives it with keys alone.
///
/// Every row of the page differs from its neighbours, so that a cover
/// moving vertically really is a scroll of distinct lines for ncurses to
/// detect, not a repaint of identical ones.
package struct BenchScene: View {
    private let transition: DemoTransition
    @State private var showCover = false
    @Namespace private var zoom

    /// Seconds each of the present and the dismiss takes.
    package static let duration = 0.35
    /// The animation of both the present and the dismiss.
    package static let animation = Animation.easeInOut(duration: duration)

    /// Creates the scene for `transition`.
    package init(transition: DemoTransition) { self.transition = transition }

    /// The page, with the cover over it while shown.
    package var body: some View {
        BenchTextPage(zoomSource: ZoomSource(id: "row", namespace: zoom))
            .onKeyPress(.return) { withAnimation(Self.animation) { showCover = true }; return .handled }
            .fullScreenCover(isPresented: $showCover) {
                BenchCoverPage(transition: transition, isPresented: $showCover,
                               zoomSource: ZoomSource(id: "row", namespace: zoom))
            }
    }
}

/// A screenful of numbered prose, one distinct line per row.
struct BenchTextPage: View {
    /// Marks the middle row as this zoom source.
    var zoomSource: ZoomSource?
    @Environment(\.screenSize) private var screen

    private static let prose = "The quick brown fox jumps over the lazy dog while a cover slides in from the edge; "
        + "ncurses should see every line move as a whole and scroll it rather than paint it again. "

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<max(1, screen.height)) { row in
                Text(Self.line(row, width: screen.width)).lineLimit(1)
                    .zoomSource(row == screen.height / 2 ? zoomSource : nil)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    /// The prose, repeated past any screen's width, as bytes to slice.
    private static let longProse = Array(String(repeating: prose, count: 8).utf8)

    /// Row `row` cut to `width` columns, starting at a different place in the prose each row.
    static func line(_ row: Int, width: Int) -> String {
        let number = String(row)
        let head = String(repeating: "0", count: max(0, 4 - number.count)) + number + "  "
        let start = (row * 7) % prose.utf8.count
        let count = max(0, min(width - head.utf8.count, longProse.count - start))
        return String(head.prefix(max(0, width))) + String(decoding: longProse[start..<(start + count)], as: UTF8.self)
    }
}

/// The full-screen page the cover shows: the gallery's cover content inside
/// a rounded border along the screen's edges. Return dismisses it.
struct BenchCoverPage: View {
    let transition: DemoTransition
    @Binding var isPresented: Bool
    /// What the cover zooms out of, for `zoom`.
    var zoomSource: ZoomSource?

    var body: some View {
        CoverPageContent(title: "\(transition.rawValue) · easeInOut · 0.35 s", subtitle: "Cover 1 of the stack",
                         hints: "⏎ dismiss")
        .border(.yellow, style: .rounded)
        .coverTransition(transition, zoomingOutOf: zoomSource)
        .onKeyPress(.return) { withAnimation(BenchScene.animation) { isPresented = false }; return .handled }
    }
}
