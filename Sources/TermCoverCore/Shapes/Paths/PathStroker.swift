import Foundation

extension Path {
    /// The area a stroke of `style` covers, as a path that the non-zero
    /// rule fills: as Core Graphics' `copy(strokingWithWidth:…)`, but made
    /// of overlapping pieces (a quadrilateral a segment, a wedge or disc a
    /// joint, a cap an end), each turning the same way, so that where they
    /// overlap they add up and never cancel.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        var out = Path()
        for polygon in strokePolygons(style) {
            out.addLines(polygon)
            out.closeSubpath()
        }
        return out
    }

    /// The pieces of the stroke of `style`, each a polygon turning the same way.
    func strokePolygons(_ style: StrokeStyle) -> [[CGPoint]] {
        let half = Double(style.lineWidth) / 2
        guard half > 0, half.isFinite else { return [] }
        var lines = flattened()
        if style.isDashed { lines = Self.dashed(lines, pattern: style.dash.map(Double.init), phase: Double(style.dashPhase)) }
        var pieces: [[CGPoint]] = []
        for line in lines { PathStroker(half: half, style: style).stroke(line, into: &pieces) }
        return pieces
    }

    /// The lines cut into dashes by walking their length along `pattern`
    /// (dash, gap, dash, …, an odd count taken twice, as Core Graphics
    /// does) from `phase` points into it.
    static func dashed(_ lines: [Polyline], pattern raw: [Double], phase: Double) -> [Polyline] {
        let pattern = raw.count % 2 == 1 ? raw + raw : raw
        let total = pattern.reduce(0, +)
        guard total > 0 else { return lines }
        var out: [Polyline] = []
        for line in lines {
            var points = line.points
            if line.isClosed, let first = points.first { points.append(first) }
            // Where in the pattern the line starts: each subpath starts afresh.
            var index = 0
            var left = pattern[0]
            var skip = phase.truncatingRemainder(dividingBy: total)
            if skip < 0 { skip += total }
            while skip > 0 {
                if skip >= left { skip -= left; index = (index + 1) % pattern.count; left = pattern[index] } else { left -= skip; skip = 0 }
            }
            var current: [CGPoint] = index % 2 == 0 ? [points[0]] : []
            for k in 1..<max(1, points.count) {
                var a = points[k - 1]
                let b = points[k]
                var length = Double(hypot(b.x - a.x, b.y - a.y))
                while length > 0 {
                    if left >= length {
                        left -= length
                        if index % 2 == 0 { current.append(b) }
                        length = 0
                    } else {
                        let t = CGFloat(left / length)
                        let p = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                        length -= left
                        a = p
                        if index % 2 == 0 {
                            current.append(p)
                            out.append(Polyline(points: current, isClosed: false))
                            current = []
                        } else {
                            current = [p]
                        }
                        index = (index + 1) % pattern.count
                        left = pattern[index]
                    }
                }
            }
            if index % 2 == 0, current.count > 1 { out.append(Polyline(points: current, isClosed: false)) }
        }
        return out
    }
}

/// Turns one polyline into the polygons its stroke covers.
struct PathStroker {
    let half: Double
    let style: StrokeStyle

    func stroke(_ line: Polyline, into pieces: inout [[CGPoint]]) {
        // Repeated points make no segment and no corner.
        var points: [CGPoint] = []
        for p in line.points where points.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true { points.append(p) }
        if line.isClosed, points.count > 2, let first = points.first, let last = points.last,
           hypot(first.x - last.x, first.y - last.y) <= 1e-9 {
            points.removeLast()
        }
        guard points.count > 1 else {
            // A subpath of one point shows only its caps: a dot, or a square.
            if let p = points.first, !line.isClosed || true {
                switch style.lineCap {
                case .round: pieces.append(Self.oriented(disc(p)))
                case .square: pieces.append(Self.oriented(square(p, direction: (1, 0))))
                case .butt: break
                }
            }
            return
        }
        let closed = line.isClosed && points.count > 2
        let count = points.count
        let segments = closed ? count : count - 1
        for s in 0..<segments {
            let a = points[s], b = points[(s + 1) % count]
            let d = unit(a, b)
            let n = CGPoint(x: -d.y * half, y: d.x * half)
            pieces.append(Self.oriented([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                                         CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)]))
        }
        let joints = closed ? Array(0..<count) : Array(1..<(count - 1))
        for i in joints {
            let before = points[(i - 1 + count) % count], at = points[i], after = points[(i + 1) % count]
            join(before, at, after, into: &pieces)
        }
        if !closed {
            cap(points[0], away: unit(points[1], points[0]), into: &pieces)
            cap(points[count - 1], away: unit(points[count - 2], points[count - 1]), into: &pieces)
        }
    }

    private func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let l = hypot(b.x - a.x, b.y - a.y)
        return CGPoint(x: (b.x - a.x) / l, y: (b.y - a.y) / l)
    }

    /// The piece that fills the outside of the corner at `at`.
    private func join(_ before: CGPoint, _ at: CGPoint, _ after: CGPoint, into pieces: inout [[CGPoint]]) {
        let d1 = unit(before, at), d2 = unit(at, after)
        let cross = d1.x * d2.y - d1.y * d2.x
        let dot = d1.x * d2.x + d1.y * d2.y
        if abs(cross) < 1e-9 && dot > 0 { return }
        if style.lineJoin == .round { pieces.append(Self.oriented(disc(at))); return }
        // The outer side is the one the path turns away from.
        let sign: CGFloat = cross > 0 ? -1 : 1
        let h = CGFloat(half)
        let o1 = CGPoint(x: at.x - d1.y * h * sign, y: at.y + d1.x * h * sign)
        let o2 = CGPoint(x: at.x - d2.y * h * sign, y: at.y + d2.x * h * sign)
        var piece = [at, o1, o2]
        if style.lineJoin == .miter {
            // The miter's length over the line width is 1 / sin(θ / 2), θ the angle between the segments.
            let theta = acos(max(-1, min(1, -Double(dot))))
            let ratio = 1 / max(1e-9, sin(theta / 2))
            if ratio <= Double(style.miterLimit) {
                let m = CGPoint(x: o1.x + o2.x - at.x, y: o1.y + o2.y - at.y)
                let ml = hypot(m.x - at.x, m.y - at.y)
                let reach = CGFloat(half * ratio)
                let tip = CGPoint(x: at.x + (m.x - at.x) / ml * reach, y: at.y + (m.y - at.y) / ml * reach)
                piece = [at, o1, tip, o2]
            }
        }
        pieces.append(Self.oriented(piece))
    }

    /// The cap past the end `p` of a line running towards `away`.
    private func cap(_ p: CGPoint, away d: CGPoint, into pieces: inout [[CGPoint]]) {
        switch style.lineCap {
        case .butt: return
        case .round: pieces.append(Self.oriented(disc(p)))
        case .square:
            let h = CGFloat(half)
            let n = CGPoint(x: -d.y * h, y: d.x * h), e = CGPoint(x: p.x + d.x * h, y: p.y + d.y * h)
            pieces.append(Self.oriented([CGPoint(x: p.x + n.x, y: p.y + n.y), CGPoint(x: e.x + n.x, y: e.y + n.y),
                                         CGPoint(x: e.x - n.x, y: e.y - n.y), CGPoint(x: p.x - n.x, y: p.y - n.y)]))
        }
    }

    private func disc(_ c: CGPoint) -> [CGPoint] {
        let n = max(12, min(64, Int((half * 4).rounded(.up))))
        return (0..<n).map { i in
            let a = Double(i) / Double(n) * 2 * .pi
            return CGPoint(x: Double(c.x) + half * cos(a), y: Double(c.y) + half * sin(a))
        }
    }

    private func square(_ c: CGPoint, direction: (Double, Double)) -> [CGPoint] {
        let h = CGFloat(half)
        return [CGPoint(x: c.x - h, y: c.y - h), CGPoint(x: c.x + h, y: c.y - h), CGPoint(x: c.x + h, y: c.y + h), CGPoint(x: c.x - h, y: c.y + h)]
    }

    /// `polygon` turning the positive way (its signed area positive).
    static func oriented(_ polygon: [CGPoint]) -> [CGPoint] {
        var area: CGFloat = 0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0 ? polygon.reversed() : polygon
    }
}
