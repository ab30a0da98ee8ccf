import Foundation

/// Fills all the space it is offered, as a shape does in SwiftUI, and draws
/// a shape there: its fill or its stroke, in a style resolved where the
/// shape is. A built-in shape drawn plainly is drawn from its exact
/// outline (`ShapeOutline`); anything else (a path, a shape of your own,
/// dashes, a gradient) from its path (`PathRaster`).
@MainActor
final class ShapeNode: LayoutNode {
    let form: ShapeForm
    let mode: ShapeMode
    /// What a fill, or a stroke of blocks, paints cells with.
    let paint: ShapePaint
    /// The color of a stroke of box-drawing lines.
    let ink: Color
    let precision: SubcellPrecision
    let cells: CellMetrics
    /// True to draw a gradient by each cell's samples: only where colors
    /// are exact (a palette shows a gradient by its dither instead).
    let subcellGradient: Bool
    /// True to draw a gradient in the palette's colors on its own course
    /// (`GradientPalette`): a 256-color terminal.
    let paletteGradient: Bool

    init(form: ShapeForm, mode: ShapeMode, style: StyleKind, antialiased: Bool, _ environment: EnvironmentValues) {
        self.form = form
        self.mode = mode
        cells = CellMetrics(environment.cellSize)
        paint = ShapePaint(style, in: environment)
        ink = style.ink(in: environment)
        precision = antialiased ? environment.resolvedSubcellPrecision : .wholeCells
        subcellGradient = precision == .eighths && environment.colorSupport == .trueColor
        paletteGradient = environment.colorSupport == .palette256
    }

    override func computeSize(_ p: CellProposal) -> Size {
        func fill(_ v: Int?) -> Int { v == nil || v == .max ? 1 : max(0, v!) }
        return Size(width: fill(p.width), height: fill(p.height))
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        if let geometry = form.geometry, let drawing = mode.cellDrawing, case .solid(let solid) = paint {
            drawOutline(geometry.inColumns(cells), drawing.inColumns(cells), color: solid.color, into: &canvas, context)
        } else {
            drawPath(into: &canvas)
        }
    }

    /// A built-in shape from its exact outline.
    private func drawOutline(_ geometry: ShapeGeometry, _ drawing: ShapeDrawing, color: Color, into canvas: inout CellGrid,
                             _ context: DrawContext) {
        let outline = geometry.outline(width: frame.width, height: frame.height, aspect: context.cellAspectRatio)
        guard !outline.isEmpty else { return }
        if drawing.isThinLine, outline.hasStraightSides {
            BoxLines.draw(frame, rounded: outline.cornerWidth >= 0.5, ink: ink, into: &canvas)
            return
        }
        if drawing == .fill, outline.cornerWidth == 0 {
            canvas.fill(frame, with: color)
            return
        }
        canvas.paint(color, covering: ShapeCoverage(outline: outline, band: drawing.band, aspect: context.cellAspectRatio),
                     at: frame, precision: precision, quadrantsOnly: drawing != .fill)
    }

    /// Any shape from its path: flattened, stroked if need be, and measured cell by cell.
    private func drawPath(into canvas: inout CellGrid) {
        let rect = CGRect(origin: .zero, size: cells.points(frame.size))
        let path = form.makePath(rect)
        let polygons: [[CGPoint]]
        var eoFill = false
        switch mode {
        case .fill(let eo):
            eoFill = eo
            polygons = path.flattened().map(\.points)
        case .stroke(let style), .strokeBorder(let style):
            polygons = path.strokePolygons(style)
        }
        let visible = Rect(x: -frame.x, y: -frame.y, width: canvas.width, height: canvas.height)
        let raster = PathRaster(polygons, eoFill: eoFill, cells: cells, limit: visible)
        canvas.paint(paint, covering: raster, at: frame, in: rect, cells: cells, precision: precision, subcellGradient: subcellGradient,
                     inPalette: paletteGradient)
    }
}

extension CellGrid {
    /// Paints `color` where `coverage`, of a shape in `frame`, covers the canvas.
    mutating func paint(_ color: Color, covering coverage: ShapeCoverage, at frame: Rect, precision: SubcellPrecision,
                        quadrantsOnly: Bool = false) {
        let (columns, rows) = coverage.reach
        // Same-sized shapes (a grid's cell backgrounds) share one measurement.
        let mask = CoverageMask.of(coverage)
        for row in rows {
            let y = frame.y + row
            guard y >= 0, y < height else { continue }
            var run: Int?
            for column in columns {
                let x = frame.x + column
                guard x >= 0, x < width else { continue }
                let extent = mask?.extent(column: column, row: row) ?? coverage.extent(column: column, row: row)
                if extent == .inside {
                    if run == nil { run = x }
                    continue
                }
                // Whole cells inside are filled a run at a time, as a rectangle is.
                if let start = run { fill(Rect(x: start, y: y, width: x - start, height: 1), with: color); run = nil }
                if extent == .edge {
                    paint(color, shares: mask?.shares(column: column, row: row) ?? coverage.shares(column: column, row: row),
                          x: x, y: y, precision: precision,
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
