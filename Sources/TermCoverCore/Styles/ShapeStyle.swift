/// A color or pattern to fill or stroke a shape with, or to draw text and
/// lines in, as SwiftUI's `ShapeStyle`: `Color`, `.foreground`, the levels
/// of the foreground (`.primary`, `.secondary`, `.tertiary`,
/// `.quaternary`), `.tint`, `.background`, the materials
/// (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`) and the gradients
/// (`LinearGradient`, `RadialGradient`, `AngularGradient`,
/// `EllipticalGradient`, `Gradient`, `AnyGradient`).
///
/// Where a style is used decides what it paints: text and lines take it as
/// their ink (`.secondary` is the text color at 60%); a fill takes it as the
/// color of whole cells, so `.secondary` fills with a gray made from the
/// terminal's real text and background colors (see `TerminalColors`).
///
/// A terminal draws the styles TermCover defines, and combinations of them
/// (`AnyShapeStyle`, `opacity(_:)`). A type of your own that conforms
/// draws as `.foreground`.
public protocol ShapeStyle: Sendable {}

/// A style TermCover knows how to draw: every built-in one says what it is
/// made of, so that drawing code needs no knowledge of the public types.
protocol KnownShapeStyle: ShapeStyle {
    /// What the style is made of.
    var styleKind: StyleKind { get }
}

extension ShapeStyle {
    /// What the style is made of; `.foreground` for styles TermCover does
    /// not define, so that they draw as plain content would.
    var shapeStyleKind: StyleKind {
        (self as? any KnownShapeStyle)?.styleKind ?? .foreground
    }
}
