import Foundation

/// The text of a string literal given to `Text`, as SwiftUI's
/// `LocalizedStringKey`: its literal parts are Markdown (`**bold**`,
/// `*italic*`, a backticked span of code, `~~struck~~`, `[a link](url)`), its
/// interpolated values are shown as they are. A terminal app has no
/// localization tables, so the key is its own text.
///
/// `Text("**Done**: \(name)")` shows "Done" in bold and the name verbatim;
/// `Text(title)` with a `String` variable shows it verbatim, as in SwiftUI;
/// `Text(.init(markdown))` parses a string as Markdown.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text's pieces: a literal (Markdown) or an interpolated value (verbatim).
    let segments: [Segment]

    struct Segment: Equatable, Sendable {
        var text: String
        var isMarkdown: Bool
    }

    /// A key whose text, all of it, is Markdown.
    public init(_ value: String) { segments = [Segment(text: value, isMarkdown: true)] }

    /// A key from a literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// A key from a literal with interpolations.
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// Collects a literal's pieces.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        /// Prepares for a literal of about `literalCapacity` characters and `interpolationCount` values.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// A literal piece: Markdown.
        public mutating func appendLiteral(_ literal: String) {
            segments.append(Segment(text: literal, isMarkdown: true))
        }

        /// A value, shown as string interpolation shows it.
        public mutating func appendInterpolation<T>(_ value: T) {
            segments.append(Segment(text: String(describing: value), isMarkdown: false))
        }

        /// A string, shown verbatim, as the generic overload shows it, without
        /// asking the runtime how to describe it.
        public mutating func appendInterpolation(_ string: String) {
            segments.append(Segment(text: string, isMarkdown: false))
        }

        /// An integer, in decimal: what `String(describing:)` shows, without
        /// the runtime's search for how to describe it (most of the cost of
        /// a row like `Text("Row \(n)")`).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            segments.append(Segment(text: value.description, isMarkdown: false))
        }

        /// A value formatted by `format`, as SwiftUI's `"\(price, format: .currency(code: "EUR"))"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            segments.append(Segment(text: format.format(value), isMarkdown: false))
        }
    }
}

extension Text {
    /// Text from a literal (or any `LocalizedStringKey`): its literal parts
    /// are Markdown, its interpolations verbatim, as in SwiftUI.
    nonisolated public init(_ key: LocalizedStringKey) {
        var runs: [Run] = []
        for segment in key.segments {
            if segment.isMarkdown {
                runs += InlineMarkdown.runs(segment.text)
            } else {
                runs.append(Run(string: segment.text))
            }
        }
        self.runs = runs.isEmpty ? [Run(string: "")] : runs
    }

    /// Text shown exactly as written, never read as Markdown.
    nonisolated public init(verbatim content: String) { runs = [Run(string: content)] }
}
