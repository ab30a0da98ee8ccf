/// The foreground style where it is used, as SwiftUI's `ForegroundStyle`:
/// the color `.foregroundStyle(_:)` or `.foregroundColor(_:)` set above, or
/// the terminal's text color. Shapes fill with it unless told otherwise.
public struct ForegroundStyle: ShapeStyle, KnownShapeStyle, Hashable {
    /// The foreground style.
    public init() {}

    var styleKind: StyleKind { .foreground }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style where it is used.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The terminal's background color as a style, as SwiftUI's
/// `BackgroundStyle`: as a fill it is the background itself (opaque, so it
/// hides what is behind); as ink, text in the background's color, which
/// reads on anything filled with the foreground.
public struct BackgroundStyle: ShapeStyle, KnownShapeStyle, Hashable {
    /// The background style.
    public init() {}

    var styleKind: StyleKind { .background }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The terminal's background.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
