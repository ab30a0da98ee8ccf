import Foundation

/// The outline of a 2D shape, as SwiftUI's `Path`: moves, lines and
/// Bézier curves in points, in a view's own coordinates (the origin at the
/// top-leading corner, y growing downwards, as in SwiftUI).
///
/// A path is a `Shape` whose `path(in:)` is itself, so `Path { p in … }`
/// can be filled, stroked, trimmed and transformed as any shape. It is
/// drawn by flattening its curves into short lines and measuring how much
/// of each cell's 2 × 4 samples it covers (see `PathRaster`), with the
/// non-zero rule or, with `FillStyle(eoFill: true)`, the even-odd rule.
public struct Path: Equatable, Sendable {
    /// One element of a path, as SwiftUI's `Path.Element`.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the subpath's first point, closing it.
        case closeSubpath
    }

    /// The elements, in order.
    var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path made by `callback`, which adds to an empty path:
    /// `Path { path in path.move(to: .zero); path.addLine(to: …) }`.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// A path holding `rect`.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A path holding a rounded rectangle of `cornerSize` corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A path holding a rounded rectangle of `cornerRadius` corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A path holding a rectangle whose corners each have their own radius.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// A path holding the ellipse that fills `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point added, or nil for an empty path.
    public var currentPoint: CGPoint? {
        var start: CGPoint?, current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control
    /// points included, as Core Graphics' bounding box; `.null` when empty.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func take(_ p: CGPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): take(p)
            case .quadCurve(let p, let c): take(p); take(c)
            case .curve(let p, let c1, let c2): take(p); take(c1); take(c2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Path.Element) -> Void) {
        elements.forEach(body)
    }

    /// True when `p` is inside the path filled by the non-zero rule or,
    /// with `eoFill`, the even-odd rule.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for polygon in flattened().map(\.points) where polygon.count > 1 {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                guard (a.y <= p.y) != (b.y <= p.y) else { continue }
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > p.x { winding += b.y > a.y ? 1 : -1 }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }
}

extension Path: Shape {
    /// Paths are drawn directly, with no body.
    public typealias Body = Never
    /// A path's points do not animate.
    public typealias AnimatableData = EmptyAnimatableData

    /// The path itself, wherever it is drawn: its points are already in the
    /// view's coordinates.
    public func path(in rect: CGRect) -> Path { self }
}
