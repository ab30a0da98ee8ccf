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
        // Every way of drawing, effects included, is clipped without knowing about it.
        canvas.drawClipped(to: frame) { child.draw(into: &$0, context) }
    }
}

extension CellGrid {
    /// Runs `draw` on this canvas and keeps only what it drew inside
    /// `rect`: every cell outside is put back as it was, and a wide
    /// character cut by the rectangle's sides becomes a blank, as
    /// `copy(_:from:)` from a copy drawn on would leave them. Only the
    /// cells outside are kept aside, not the whole canvas: a clip as large
    /// as the screen (a navigation stack's, a full-screen list's) keeps none.
    mutating func drawClipped(to rect: Rect, _ draw: (inout CellGrid) -> Void) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else {
            // Nothing shows, but the drawing still runs (it records what it drew).
            var scratch = self
            draw(&scratch)
            return
        }
        // The strips outside `r`, row by row: whole rows above and below,
        // and the cells left and right of it in its rows.
        var strips: [(start: Int, count: Int)] = []
        if r.y > 0 { strips.append((0, r.y * width)) }
        if r.x > 0 || r.maxX < width {
            for y in r.y..<r.maxY {
                if r.x > 0 { strips.append((y * width, r.x)) }
                if r.maxX < width { strips.append((y * width + r.maxX, width - r.maxX)) }
            }
        }
        if r.maxY < height { strips.append((r.maxY * width, (height - r.maxY) * width)) }
        var kept: [Cell] = []
        kept.reserveCapacity(strips.reduce(0) { $0 + $1.count })
        cells.withUnsafeBufferPointer { cells in
            for strip in strips { kept.append(contentsOf: cells[strip.start..<(strip.start + strip.count)]) }
        }
        draw(&self)
        cells.withUnsafeMutableBufferPointer { cells in
            kept.withUnsafeBufferPointer { kept in
                var at = 0
                for strip in strips {
                    (cells.baseAddress! + strip.start).update(from: kept.baseAddress! + at, count: strip.count)
                    at += strip.count
                }
            }
        }
        repairCut(r)
    }

    /// Takes the cells of `rect` from `other`, a canvas of the same size.
    /// A wide character cut by the rectangle's sides becomes a blank.
    mutating func copy(_ rect: Rect, from other: CellGrid) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty, other.size == size else { return }
        let rowLength = width
        cells.withUnsafeMutableBufferPointer { cells in
            other.cells.withUnsafeBufferPointer { source in
                for y in r.y..<r.maxY {
                    let start = y * rowLength + r.x
                    (cells.baseAddress! + start).update(from: source.baseAddress! + start, count: r.width)
                }
            }
        }
        repairCut(r)
    }

    /// Blanks the halves of wide characters that the sides of `r` (inside the canvas) cut.
    private mutating func repairCut(_ r: Rect) {
        for y in r.y..<r.maxY {
            if self[r.x, y].width == 0 { self[r.x, y] = Cell(" ", style: self[r.x, y].style) }
            if r.x > 0, self[r.x - 1, y].width == 2 { self[r.x - 1, y] = Cell(" ", style: self[r.x - 1, y].style) }
            if self[r.maxX - 1, y].width == 2 { self[r.maxX - 1, y] = Cell(" ", style: self[r.maxX - 1, y].style) }
            if r.maxX < width, self[r.maxX, y].width == 0 { self[r.maxX, y] = Cell(" ", style: self[r.maxX, y].style) }
        }
    }
}
