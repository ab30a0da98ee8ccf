/// A row drawn in reverse video over whatever it drew.
@MainActor
final class ReversedNode: WrapperNode {
    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        child.draw(into: &canvas, context)
        canvas.reverse(frame)
    }
}

extension CellGrid {
    /// Draws the cells of `rect` (cut to the canvas) in reverse video.
    mutating func reverse(_ rect: Rect) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { self[x, y].style.attributes.insert(.reverse) }
        }
    }
}
