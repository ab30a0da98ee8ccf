extension Text {
    /// How a line through or under text is drawn, as SwiftUI's
    /// `Text.LineStyle`. A terminal draws every line solid, in the text's
    /// colour; the pattern and colour are kept for the API's sake.
    public struct LineStyle: Hashable, Sendable {
        /// The line's pattern.
        public struct Pattern: Hashable, Sendable {
            private let name: String
            /// A solid line.
            public static let solid = Pattern(name: "solid")
            /// A dotted line.
            public static let dot = Pattern(name: "dot")
            /// A dashed line.
            public static let dash = Pattern(name: "dash")
            /// Dashes and dots.
            public static let dashDot = Pattern(name: "dashDot")
            /// Dashes and pairs of dots.
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }

        /// The pattern.
        public let pattern: Pattern
        /// The colour, or nil for the text's.
        public let color: Color?

        /// Creates a line style.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A single solid line.
        public static let single = LineStyle()
    }

    /// Underlined text, as SwiftUI's `underline(_:color:)`; `false` takes
    /// the underline away. The line is the text's colour, whatever `color` says.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { setting(.underline, isActive) }

    /// Underlined text, as SwiftUI's `underline(_:pattern:color:)`: a
    /// terminal's underline is solid.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        setting(.underline, isActive)
    }

    /// Text struck through, as SwiftUI's `strikethrough(_:color:)`: a
    /// combining long stroke on each character, in the text's colour.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { setting(.strikethrough, isActive) }

    /// Text struck through, as SwiftUI's `strikethrough(_:pattern:color:)`.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        setting(.strikethrough, isActive)
    }

    private func setting(_ attribute: TextAttributes, _ on: Bool) -> Text {
        var t = self
        for i in t.runs.indices {
            if on { t.runs[i].attributes.insert(attribute) } else { t.runs[i].attributes.remove(attribute) }
        }
        return t
    }

    /// `string` struck through: a combining long stroke after each
    /// character, so each keeps its width and the stroke runs on.
    nonisolated static func struck(_ string: String) -> String {
        String(string.flatMap { $0 == "\n" ? [$0] : [$0, "\u{0336}"] })
    }
}
