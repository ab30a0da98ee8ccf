import Foundation

extension Shape {
    /// The part of the outline between `startFraction` and `endFraction`
    /// of its length, as in SwiftUI: `Circle().trim(from: 0, to: 0.25)` is
    /// the quarter from 3 o'clock to 6 o'clock. Both ends animate.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// The shape turned by `angle` about `anchor` of its frame (clockwise on screen for a positive angle).
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled by `scale` about `anchor` of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape scaled by `x` across and `y` down about `anchor` of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape moved by `offset` points, its frame unchanged.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// The shape moved by `x` and `y` points, its frame unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape's path mapped by `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

/// The point of `rect` at `anchor`.
private func point(_ anchor: UnitPoint, in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + CGFloat(anchor.x) * rect.width, y: rect.minY + CGFloat(anchor.y) * rect.height)
}

/// Part of a shape's outline: what `trim(from:to:)` gives.
public struct _TrimmedShape<Content: Shape>: Shape {
    /// Drawn by its path.
    public typealias Body = _ShapeView<Self, ForegroundStyle>
    var shape: Content
    var startFraction: CGFloat
    var endFraction: CGFloat

    /// Both ends of the part, then the shape's own data.
    public nonisolated var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Content.AnimatableData> {
        get { AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData) }
        set {
            startFraction = newValue.first.first
            endFraction = newValue.first.second
            shape.animatableData = newValue.second
        }
    }

    /// The shape's path between the two fractions of its length.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
}

/// The area a line along a shape's outline covers: what `stroke(style:)` gives.
public struct _StrokedShape<Content: Shape>: Shape {
    /// Drawn by its path.
    public typealias Body = _ShapeView<Self, ForegroundStyle>
    var shape: Content
    var style: StrokeStyle

    /// The stroke's animatable data, then the shape's.
    public nonisolated var animatableData: AnimatablePair<StrokeStyle.AnimatableData, Content.AnimatableData> {
        get { AnimatablePair(style.animatableData, shape.animatableData) }
        set { style.animatableData = newValue.first; shape.animatableData = newValue.second }
    }

    /// The stroke's outline.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).strokedPath(style)
    }
}

/// A shape turned about a point of its frame, as SwiftUI's `RotatedShape`.
public struct RotatedShape<Content: Shape>: Shape {
    /// Drawn by its path.
    public typealias Body = _ShapeView<Self, ForegroundStyle>
    /// The shape turned.
    public var shape: Content
    /// How far it turns.
    public var angle: Angle
    /// The point of the frame it turns about.
    public var anchor: UnitPoint

    /// The angle, the anchor, then the shape's own data.
    public nonisolated var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Double, AnimatablePair<Double, Double>>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.radians, AnimatablePair(anchor.x, anchor.y))) }
        set {
            shape.animatableData = newValue.first
            angle = .radians(newValue.second.first)
            anchor = UnitPoint(x: newValue.second.second.first, y: newValue.second.second.second)
        }
    }

    /// The shape's path turned by `angle` about `anchor`.
    public func path(in rect: CGRect) -> Path {
        let c = point(anchor, in: rect)
        let t = CGAffineTransform(translationX: -c.x, y: -c.y)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
        return shape.path(in: rect).applying(t)
    }
}

/// A shape scaled about a point of its frame, as SwiftUI's `ScaledShape`.
public struct ScaledShape<Content: Shape>: Shape {
    /// Drawn by its path.
    public typealias Body = _ShapeView<Self, ForegroundStyle>
    /// The shape scaled.
    public var shape: Content
    /// The factors across and down.
    public var scale: CGSize
    /// The point of the frame that stays put.
    public var anchor: UnitPoint

    /// The scale, the anchor, then the shape's own data.
    public nonisolated var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, AnimatablePair<Double, Double>>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, AnimatablePair(anchor.x, anchor.y))) }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second.first
            anchor = UnitPoint(x: newValue.second.second.first, y: newValue.second.second.second)
        }
    }

    /// The shape's path scaled about `anchor`.
    public func path(in rect: CGRect) -> Path {
        let c = point(anchor, in: rect)
        let t = CGAffineTransform(translationX: -c.x, y: -c.y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
        return shape.path(in: rect).applying(t)
    }
}

/// A shape moved within its frame, as SwiftUI's `OffsetShape`.
public struct OffsetShape<Content: Shape>: Shape {
    /// Drawn by its path.
    public typealias Body = _ShapeView<Self, ForegroundStyle>
    /// The shape moved.
    public var shape: Content
    /// How far, in points.
    public var offset: CGSize

    /// The offset, then the shape's own data.
    public nonisolated var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { shape.animatableData = newValue.first; offset.animatableData = newValue.second }
    }

    /// The shape's path moved by `offset`.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

/// A shape mapped by an affine transform, as SwiftUI's `TransformedShape`.
public struct TransformedShape<Content: Shape>: Shape {
    /// Drawn by its path.
    public typealias Body = _ShapeView<Self, ForegroundStyle>
    /// The shape mapped.
    public var shape: Content
    /// The transform, in points.
    public var transform: CGAffineTransform

    /// The shape's own data.
    public nonisolated var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }

    /// The shape's path mapped by `transform`.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }
}

/// Any shape, its type erased, as SwiftUI's `AnyShape`: for a shape
/// chosen at run time. A built-in shape inside keeps its exact outline.
public struct AnyShape: Shape {
    /// Drawn by its path.
    public typealias Body = _ShapeView<Self, ForegroundStyle>
    /// Nothing animates through the erasure.
    public typealias AnimatableData = EmptyAnimatableData
    let form: ShapeForm

    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) {
        form = shape.shapeForm
    }

    /// The wrapped shape's path.
    public func path(in rect: CGRect) -> Path { form.makePath(rect) }
}
