/// The edges of an opaque layer that has moved by a fraction of a cell,
/// drawn at sub-cell precision.
///
/// The layer's content (text, borders) lands on whole cells, rounded half
/// up as every effect rounds; only its outline is finer. The row (or
/// column) that the true edge crosses becomes a block element: the part the
/// layer covers in the layer's background, the rest in what was beneath.
/// So a cover sliding up shows its top edge moving an eighth of a row at a
/// time, and the frames between two whole rows are no longer identical.
///
/// Which cells belong to the layer is read from the canvas itself: the
/// strips along each edge are copied before the layer is drawn, and a cell
/// the drawing changed is the layer's. A layer with nothing drawn at its
/// edge (text on a clear background) thus gets no edge, and a cell where
/// the layer has a glyph keeps the glyph.
struct SubcellEdges {
    /// The layer's true bounds: x0 ≤ x < x1, y0 ≤ y < y1, in cells.
    let x0: Double, y0: Double, x1: Double, y1: Double
    /// Where its content was drawn, on whole cells.
    let drawn: Rect
    let precision: SubcellPrecision
    /// Sides whose surface reaches on to the edge of `frame` instead: a
    /// cover that overshoots its place never uncovers what is behind it.
    let extended: Set<Edge>
    /// Where the layer is at rest.
    let frame: Rect

    private var sides: [(edge: Edge, rows: [Int])] = []

    /// Prepares the edges of a layer at rest in `frame` now moved by (dx, dy)
    /// exactly; its content lands where `precision.placement` puts it.
    init(frame: Rect, dx: Double, dy: Double, precision: SubcellPrecision, onSurface: Bool, extended: Set<Edge> = []) {
        x0 = Double(frame.x) + dx; y0 = Double(frame.y) + dy
        x1 = x0 + Double(frame.width); y1 = y0 + Double(frame.height)
        drawn = frame.offsetBy(dx: precision.placement(dx, onSurface: onSurface),
                               dy: precision.placement(dy, onSurface: onSurface))
        self.frame = frame
        self.precision = precision
        self.extended = extended
    }

    /// True when some edge falls inside a cell at this precision.
    var isFractional: Bool {
        precision != .wholeCells && (Self.inCell(x0) || Self.inCell(y0))
    }

    /// True when `v` is a finite position inside a cell, not on its edge.
    private static func inCell(_ v: Double) -> Bool {
        v.isFinite && v != v.rounded(.down)
    }

    /// True when drawing the layer needs this at all.
    var isNeeded: Bool { isFractional || !extended.isEmpty }

    /// The lines (rows for top and bottom, columns for the sides) to copy
    /// before drawing: the one the edge crosses and the layer's outermost one.
    private func lines(_ edge: Edge) -> (partial: Int, outer: Int)? {
        switch edge {
        case .top:
            guard y0 != y0.rounded(.down) else { return nil }
            return (clampedCell(y0.rounded(.down)), drawn.y)
        case .bottom:
            guard y1 != y1.rounded(.down) else { return nil }
            return (clampedCell(y1.rounded(.down)), drawn.maxY - 1)
        case .leading:
            guard x0 != x0.rounded(.down) else { return nil }
            return (clampedCell(x0.rounded(.down)), drawn.x)
        case .trailing:
            guard x1 != x1.rounded(.down) else { return nil }
            return (clampedCell(x1.rounded(.down)), drawn.maxX - 1)
        }
    }

    /// What `canvas` holds along the edges before the layer is drawn.
    func snapshot(of canvas: CellGrid) -> Snapshot {
        // Arrays in `Edge.allCases` order, not dictionaries: built every
        // frame of a slide, and a dictionary's order changes from run to run.
        var strips: [(edge: Edge, partial: [Cell], outer: [Cell])] = []
        var outers: [(edge: Edge, before: [Cell])] = []
        let extends = !extended.isEmpty
        for edge in Edge.allCases where extends && extended.contains(edge) {
            outers.append((edge, canvas.line(outerLine(edge), vertical: edge.isHorizontal)))
        }
        guard isFractional else { return Snapshot(strips: strips, outers: outers) }
        for edge in Edge.allCases where !extends || !extended.contains(edge) {
            guard let (partial, outer) = lines(edge) else { continue }
            strips.append((edge, canvas.line(partial, vertical: edge.isHorizontal), canvas.line(outer, vertical: edge.isHorizontal)))
        }
        return Snapshot(strips: strips, outers: outers)
    }

    /// The edge strips as they were before drawing.
    struct Snapshot {
        fileprivate let strips: [(edge: Edge, partial: [Cell], outer: [Cell])]
        fileprivate let outers: [(edge: Edge, before: [Cell])]
    }

    /// The layer's outermost drawn line on `edge`'s side.
    private func outerLine(_ edge: Edge) -> Int {
        switch edge {
        case .top: drawn.y
        case .bottom: drawn.maxY - 1
        case .leading: drawn.x
        case .trailing: drawn.maxX - 1
        }
    }

    /// After the layer was drawn: redraws the crossed lines of `canvas` as
    /// block elements, and carries the surface of extended sides on to the
    /// frame's edge. `surface`, when the layer is at hand as a canvas of its
    /// own, gives its outermost line where that line is off the canvas (a
    /// cover still entirely below the screen), so its edge shows all the same.
    func draw(on canvas: inout CellGrid, before snapshot: Snapshot, surface: CellGrid? = nil) {
        for (edge, before) in snapshot.outers { extend(edge, on: &canvas, before: before) }
        for strip in snapshot.strips {
            let edge = strip.edge
            guard let (partial, outer) = lines(edge) else { continue }
            // Lines across a side edge are columns, and run along rows.
            let vertical = edge.isHorizontal
            let span = vertical ? drawn.y..<drawn.maxY : drawn.x..<drawn.maxX
            let lineCount = vertical ? canvas.width : canvas.height, lineLength = vertical ? canvas.height : canvas.width
            guard partial >= 0, partial < lineCount else { continue }
            // The layer's share of the crossed line, from the layer's side.
            let coverage: Double = switch edge {
            case .top: y0.rounded(.up) - y0
            case .bottom: y1 - y1.rounded(.down)
            case .leading: x0.rounded(.up) - x0
            case .trailing: x1 - x1.rounded(.down)
            }
            let eighths = precision.eighths(coverage)
            let contentOnPartial = partial == outer
            if (contentOnPartial && eighths >= 8) || (!contentOnPartial && eighths <= 0) { continue }
            // A crossed line that carries the content's glyphs (a title bar's
            // words) is drawn whole: a glyph keeps its whole cell, so block
            // edges on the blanks between glyphs would cut notches of what is
            // beneath into the bar. The edge gives up the last half cell instead.
            if contentOnPartial, span.contains(where: { i in
                let (ox, oy) = vertical ? (outer, i) : (i, outer)
                guard i >= 0, i < lineLength, canvas.contains(x: ox, y: oy) else { return false }
                let cell = canvas[ox, oy]
                return cell != strip.outer[i] && Self.isGlyph(cell)
            }) { continue }
            // Along an edge the two colors rarely change: the block made for
            // the last pair is drawn again rather than made again per cell.
            var lastColors: (layer: Color, beneath: Color)?
            var lastBlock = Cell.blank
            for i in span where i >= 0 && i < lineLength {
                let (x, y) = vertical ? (partial, i) : (i, partial)
                let (ox, oy) = vertical ? (outer, i) : (i, outer)
                guard canvas.contains(x: x, y: y) else { continue }
                let layerCell: Cell
                if canvas.contains(x: ox, y: oy) {
                    layerCell = canvas[ox, oy]
                } else if let surface, surface.contains(x: ox - drawn.x, y: oy - drawn.y) {
                    layerCell = surface[ox - drawn.x, oy - drawn.y]
                } else {
                    continue
                }
                // Not drawn by the layer, or a glyph of its content: leave it.
                guard layerCell != strip.outer[i] else { continue }
                if contentOnPartial, Self.isGlyph(layerCell) { continue }
                let beneath = strip.partial[i]
                let layerColor = layerCell.style.background, beneathColor = beneath.style.background
                guard layerColor != beneathColor, layerColor.alpha >= 1, beneathColor.alpha >= 1 else { continue }
                if let last = lastColors, last.layer == layerColor, last.beneath == beneathColor {
                    // The same block as the cell before.
                } else {
                    lastColors = (layerColor, beneathColor)
                    lastBlock = Self.cell(edge, eighths: eighths, layer: layerColor, beneath: beneathColor)
                }
                canvas.draw(lastBlock, x: x, y: y)
            }
        }
    }

    /// Fills the gap between the layer's outermost line on `edge`'s side and
    /// the frame's edge with that line's background, where the layer drew it.
    private func extend(_ edge: Edge, on canvas: inout CellGrid, before: [Cell]) {
        let outer = outerLine(edge)
        let gap: Range<Int> = switch edge {
        case .top: frame.y..<outer
        case .bottom: outer + 1..<frame.maxY
        case .leading: frame.x..<outer
        case .trailing: outer + 1..<frame.maxX
        }
        guard !gap.isEmpty else { return }
        let vertical = edge.isHorizontal
        let span = vertical ? drawn.y..<drawn.maxY : drawn.x..<drawn.maxX
        for i in span {
            let (ox, oy) = vertical ? (outer, i) : (i, outer)
            guard canvas.contains(x: ox, y: oy), canvas[ox, oy] != before[i] else { continue }
            let surface = canvas[ox, oy].style.background
            guard surface.alpha >= 1 else { continue }
            for g in gap {
                let (x, y) = vertical ? (g, i) : (i, g)
                canvas.draw(Cell(glyph: BlockGlyphs.space, style: Style(foreground: .primary, background: surface)), x: x, y: y)
            }
        }
    }

    /// True when `cell` shows a character of the content rather than plain surface.
    static func isGlyph(_ cell: Cell) -> Bool {
        cell.width != 1 || (cell.glyph != BlockGlyphs.space && cell.hasCharacter)
    }

    /// The block for a line the layer covers `eighths`/8 of, from its `edge` side inward.
    static func cell(_ edge: Edge, eighths k: Int, layer: Color, beneath: Color) -> Cell {
        switch edge {
        // The layer's top edge: it covers the lower part of the crossed row.
        case .top: BlockGlyphs.cell(BlockGlyphs.lower(k), ink: layer, paper: beneath)
        case .bottom: BlockGlyphs.cell(BlockGlyphs.lower(8 - k), ink: beneath, paper: layer)
        case .leading: BlockGlyphs.cell(BlockGlyphs.left(8 - k), ink: beneath, paper: layer)
        case .trailing: BlockGlyphs.cell(BlockGlyphs.left(k), ink: layer, paper: beneath)
        }
    }
}

extension Edge {
    /// True for the leading and trailing edges, whose lines are columns.
    var isHorizontal: Bool { self == .leading || self == .trailing }
}

extension CellGrid {
    /// Row `index` (or column, when `vertical`), with undrawn cells past the canvas.
    func line(_ index: Int, vertical: Bool) -> [Cell] {
        if vertical {
            guard index >= 0, index < width else { return Array(repeating: .transparent, count: height) }
            return (0..<height).map { self[index, $0] }
        }
        guard index >= 0, index < height else { return Array(repeating: .transparent, count: width) }
        return Array(cells[index * width..<(index + 1) * width])
    }
}
