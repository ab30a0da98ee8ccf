/// A font, as SwiftUI names them. A terminal has one size and one face, so
/// a font comes down to what a cell can show: large styles (`.largeTitle`
/// to `.title3`, `.headline`) and weights from semibold up are bold, small
/// ones (`.footnote`, `.caption`, `.caption2`) are dim, the rest (`.body`,
/// `.callout`, `.subheadline`, any `.system(size:)`) are plain; `.italic()`
/// is italic. Sizes and designs are accepted and ignored.
public struct Font: Hashable, Sendable {
    private enum Size: Hashable, Sendable { case large, regular, small }
    private var size: Size
    private var fontWeight: Weight?
    private var isItalic = false

    private init(_ size: Size, weight: Weight? = nil) {
        self.size = size
        fontWeight = weight
    }

    /// The largest title.
    public static let largeTitle = Font(.large)
    /// A title.
    public static let title = Font(.large)
    /// A second-level title.
    public static let title2 = Font(.large)
    /// A third-level title.
    public static let title3 = Font(.large)
    /// A heading (semibold in SwiftUI).
    public static let headline = Font(.large)
    /// A subheading.
    public static let subheadline = Font(.regular)
    /// Body text, the default.
    public static let body = Font(.regular)
    /// A callout.
    public static let callout = Font(.regular)
    /// A footnote.
    public static let footnote = Font(.small)
    /// A caption.
    public static let caption = Font(.small)
    /// A smaller caption.
    public static let caption2 = Font(.small)

    /// The system font at a size (ignored: every cell is one size), with a weight.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(.regular, weight: weight)
    }

    /// The system font in a text style, with a design and weight.
    public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = style
        if let weight { font.fontWeight = weight }
        return font
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }
    /// This font at `weight`: semibold and heavier are bold.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.fontWeight = weight
        return font
    }
    /// This font in italics.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }
    /// This font with monospaced digits, which a terminal's always are.
    public func monospacedDigit() -> Font { self }
    /// The monospaced version of this font: a terminal's font already is.
    public func monospaced() -> Font { self }

    /// What the font shows as in a cell.
    var attributes: TextAttributes {
        var attributes: TextAttributes = []
        switch size {
        case .large: attributes.insert(.bold)
        case .small: attributes.insert(.dim)
        case .regular: break
        }
        if let fontWeight {
            if fontWeight.value >= Weight.semibold.value { attributes.insert(.bold) } else if size == .large { attributes.remove(.bold) }
        }
        if isItalic { attributes.insert(.italic) }
        return attributes
    }

    /// A font weight, as in SwiftUI.
    public struct Weight: Hashable, Sendable {
        fileprivate let value: Int
        /// The lightest weight.
        public static let ultraLight = Weight(value: 1)
        /// A thin weight.
        public static let thin = Weight(value: 2)
        /// A light weight.
        public static let light = Weight(value: 3)
        /// The regular weight.
        public static let regular = Weight(value: 4)
        /// A medium weight.
        public static let medium = Weight(value: 5)
        /// A semibold weight: bold here.
        public static let semibold = Weight(value: 6)
        /// Bold.
        public static let bold = Weight(value: 7)
        /// A heavy weight: bold here.
        public static let heavy = Weight(value: 8)
        /// The heaviest weight: bold here.
        public static let black = Weight(value: 9)
    }

    /// A font design, as in SwiftUI; every design is the terminal's font.
    public enum Design: Hashable, Sendable {
        /// The system design.
        case `default`
        /// A serif design.
        case serif
        /// A rounded design.
        case rounded
        /// A monospaced design, which every terminal font already is.
        case monospaced
    }
}

struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }

extension EnvironmentValues {
    /// The font of text inside the view; nil for the default (`.body`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The weight `fontWeight(_:)` gives the fonts of text inside the view.
    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// The font a text with its own `font` and `weight` (nil: none) shows in here.
    func resolvedFont(_ font: Font?, weight: Font.Weight?) -> Font? {
        let base = font ?? self.font
        guard let weight = weight ?? fontWeight else { return base }
        return (base ?? .body).weight(weight)
    }
}

extension View {
    /// Sets the font of text inside the view, as in SwiftUI; a `Text`'s own
    /// `.font(_:)` wins over it. See `Font` for what a terminal shows.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// Sets the weight of text inside the view, whatever font it is in:
    /// semibold and heavier are bold.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\.fontWeight, weight)
    }
}
