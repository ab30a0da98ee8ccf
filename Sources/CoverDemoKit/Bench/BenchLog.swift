import TermCover

/// The scrolling benchmark's scene: a log of `lines` distinct lines of
/// prose in a `LazyVStack` filling a `ScrollView`, as a log viewer holds
/// one. Keys scroll it as any scroll view (Up/Down, PageUp/PageDown,
/// Home/End); `m` glides to the middle line, centered, in an `easeInOut`
/// half second through a `ScrollViewReader`, so a benchmark drives it with
/// keys alone.
package struct BenchLog: View {
    private let lines: Int
    @Environment(\.screenSize) private var screen

    /// The id of the line `m` scrolls to.
    package var middle: Int { lines / 2 }
    /// How long `m`'s scroll takes.
    package static let glide = 0.5

    /// Creates a log of `lines` lines.
    package init(lines: Int) { self.lines = lines }

    /// The log.
    package var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<lines, id: \.self) { row in
                        Text(BenchTextPage.line(row, width: max(1, screen.width - 1))).lineLimit(1)
                    }
                }
            }
            .onKeyPress(.character("m")) {
                withAnimation(.easeInOut(duration: Self.glide)) { proxy.scrollTo(middle, anchor: .center) }
                return .handled
            }
        }
    }
}
