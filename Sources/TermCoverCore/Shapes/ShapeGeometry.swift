/// What a built-in shape is, before it is fitted to a frame. A shape gives
/// its lengths in points; the nodes that draw it take them in columns,
/// horizontally and vertically alike (`inColumns`).
enum ShapeGeometry: Hashable, Sendable {
    case rectangle
    /// A rectangle with corners `width` × `height` columns, shrunk together
    /// to fit (equal sides stay round, as SwiftUI clamps a corner radius).
    case roundedRectangle(width: Double, height: Double)
    /// Ends of half the shorter side.
    case capsule
    /// The largest circle centered in the frame.
    case circle
    /// The ellipse that fills the frame.
    case ellipse

    /// The same shape with its lengths in points turned into columns of `cells`.
    func inColumns(_ cells: CellMetrics) -> ShapeGeometry {
        guard case .roundedRectangle(let w, let h) = self else { return self }
        return .roundedRectangle(width: cells.exactColumns(w), height: cells.exactColumns(h))
    }

    /// The outline in a frame of `width` × `height` cells whose rows are
    /// `aspect` columns tall.
    func outline(width: Int, height: Int, aspect: Double) -> ShapeOutline {
        let w = Double(max(0, width)), h = Double(max(0, height)) * aspect
        switch self {
        case .rectangle:
            return ShapeOutline(x0: 0, y0: 0, x1: w, y1: h, cornerWidth: 0, cornerHeight: 0, isEllipse: false, hasStraightSides: true)
        case .roundedRectangle(let cw, let ch):
            let cw = max(0, cw), ch = max(0, ch)
            let fit = min(1, cw > 0 ? w / 2 / cw : 1, ch > 0 ? h / 2 / ch : 1)
            return ShapeOutline(x0: 0, y0: 0, x1: w, y1: h, cornerWidth: cw * fit, cornerHeight: ch * fit,
                                isEllipse: false, hasStraightSides: true)
        case .capsule:
            let r = min(w, h) / 2
            return ShapeOutline(x0: 0, y0: 0, x1: w, y1: h, cornerWidth: r, cornerHeight: r, isEllipse: false, hasStraightSides: true)
        case .circle:
            let side = min(w, h)
            let x0 = (w - side) / 2, y0 = (h - side) / 2
            return ShapeOutline(x0: x0, y0: y0, x1: x0 + side, y1: y0 + side, cornerWidth: side / 2, cornerHeight: side / 2,
                                isEllipse: false, hasStraightSides: false)
        case .ellipse:
            return ShapeOutline(x0: 0, y0: 0, x1: w, y1: h, cornerWidth: w / 2, cornerHeight: h / 2, isEllipse: true, hasStraightSides: false)
        }
    }
}
