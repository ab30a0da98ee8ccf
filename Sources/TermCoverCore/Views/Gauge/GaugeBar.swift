import Foundation

/// A gauge's bar across the width it is offered: filled to the value in
/// the tint, to an eighth of a cell (▏…█), over a gray track; or, with
/// `marker`, a gray track (─) with a marker (●) in the tint at the value.
struct GaugeBar: View, PrimitiveView {
    typealias Body = Never
    let fraction: Double
    let marker: Bool

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let environment = context.environment
        let tint = environment.foregroundColor ?? environment.tintColor
        if !marker { return [ProgressBarNode(fraction: fraction, color: tint)] }
        return [GaugeTrackNode(fraction: fraction, tint: tint, base: environment.textStyle)]
    }
}

/// The track and marker of an `.accessoryLinear` gauge.
@MainActor
final class GaugeTrackNode: LayoutNode {
    let fraction: Double
    let tint: Color
    let base: Style

    init(fraction: Double, tint: Color, base: Style) {
        self.fraction = fraction
        self.tint = tint
        self.base = base
    }

    override func computeSize(_ p: CellProposal) -> Size {
        let width = p.width.map { $0 == .max ? ProgressBarNode.idealWidth : max(1, $0) } ?? ProgressBarNode.idealWidth
        return Size(width: width, height: 1)
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        guard frame.width > 0 else { return }
        // The marker's cell: the value's place along the track, whole cells.
        let at = min(frame.width - 1, Int((fraction * Double(frame.width - 1)).rounded()))
        var track = base
        track.foreground = .gray
        var dot = base
        dot.foreground = tint
        for column in 0..<frame.width {
            canvas.put(column == at ? "●" : "─", width: 1, x: frame.x + column, y: frame.y,
                       style: column == at ? dot : track, clip: frame)
        }
    }
}
