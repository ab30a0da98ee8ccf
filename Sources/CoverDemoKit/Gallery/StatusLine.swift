import TermCover

/// The bottom row, drawn above the covers (`windowOverlay`) so it can be
/// read while they move: the top cover's phase, how deep the stack is, the
/// frames per second the last animation was drawn at, and the last frame's cost.
struct StatusLine: View {
    @Environment(\.frameMeter) var meter
    @Environment(\.screenSize) private var screen

    var body: some View {
        let phases = meter?.phases() ?? []
        let top = phases.last ?? .idle
        let last = meter?.last ?? FrameStats()
        let ms = (last.totalSeconds * 10_000).rounded() / 10
        let fps = meter?.framesPerSecond.map(String.init) ?? "–"
        let line = " phase \(top) · depth \(phases.count) · \(fps) fps · \(ms) ms · \(last.bytes) B"
        // Padded across the screen: above a cover, the whole row is the bar's.
        Text(line.padding(toLength: max(line.count, screen.width), withPad: " ", startingAt: 0))
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            // The terminal's own colors under the reverse video: over a cover,
            // the cover's color would otherwise be the bar's text.
            .foregroundColor(.primary)
            .background(Color.primary)
            .reversed()
    }
}
