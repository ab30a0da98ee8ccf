/// Fills all the space it is offered, as a shape does in SwiftUI, and draws
/// a shape there: its fill or its stroke, in a style resolved where the
/// shape is.
@MainActor
final class ShapeNode: LayoutNode {
    let geometry: ShapeGeometry
    let drawing: ShapeDrawing
    /// What a fill, or a stroke of blocks, paints cells with.
    let paint: Paint
    /// The color of a stroke of box-drawing lines.
    let ink: Color
    let precision: SubcellPrecision

    init(geometry: ShapeGeometry, drawing: ShapeDrawing, style: StyleKind, antialiased: Bool, _ environment: EnvironmentValues) {
        // Shapes give lengths in points; the outline is drawn in columns.
        let cells = CellMetrics(environment.cellSize)
        self.geometry = geometry.inColumns(cells)
        self.drawing = drawing.inColumns(cells)
        paint = style.paint(in: environment)
        ink = style.ink(in: environment)
        precision = antialiased ? environment.resolvedSubcellPrecision : .wholeCells
    }

    override func computeSize(_ p: CellProposal) -> Size {
        func fill(_ v: Int?) -> Int { v == nil || v == .max ? 1 : max(0, v!) }
        return Size(width: fill(p.width), height: fill(p.height))
    }

    override func draw(into canvas: inout Canvas, _ context: DrawContext) {
        let outline = geometry.outline(width: frame.width, height: frame.height, aspect: context.cellAspectRatio)
        guard !outline.isEmpty else { return }
        if drawing.isThinLine, outline.hasStraightSides {
            BoxLines.draw(frame, rounded: outline.cornerWidth >= 0.5, ink: ink, into: &canvas)
            return
        }
        let color = paint.color
        if drawing == .fill, outline.cornerWidth == 0 {
            canvas.fill(frame, with: color)
            return
        }
        canvas.paint(color, covering: ShapeCoverage(outline: outline, band: drawing.band, aspect: context.cellAspectRatio),
                     at: frame, precision: precision, quadrantsOnly: drawing != .fill)
    }
}

extension Canvas {
    /// Paints `color` where `coverage`, of a shape in `frame`, covers the canvas.
    mutating func paint(_ color: Color, covering coverage: ShapeCoverage, at frame: Rect, precision: SubcellPrecision,
                        quadrantsOnly: Bool = false) {
        let (columns, rows) = coverage.reach
        for row in rows {
            let y = frame.y + row
            guard y >= 0, y < height else { continue }
            var run: Int?
            for column in columns {
                let x = frame.x + column
                guard x >= 0, x < width else { continue }
                let extent = coverage.extent(column: column, row: row)
                if extent == .inside {
                    if run == nil { run = x }
                    continue
                }
                // Whole cells inside are filled a run at a time, as a rectangle is.
                if let start = run { fill(Rect(x: start, y: y, width: x - start, height: 1), with: color); run = nil }
                if extent == .edge {
                    paint(color, shares: coverage.shares(column: column, row: row), x: x, y: y, precision: precision,
                          quadrantsOnly: quadrantsOnly)
                }
            }
            if let start = run {
                let end = min(width, frame.x + columns.upperBound)
                fill(Rect(x: start, y: y, width: end - start, height: 1), with: color)
            }
        }
    }
}
