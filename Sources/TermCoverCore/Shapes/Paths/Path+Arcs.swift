import Foundation

// Angles and "clockwise" follow SwiftUI, which takes them from Core
// Graphics in a flipped (y-down) space: a point at angle θ is
// (center.x + r·cos θ, center.y + r·sin θ), so 90° is straight down, and
// `clockwise: false` sweeps the angle upwards (3 o'clock to 6 o'clock),
// which on screen turns clockwise; `clockwise: true` sweeps it downwards
// and on screen turns counter-clockwise. Apple documents `clockwise` and
// `addRelativeArc`'s positive delta ("counter-clockwise in user space")
// in the unflipped sense; this is the same rule seen in a SwiftUI view.

extension Path {
    /// Adds an arc of the circle about `center`, from `startAngle` to
    /// `endAngle`, joined by a line from the current point (see above for
    /// which way `clockwise` turns on screen).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let start = startAngle.radians, end = endAngle.radians
        var sweep = end - start
        // Core Graphics keeps the sweep within one turn, going the asked way round.
        let turn = 2 * Double.pi
        if clockwise {
            if sweep > 0 { sweep -= (sweep / turn).rounded(.up) * turn }
            if sweep < -turn { sweep = -turn }
        } else {
            if sweep < 0 { sweep += (-sweep / turn).rounded(.up) * turn }
            if sweep > turn { sweep = turn }
        }
        appendArc(center: center, radius: radius, start: start, sweep: sweep, transform: transform)
    }

    /// Adds an arc from `startAngle` turning by `delta` (positive sweeps
    /// the angle upwards: clockwise on screen), joined by a line from the
    /// current point.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        appendArc(center: center, radius: radius, start: startAngle.radians, sweep: delta.radians, transform: transform)
    }

    /// Adds a line towards `tangent1End` and an arc of `radius` tangent to
    /// both the line from the current point to `tangent1End` and the line
    /// from there to `tangent2End`, as Core Graphics' `addArc(tangent1End:…)`:
    /// the usual way to round a corner.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let p0 = currentPointBeforeTransform else { return move(to: tangent1End.applying(transform)) }
        let p1 = tangent1End, p2 = tangent2End
        let v1 = (x: p0.x - p1.x, y: p0.y - p1.y), v2 = (x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-9 * l1 * l2 else {
            elements.append(.line(to: p1.applying(transform)))
            return
        }
        let u1 = (x: v1.x / l1, y: v1.y / l1), u2 = (x: v2.x / l2, y: v2.y / l2)
        let cosine = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let half = acos(cosine) / 2
        let along = radius / tan(half)
        let t1 = CGPoint(x: p1.x + u1.x * along, y: p1.y + u1.y * along)
        let t2 = CGPoint(x: p1.x + u2.x * along, y: p1.y + u2.y * along)
        // The center lies along the bisector, radius / sin(half) from the corner.
        let bis = (x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = hypot(bis.x, bis.y)
        let d = radius / sin(half)
        let center = CGPoint(x: p1.x + bis.x / bl * d, y: p1.y + bis.y / bl * d)
        let a1 = atan2(Double(t1.y - center.y), Double(t1.x - center.x))
        var sweep = atan2(Double(t2.y - center.y), Double(t2.x - center.x)) - a1
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        appendArc(center: center, radius: radius, start: a1, sweep: sweep, transform: transform)
    }

    /// The current point in the coordinates the next element is given in;
    /// elements are stored transformed, so this is the stored point.
    private var currentPointBeforeTransform: CGPoint? { currentPoint }

    /// A line from the current point (or a move, when there is none) to
    /// the arc's start, then cubic curves of at most a quarter turn each.
    private mutating func appendArc(center: CGPoint, radius: CGFloat, start: Double, sweep: Double,
                                    transform t: CGAffineTransform) {
        let r = Double(radius)
        func point(_ a: Double) -> CGPoint {
            CGPoint(x: Double(center.x) + r * cos(a), y: Double(center.y) + r * sin(a)).applying(t)
        }
        if currentPoint == nil { move(to: point(start)) } else { elements.append(.line(to: point(start))) }
        guard sweep != 0, r > 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        for i in 0..<pieces {
            let a0 = start + Double(i) * step, a1 = a0 + step
            let c1 = CGPoint(x: Double(center.x) + r * (cos(a0) - k * sin(a0)), y: Double(center.y) + r * (sin(a0) + k * cos(a0)))
            let c2 = CGPoint(x: Double(center.x) + r * (cos(a1) + k * sin(a1)), y: Double(center.y) + r * (sin(a1) - k * cos(a1)))
            elements.append(.curve(to: point(a1), control1: c1.applying(t), control2: c2.applying(t)))
        }
    }
}
