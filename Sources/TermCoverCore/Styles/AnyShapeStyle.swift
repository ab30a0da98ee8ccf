/// Any shape style, its type erased, as SwiftUI's `AnyShapeStyle`: for a
/// style chosen at run time, `isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary)`.
public struct AnyShapeStyle: ShapeStyle, KnownShapeStyle, Hashable {
    let styleKind: StyleKind

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        styleKind = style.shapeStyleKind
    }

    init(kind: StyleKind) {
        styleKind = kind
    }
}

/// A style made more see-through: what `opacity(_:)` gives.
struct OpacityShapeStyle: ShapeStyle, KnownShapeStyle {
    let base: StyleKind
    let opacity: Double
    var styleKind: StyleKind { .opacity(base, min(1, max(0, opacity))) }
}

extension ShapeStyle {
    /// The style at `opacity` (0...1) of its own opacity, as in SwiftUI:
    /// `.tint.opacity(0.2)` is a faint wash of the tint.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(base: shapeStyleKind, opacity: opacity)
    }
}
