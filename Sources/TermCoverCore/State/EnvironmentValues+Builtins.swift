struct ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
struct ForegroundLevelsKey: EnvironmentKey { static let defaultValue = ForegroundLevels() }
struct TextBackgroundKey: EnvironmentKey { static let defaultValue: Color? = nil }
struct TextAttributesKey: EnvironmentKey { static let defaultValue: TextAttributes = [] }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue: TextAlignment = .leading }
struct CellAspectRatioKey: EnvironmentKey { static let defaultValue: Double = 2.0 }
struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
struct ColorSupportKey: EnvironmentKey { static let defaultValue = ColorSupport.palette256 }
struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }
struct ScreenSizeKey: EnvironmentKey { static let defaultValue = Size.zero }

/// How lines of multi-line text line up, as in SwiftUI.
public enum TextAlignment: Hashable, Sendable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}

extension EnvironmentValues {
    /// The color of text and lines, or nil for the terminal default.
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }

    /// The secondary and tertiary levels `foregroundStyle(_:_:)` named, as ink.
    var foregroundLevels: ForegroundLevels {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }

    /// Bold, italic, underline, dim and reverse for text.
    public var textAttributes: TextAttributes {
        get { self[TextAttributesKey.self] }
        set { self[TextAttributesKey.self] = newValue }
    }

    /// The most lines a `Text` may take; nil for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How multi-line text lines up.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// How many times taller than wide a terminal cell is (2.0 by default);
    /// rotation uses it so that rotated shapes are not sheared.
    public var cellAspectRatio: Double {
        get { self[CellAspectRatioKey.self] }
        set { self[CellAspectRatioKey.self] = newValue }
    }

    /// True when the user prefers less motion: transitions that move become cross-fades.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// The colors the terminal can show.
    public var colorSupport: ColorSupport {
        get { self[ColorSupportKey.self] }
        set { self[ColorSupportKey.self] = newValue }
    }

    /// The size of the whole screen in cells, for views that adapt to it.
    public var screenSize: Size {
        get { self[ScreenSizeKey.self] }
        set { self[ScreenSizeKey.self] = newValue }
    }

    /// True inside a view that has keyboard focus.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }

    /// The style text drawn here gets. A nil background lets the cell's own show.
    var textStyle: Style {
        // Strikethrough is Text's to draw (`Text.struck`), not the terminal's.
        Style(foreground: foregroundColor ?? .primary, background: self[TextBackgroundKey.self] ?? .clear,
              attributes: textAttributes.subtracting(.strikethrough))
    }
}
