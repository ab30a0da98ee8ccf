import Foundation

extension Font {
    /// A font width, as SwiftUI's `Font.Width`: a terminal's cells are all
    /// one width, so every width draws as the standard one.
    public struct Width: Hashable, Sendable {
        /// How wide: negative narrower, 0 standard, positive wider.
        public var value: CGFloat
        /// Creates a width from its value.
        public init(_ value: CGFloat) { self.value = value }
        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// A narrow width.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// A wide width.
        public static let expanded = Width(0.2)
    }

    /// A text style, as SwiftUI's `Font.TextStyle`: what `custom(_:size:relativeTo:)` scales with.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The large title style.
        case largeTitle
        /// The title style.
        case title
        /// The second-level title style.
        case title2
        /// The third-level title style.
        case title3
        /// The headline style.
        case headline
        /// The subheadline style.
        case subheadline
        /// The body style.
        case body
        /// The callout style.
        case callout
        /// The footnote style.
        case footnote
        /// The caption style.
        case caption
        /// The alternate caption style.
        case caption2

        /// The system font of this style.
        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }

    /// A font by name at a size, as SwiftUI's `custom(_:size:)`: a terminal
    /// shows its own font, at its one size, so this is the body font.
    public static func custom(_ name: String, size: CGFloat) -> Font { .body }

    /// A font by name at a size that scales with `textStyle`: a terminal
    /// shows its own font, in the way it shows that text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        textStyle.font
    }

    /// A font by name at a size that does not scale: the body font, as `custom(_:size:)`.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { .body }

    /// This font at `width`: accepted, every cell being one width.
    public func width(_ width: Width) -> Font { self }
}

extension View {
    /// Sets the design of fonts inside the view, as SwiftUI's
    /// `fontDesign(_:)`: accepted, a terminal having one font (its own
    /// monospaced one, whatever the design).
    public func fontDesign(_ design: Font.Design?) -> some View { self }

    /// Sets the width of fonts inside the view, as SwiftUI's
    /// `fontWidth(_:)`: accepted, every cell being one width.
    public func fontWidth(_ width: Font.Width?) -> some View { self }
}

extension Text {
    /// Text in a font design: accepted (see `View.fontDesign(_:)`); it stays `Text`.
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    /// Text in a font width: accepted (see `View.fontWidth(_:)`); it stays `Text`.
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}
