import Foundation

/// What a shape's cells are painted with: one paint, or a gradient
/// sampled where each cell (or each of its samples) is.
enum ShapePaint {
    case solid(Paint)
    case gradient(GradientStyle)

    init(_ style: StyleKind, in environment: EnvironmentValues) {
        switch style {
        case .gradient(let g): self = .gradient(g)
        case .opacity(.gradient(let g), let opacity): self = .gradient(g.opacity(opacity))
        case .foreground where environment.foregroundGradient != nil: self = .gradient(environment.foregroundGradient!)
        default: self = .solid(style.paint(in: environment))
        }
    }
}

extension CellGrid {
    /// Paints `paint` where `raster`, of a shape in `frame` (whose own
    /// coordinates are `rect`, in points), covers the canvas. A gradient
    /// gives each cell the color at its center; with `subcellGradient`,
    /// a cell the shape covers wholly takes the colors at its 2 × 4
    /// samples, averaged in linear light into one block element and two
    /// colors (`CellFit`), so that a gradient across few cells steps by
    /// eighths rather than by cells. With `inPalette` (a 256-color
    /// terminal) an opaque gradient is drawn in the colors of its
    /// `GradientPalette`: a cell it covers wholly split between the two
    /// around its point (`paintInPalette`), an edge cell one of them by its
    /// blue-noise threshold, as a glyph of that color.
    mutating func paint(_ paint: ShapePaint, covering raster: PathRaster, at frame: Rect, in rect: CGRect, cells: CellMetrics,
                        precision: SubcellPrecision, subcellGradient: Bool, inPalette: Bool = false) {
        let solid: Color? = if case .solid(let p) = paint { p.color } else { nil }
        let table: GradientTable? = if case .gradient(let g) = paint { g.table() } else { nil }
        let line: GradientPalette? = if inPalette, case .gradient(let g) = paint { GradientPalette(g) } else { nil }
        for row in raster.row0..<(raster.row0 + raster.rows) {
            let y = frame.y + row
            guard y >= 0, y < height else { continue }
            for column in raster.column0..<(raster.column0 + raster.columns) {
                let x = frame.x + column
                guard x >= 0, x < width else { continue }
                let t = raster.shares(column: column, row: row)
                guard t.max() > 0 else { continue }
                if let solid {
                    self.paint(solid, shares: t, x: x, y: y, precision: precision)
                    continue
                }
                guard case .gradient(let gradient) = paint, let table else { continue }
                let cx = (Double(column) + 0.5) * cells.columnWidth, cy = (Double(row) + 0.5) * cells.rowHeight
                if subcellGradient, t.min() >= 63.0 / 64,
                   paintSamples(gradient, table, column: column, row: row, x: x, y: y, rect: rect, cells: cells) {
                    continue
                }
                let fraction = gradient.fraction(at: CGPoint(x: cx, y: cy), in: rect)
                if let line, precision == .eighths, t.min() >= 63.0 / 64 {
                    paintInPalette(line, gradient, fraction: fraction, column: column, row: row, x: x, y: y, rect: rect, cells: cells)
                    continue
                }
                let color = line?.color(at: fraction, threshold: BlueNoise.threshold(x: x, y: y))
                    ?? table.colors[table.index(fraction)]
                self.paint(color, shares: t, x: x, y: y, precision: precision)
            }
        }
    }

    /// Draws the cell at (x, y) from the gradient's colors at its 2 × 4
    /// samples; false (drawing nothing) where one of them is translucent.
    private mutating func paintSamples(_ gradient: GradientStyle, _ table: GradientTable, column: Int, row: Int, x: Int, y: Int,
                                       rect: CGRect, cells: CellMetrics) -> Bool {
        withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: 8) { samples in
            for j in 0..<4 {
                for i in 0..<2 {
                    let px = (Double(column) + (Double(i) + 0.5) / 2) * cells.columnWidth
                    let py = (Double(row) + (Double(j) + 0.5) / 4) * cells.rowHeight
                    let light = table.light[table.index(gradient.fraction(at: CGPoint(x: px, y: py), in: rect))]
                    guard light.w >= 1 else { return false }
                    samples[j * 2 + i] = light
                }
            }
            let fit = CellFit(UnsafeBufferPointer(samples), precision: .eighths)
            draw(BlockGlyphs.cell(fit.glyph, ink: LinearLight.color(fit.ink), paper: LinearLight.color(fit.paper)), x: x, y: y)
            return true
        }
    }
}
