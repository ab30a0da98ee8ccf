/// How a shape is drawn: filled, or stroked along its outline.
enum ShapeDrawing: Hashable, Sendable {
    case fill
    /// A line `lineWidth` columns wide, centered on the outline.
    case stroke(lineWidth: Double)
    /// A line `lineWidth` columns wide, just inside the outline.
    case strokeBorder(lineWidth: Double)

    /// The same drawing with its line width in points turned into columns of `cells`.
    func inColumns(_ cells: CellMetrics) -> ShapeDrawing {
        switch self {
        case .fill: .fill
        case .stroke(let w): .stroke(lineWidth: cells.exactColumns(w))
        case .strokeBorder(let w): .strokeBorder(lineWidth: cells.exactColumns(w))
        }
    }

    /// The distances from the outline (negative inside) that the drawing covers.
    var band: ClosedRange<Double> {
        switch self {
        case .fill: -Double.infinity...0
        case .stroke(let w): -max(0, w) / 2...max(0, w) / 2
        case .strokeBorder(let w): -max(0, w)...0
        }
    }

    /// True for a line thin enough to draw with box-drawing characters,
    /// which are thinner than a cell: a wider one is drawn as blocks.
    var isThinLine: Bool {
        switch self {
        case .fill: false
        case .stroke(let w), .strokeBorder(let w): w > 0 && w < 1.5
        }
    }
}
