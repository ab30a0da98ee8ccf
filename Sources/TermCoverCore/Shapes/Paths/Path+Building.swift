import Foundation

extension Path {
    /// Starts a new subpath at `end`.
    public mutating func move(to end: CGPoint) {
        elements.append(.move(to: end))
    }

    /// Adds a straight line from the current point to `end`; with no
    /// current point, starts a subpath there, as Core Graphics does.
    public mutating func addLine(to end: CGPoint) {
        guard currentPoint != nil else { return move(to: end) }
        elements.append(.line(to: end))
    }

    /// Starts a subpath at the first point and adds lines through the rest.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for p in lines.dropFirst() { elements.append(.line(to: p)) }
    }

    /// Adds a quadratic Bézier curve to `end`, bent towards `control`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard currentPoint != nil else { return move(to: end) }
        elements.append(.quadCurve(to: end, control: control))
    }

    /// Adds a cubic Bézier curve to `end` with two control points.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentPoint != nil else { return move(to: end) }
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Adds `rect` as a closed subpath, from its top-leading corner along
    /// the top edge first (what `trim(from:to:)` of a `Rectangle` follows).
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                  CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)].map { $0.applying(transform) })
        closeSubpath()
    }

    /// Adds each rectangle as a closed subpath.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a rounded rectangle whose corners are quarter ellipses of
    /// `cornerSize` (clamped to half the rectangle). Both corner styles
    /// are drawn as quarter ellipses: at a cell's resolution Apple's
    /// continuous curve and a circular one differ by less than a sample.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(0, cornerSize.width), r.width / 2), ry = min(max(0, cornerSize.height), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        addUnevenRoundedRect(in: r, radii: [(rx, ry), (rx, ry), (rx, ry), (rx, ry)], transform: transform)
    }

    /// Adds a rectangle whose corners each have their own radius (clamped
    /// to half the rectangle's shorter side), as a closed subpath.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        func radius(_ v: CGFloat) -> (CGFloat, CGFloat) { let c = min(max(0, v), limit); return (c, c) }
        addUnevenRoundedRect(in: r, radii: [radius(cornerRadii.topLeading), radius(cornerRadii.topTrailing),
                                            radius(cornerRadii.bottomTrailing), radius(cornerRadii.bottomLeading)],
                             transform: transform)
    }

    /// A closed rounded rectangle with each corner's own radii, clockwise on
    /// screen from the top-leading corner: radii in the order top-leading,
    /// top-trailing, bottom-trailing, bottom-leading.
    mutating func addUnevenRoundedRect(in r: CGRect, radii: [(CGFloat, CGFloat)], transform: CGAffineTransform) {
        // The magic number for a quarter ellipse by one cubic: 4/3 · tan(π/8).
        let k: CGFloat = 0.5522847498
        let t = transform
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(t) }
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        move(to: p(r.minX + tl.0, r.minY))
        elements.append(.line(to: p(r.maxX - tr.0, r.minY)))
        if tr.0 > 0, tr.1 > 0 {
            elements.append(.curve(to: p(r.maxX, r.minY + tr.1), control1: p(r.maxX - tr.0 * (1 - k), r.minY),
                                   control2: p(r.maxX, r.minY + tr.1 * (1 - k))))
        } else {
            elements.append(.line(to: p(r.maxX, r.minY)))
        }
        elements.append(.line(to: p(r.maxX, r.maxY - br.1)))
        if br.0 > 0, br.1 > 0 {
            elements.append(.curve(to: p(r.maxX - br.0, r.maxY), control1: p(r.maxX, r.maxY - br.1 * (1 - k)),
                                   control2: p(r.maxX - br.0 * (1 - k), r.maxY)))
        } else {
            elements.append(.line(to: p(r.maxX, r.maxY)))
        }
        elements.append(.line(to: p(r.minX + bl.0, r.maxY)))
        if bl.0 > 0, bl.1 > 0 {
            elements.append(.curve(to: p(r.minX, r.maxY - bl.1), control1: p(r.minX + bl.0 * (1 - k), r.maxY),
                                   control2: p(r.minX, r.maxY - bl.1 * (1 - k))))
        } else {
            elements.append(.line(to: p(r.minX, r.maxY)))
        }
        elements.append(.line(to: p(r.minX, r.minY + tl.1)))
        if tl.0 > 0, tl.1 > 0 {
            elements.append(.curve(to: p(r.minX + tl.0, r.minY), control1: p(r.minX, r.minY + tl.1 * (1 - k)),
                                   control2: p(r.minX + tl.0 * (1 - k), r.minY)))
        }
        closeSubpath()
    }

    /// Adds the ellipse that fills `rect` as a closed subpath of four
    /// cubic curves, starting at its trailing point (3 o'clock) and going
    /// clockwise on screen, as Core Graphics does: `Circle().trim(from: 0,
    /// to: 0.25)` is the quarter from 3 o'clock down to 6.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let cx = r.midX, cy = r.midY, a = r.width / 2, b = r.height / 2
        let k: CGFloat = 0.5522847498
        let t = transform
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: cx + x, y: cy + y).applying(t) }
        move(to: p(a, 0))
        elements.append(.curve(to: p(0, b), control1: p(a, b * k), control2: p(a * k, b)))
        elements.append(.curve(to: p(-a, 0), control1: p(-a * k, b), control2: p(-a, b * k)))
        elements.append(.curve(to: p(0, -b), control1: p(-a, -b * k), control2: p(-a * k, -b)))
        elements.append(.curve(to: p(a, 0), control1: p(a * k, -b), control2: p(a, -b * k)))
        closeSubpath()
    }

    /// Adds every subpath of `path`, mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: path.applying(transform).elements)
    }
}
