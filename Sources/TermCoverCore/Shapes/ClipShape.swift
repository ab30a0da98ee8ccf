import Foundation

extension View {
    /// Clips the view to `shape` in its frame, as in SwiftUI: a view's
    /// background clipped to a `Circle` is a disc, to a `RoundedRectangle`
    /// a panel with round corners, each edge at a fraction of a cell. Where
    /// the edge crosses a glyph, the glyph stays when the shape covers most
    /// of its cell. Layout is unchanged.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClipShapeModifier(form: shape.shapeForm, eoFill: style.isEOFilled, antialiased: style.isAntialiased))
    }

    /// Clips the view to a rounded rectangle of `radius` points, as
    /// SwiftUI's `cornerRadius(_:antialiased:)`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: antialiased))
    }

    /// Sets the shape that takes clicks, as SwiftUI's `contentShape(_:eoFill:)`.
    /// A terminal hit-tests whole frames, which is what a `Rectangle` gives,
    /// so the view is unchanged.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(EnvironmentModifier { _ in })
    }
}

struct ClipShapeModifier: PrimitiveModifier {
    let form: ShapeForm
    let eoFill: Bool
    let antialiased: Bool
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let precision = antialiased ? context.environment.resolvedSubcellPrecision : .wholeCells
        return [ClipShapeNode(single(content.resolve(context)), form: form, eoFill: eoFill, cells: context.cells, precision: precision)]
    }
}

@MainActor
final class ClipShapeNode: WrapperNode {
    let form: ShapeForm
    let eoFill: Bool
    let cells: CellMetrics
    let precision: SubcellPrecision
    init(_ child: LayoutNode, form: ShapeForm, eoFill: Bool, cells: CellMetrics, precision: SubcellPrecision) {
        self.form = form
        self.eoFill = eoFill
        self.cells = cells
        self.precision = precision
        super.init(child)
    }

    override var clipsHits: Bool { true }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        // As `ClipNode`: the child draws on a copy, and the cells the shape
        // covers are taken back from it.
        var scratch = canvas
        child.draw(into: &scratch, context)
        let area = frame.intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        let extent: (Int, Int) -> ShapeCoverage.Extent
        let sharesOf: (Int, Int) -> SIMD8<Float>
        if let geometry = form.geometry {
            let outline = geometry.inColumns(cells).outline(width: frame.width, height: frame.height, aspect: context.cellAspectRatio)
            guard !outline.isEmpty else { return }
            if outline.cornerWidth == 0 {
                canvas.copy(frame, from: scratch)
                return
            }
            let coverage = ShapeCoverage(outline: outline, band: ShapeDrawing.fill.band, aspect: context.cellAspectRatio)
            extent = { coverage.extent(column: $0, row: $1) }
            sharesOf = { coverage.shares(column: $0, row: $1) }
        } else {
            // A shape known by its path: the cells it covers wholly are inside.
            let rect = CGRect(origin: .zero, size: cells.points(frame.size))
            let raster = PathRaster(form.makePath(rect).flattened().map(\.points), eoFill: eoFill, cells: cells,
                                    limit: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
            extent = { column, row in
                let t = raster.shares(column: column, row: row)
                return t.max() <= 0 ? .outside : t.min() >= 1 - 1e-4 ? .inside : .edge
            }
            sharesOf = { raster.shares(column: $0, row: $1) }
        }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let drawn = scratch[x, y]
                guard drawn != canvas[x, y] else { continue }
                switch extent(x - frame.x, y - frame.y) {
                case .outside: continue
                case .inside: canvas[x, y] = drawn
                case .edge:
                    let shares = sharesOf(x - frame.x, y - frame.y)
                    // A plain surface keeps its round edge; a glyph is all or nothing.
                    if !CellGrid.hasInk(drawn), let surface = CellGrid.paper(of: drawn), precision != .wholeCells {
                        canvas.paint(surface, shares: shares, x: x, y: y, precision: precision)
                    } else if shares.sum() / 8 >= 0.5 {
                        canvas[x, y] = drawn
                    }
                }
            }
        }
        canvas.repairWideCharacters(in: area)
    }
}
