/// The terminal-native `dissolve` transition's mask: the layer appears cell
/// by cell in a blue-noise order (see `BlueNoise`): grain, not a grid, and
/// 4096 levels, so every frame of a dissolve shows more.
extension CellGrid {
    /// This layer with only the cells whose blue-noise threshold is below
    /// `progress` kept; the others become undrawn. Thresholds come from the
    /// cell's position in the layer, so the pattern moves with the view.
    /// Progress 0 shows nothing and 1 shows everything. A wide glyph is kept
    /// or dropped whole, by its lead's threshold.
    public func masked(dissolve progress: Double) -> CellGrid {
        if progress >= 1 { return self }
        var out = CellGrid(size: size, fill: .transparent)
        guard progress > 0 else { return out }
        for y in 0..<height {
            for x in 0..<width where self[x, y].width != 0 && progress > BlueNoise.threshold(x: x, y: y) {
                out[x, y] = self[x, y]
                if self[x, y].width == 2, x + 1 < width { out[x + 1, y] = self[x + 1, y] }
            }
        }
        return out
    }
}
