/// The terminal-native `wipe` transition's mask: the layer is revealed by a
/// straight edge moving across it.
extension Canvas {
    /// This layer with only the part revealed from `edge` kept: the first
    /// `cellRound(progress · extent)` columns (or rows) counted from that
    /// edge; the rest becomes undrawn. Progress 0 shows nothing, 1 shows all,
    /// and rounding is half up like every other effect. A wide glyph cut by
    /// the moving edge shows as a blank in its style, never as half a glyph.
    public func masked(wipe progress: Double, from edge: Edge) -> Canvas {
        let p = progress.isNaN ? 0 : min(1, max(0, progress))
        let horizontal = edge == .leading || edge == .trailing
        let n = cellRound(p * Double(horizontal ? width : height))
        let shown: Rect = switch edge {
        case .leading: Rect(x: 0, y: 0, width: n, height: height)
        case .trailing: Rect(x: width - n, y: 0, width: n, height: height)
        case .top: Rect(x: 0, y: 0, width: width, height: n)
        case .bottom: Rect(x: 0, y: height - n, width: width, height: n)
        }
        var out = Canvas(size: size, fill: .transparent)
        guard !shown.isEmpty else { return out }
        for y in shown.y..<shown.maxY {
            for x in shown.x..<shown.maxX { out[x, y] = self[x, y] }
            if out[shown.x, y].width == 0 { out[shown.x, y] = Cell(" ", style: out[shown.x, y].style) }
            let last = shown.maxX - 1
            if out[last, y].width == 2 { out[last, y] = Cell(" ", style: out[last, y].style) }
        }
        return out
    }
}
