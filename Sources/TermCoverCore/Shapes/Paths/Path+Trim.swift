import Foundation

extension Path {
    /// The part of the path between `from` and `to`, fractions (0...1) of
    /// its whole length, as SwiftUI's `trimmedPath(from:to:)`: what
    /// `trim(from:to:)` draws. Closed subpaths count their closing line;
    /// the part is made of open subpaths of lines (curves flattened).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let lines = flattened().map { line -> [CGPoint] in
            guard line.isClosed, let first = line.points.first else { return line.points }
            return line.points + [first]
        }
        var total = 0.0
        for points in lines { for k in points.indices.dropFirst() { total += Self.distance(points[k - 1], points[k]) } }
        let a = max(0, min(1, Double(from))), b = max(0, min(1, Double(to)))
        guard b > a, total > 0 else { return a == 0 && b == 1 ? self : Path() }
        if a == 0 && b == 1 { return self }
        let start = a * total, end = b * total
        var out = Path()
        var walked = 0.0
        for points in lines {
            var current: [CGPoint] = []
            for k in points.indices.dropFirst() {
                let p = points[k - 1], q = points[k]
                let length = Self.distance(p, q)
                let s0 = walked, s1 = walked + length
                walked = s1
                guard s1 > start, s0 < end, length > 0 else { continue }
                func at(_ s: Double) -> CGPoint {
                    let t = CGFloat((s - s0) / length)
                    return CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
                }
                if current.isEmpty { current.append(s0 >= start ? p : at(start)) }
                current.append(s1 <= end ? q : at(end))
            }
            if current.count > 1 { out.addLines(current) }
        }
        return out
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> Double { Double(hypot(b.x - a.x, b.y - a.y)) }
}
