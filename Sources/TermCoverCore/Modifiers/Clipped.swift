extension View {
    /// Clips what the view draws to its own frame, as in SwiftUI: content
    /// moved, scaled or turned past the frame by its effects is cut at the
    /// frame's edges. Layout is unchanged.
    public func clipped() -> some View {
        modifier(ClippedModifier())
    }
}

struct ClippedModifier: PrimitiveModifier {
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [ClipNode(single(content.resolve(context)))]
    }
}

@MainActor
final class ClipNode: WrapperNode {
    override var clipsHits: Bool { true }
    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        // The child draws on a copy (the canvas is copied on its first
        // write), and only the frame's cells are taken back: every way of
        // drawing, effects included, is clipped without knowing about it.
        var scratch = canvas
        child.draw(into: &scratch, context)
        canvas.copy(frame, from: scratch)
    }
}

extension CellGrid {
    /// Takes the cells of `rect` from `other`, a canvas of the same size.
    /// A wide character cut by the rectangle's sides becomes a blank.
    mutating func copy(_ rect: Rect, from other: CellGrid) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty, other.size == size else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { self[x, y] = other[x, y] }
            if self[r.x, y].width == 0 { self[r.x, y] = Cell(" ", style: self[r.x, y].style) }
            if r.x > 0, self[r.x - 1, y].width == 2 { self[r.x - 1, y] = Cell(" ", style: self[r.x - 1, y].style) }
            if self[r.maxX - 1, y].width == 2 { self[r.maxX - 1, y] = Cell(" ", style: self[r.maxX - 1, y].style) }
            if r.maxX < width, self[r.maxX, y].width == 0 { self[r.maxX, y] = Cell(" ", style: self[r.maxX, y].style) }
        }
    }
}
