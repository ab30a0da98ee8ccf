import Foundation

/// A subpath with its curves flattened into straight lines.
struct Polyline: Equatable {
    var points: [CGPoint]
    /// True when the subpath was closed (its last point joins its first).
    var isClosed: Bool
}

extension Path {
    /// The subpaths with every curve cut into lines short enough that they
    /// stray from it by well under a point: a cell's sample is 4 × 4 points.
    func flattened() -> [Polyline] {
        var out: [Polyline] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero
        func finish(closed: Bool) {
            if !current.isEmpty { out.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p
                current = [p]
            case .line(let p):
                if current.isEmpty { current = [start] }
                current.append(p)
            case .quadCurve(let p, let c):
                if current.isEmpty { current = [start] }
                let p0 = current.last!
                // A quadratic is the cubic with controls two thirds of the way to its control.
                let c1 = CGPoint(x: p0.x + (c.x - p0.x) * 2 / 3, y: p0.y + (c.y - p0.y) * 2 / 3)
                let c2 = CGPoint(x: p.x + (c.x - p.x) * 2 / 3, y: p.y + (c.y - p.y) * 2 / 3)
                Self.flattenCubic(p0, c1, c2, p, into: &current)
            case .curve(let p, let c1, let c2):
                if current.isEmpty { current = [start] }
                Self.flattenCubic(current.last!, c1, c2, p, into: &current)
            case .closeSubpath:
                let closed = current
                finish(closed: true)
                // A new subpath after a close starts where the closed one did.
                if closed.isEmpty { continue }
            }
        }
        finish(closed: false)
        return out
    }

    /// Appends points along the cubic (its start excluded): enough lines
    /// that each bends by a small fraction of a point.
    static func flattenCubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, into points: inout [CGPoint]) {
        let length = hypot(c1.x - p0.x, c1.y - p0.y) + hypot(c2.x - c1.x, c2.y - c1.y) + hypot(p3.x - c2.x, p3.y - c2.y)
        guard length.isFinite else { return }
        // The sag of a chord grows with the square of its length: √length
        // lines keep it about the same for curves of any size.
        let n = max(1, min(256, Int((Double(length).squareRoot() * 1.5).rounded(.up))))
        for i in 1...n {
            let t = CGFloat(i) / CGFloat(n), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            points.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y))
        }
    }
}
