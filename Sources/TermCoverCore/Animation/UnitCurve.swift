/// A curve from (0, 0) to (1, 1) that maps an animation's elapsed fraction
/// to its progress, as SwiftUI's `UnitCurve`. TermCover's curves are cubic
/// Béziers, like CSS's `cubic-bezier` and Core Animation's timing functions.
public struct UnitCurve: Hashable, Sendable {
    /// The first control point.
    public let startControlPoint: UnitPoint
    /// The second control point.
    public let endControlPoint: UnitPoint

    // Polynomial coefficients, so x(s) = ((ax s + bx) s + cx) s and likewise y.
    private let ax, bx, cx, ay, by, cy: Double

    /// A cubic Bézier through (0, 0) and (1, 1) with the given control points.
    /// Their x is clamped into 0...1, which keeps x(s) monotonic so that
    /// every elapsed fraction has exactly one progress.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(startControlPoint, endControlPoint)
    }

    private init(_ p1: UnitPoint, _ p2: UnitPoint) {
        let p1 = UnitPoint(x: min(1, max(0, p1.x)), y: p1.y)
        let p2 = UnitPoint(x: min(1, max(0, p2.x)), y: p2.y)
        startControlPoint = p1
        endControlPoint = p2
        cx = 3 * p1.x
        bx = 3 * (p2.x - p1.x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1.y
        by = 3 * (p2.y - p1.y) - cy
        ay = 1 - cy - by
    }

    /// Constant speed: control points (0, 0) and (1, 1).
    public static let linear = bezier(startControlPoint: .zero, endControlPoint: UnitPoint(x: 1, y: 1))
    /// Starts slowly: (0.42, 0) and (1, 1).
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Ends slowly: (0, 0) and (0.58, 1).
    public static let easeOut = bezier(startControlPoint: .zero, endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Starts and ends slowly: (0.42, 0) and (0.58, 1).
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// The progress at elapsed fraction `progress`; clamped to the ends
    /// outside 0...1.
    public func value(at progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        return y(parameter(for: progress))
    }

    /// The slope dy/dx at elapsed fraction `progress`: how fast progress
    /// grows per unit of elapsed fraction.
    public func velocity(at progress: Double) -> Double {
        let s = parameter(for: min(1, max(0, progress)))
        let dx = dxds(s), dy = dyds(s)
        // Where x stalls (a control point on the x axis end), the slope is
        // the ratio of the next derivatives; the curve is still well defined.
        if abs(dx) > 1e-12 { return dy / dx }
        let ddx = 6 * ax * s + 2 * bx, ddy = 6 * ay * s + 2 * by
        return abs(ddx) > 1e-12 ? ddy / ddx : 0
    }

    private func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    private func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    private func dxds(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    private func dyds(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// The Bézier parameter s with x(s) = `target`, solved to machine
    /// precision: Newton converges in a few steps where the slope is healthy;
    /// bisection takes over where it is flat, since x is monotonic.
    private func parameter(for target: Double) -> Double {
        var s = target
        for _ in 0..<8 {
            let error = x(s) - target
            if abs(error) < 1e-14 { return s }
            let slope = dxds(s)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        var lo = 0.0, hi = 1.0
        s = target
        for _ in 0..<100 {
            let value = x(s)
            if abs(value - target) < 1e-15 { break }
            if value < target { lo = s } else { hi = s }
            s = (lo + hi) / 2
            if hi - lo < 1e-16 { break }
        }
        return s
    }
}
