import Foundation

/// A shape fitted to its frame, in columns from the frame's top-left
/// (a row is `aspect` columns tall): a rectangle with elliptical corners,
/// or an ellipse. Every built-in shape is one of the two, and the signed
/// distance to its outline is what coverage, strokes and clips are made of.
struct ShapeOutline: Hashable, Sendable {
    let x0: Double, y0: Double, x1: Double, y1: Double
    /// The corners' radii across and down (an ellipse's half sizes).
    let cornerWidth: Double, cornerHeight: Double
    let isEllipse: Bool
    /// True when its sides are straight lines along the frame, which
    /// box-drawing characters trace (a rectangle, a rounded one, a capsule).
    let hasStraightSides: Bool

    /// True when it covers nothing.
    var isEmpty: Bool { x1 - x0 <= 0 || y1 - y0 <= 0 }

    /// The distance from (x, y) to the outline: negative inside, in columns.
    /// Exact for straight sides and round corners; near the outline (where
    /// it matters) for elliptical ones. Outside a square corner it is the
    /// larger of the distances to its two sides, so that a line around it
    /// keeps the corner square (SwiftUI's default mitered join).
    func distance(_ x: Double, _ y: Double) -> Double {
        let hx = (x1 - x0) / 2, hy = (y1 - y0) / 2
        let px = abs(x - (x0 + hx)), py = abs(y - (y0 + hy))
        if isEllipse { return Self.ellipseDistance(px, py, hx, hy) }
        let qx = px - (hx - cornerWidth), qy = py - (hy - cornerHeight)
        // Square corners stay square outside too, as a stroke's mitered join does.
        guard qx > 0, qy > 0, cornerWidth > 0 || cornerHeight > 0 else { return max(qx - cornerWidth, qy - cornerHeight) }
        if cornerWidth == cornerHeight { return hypot(qx, qy) - cornerWidth }
        return Self.ellipseDistance(qx, qy, cornerWidth, cornerHeight)
    }

    /// The distance from (px, py) to the ellipse of radii (a, b) about the
    /// origin, by the first-order estimate |f| / |∇f| of f = |p / r| − 1,
    /// which is exact on the ellipse and close beside it.
    static func ellipseDistance(_ px: Double, _ py: Double, _ a: Double, _ b: Double) -> Double {
        guard a > 0, b > 0 else { return max(px - a, py - b) }
        if a == b { return hypot(px, py) - a }
        let k0 = hypot(px / a, py / b)
        let k1 = hypot(px / (a * a), py / (b * b))
        guard k1 > 0 else { return -min(a, b) }
        return k0 * (k0 - 1) / k1
    }
}
