import TermCover

/// The bottom row: the top cover's phase, how deep the stack is, frames per
/// second actually drawn, and the last frame's cost.
struct StatusLine: View {
    @Environment(\.frameMeter) var meter

    var body: some View {
        let phases = meter?.phases() ?? []
        let top = phases.last ?? .idle
        let last = meter?.last ?? FrameStats()
        let ms = (last.totalSeconds * 10_000).rounded() / 10
        Text(" phase \(top) · depth \(phases.count) · \(meter?.framesPerSecond ?? 0) fps · \(ms) ms · \(last.bytes) B")
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .reversed()
    }
}
