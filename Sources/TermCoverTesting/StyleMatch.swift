import TermCoverCore

/// A check on one cell's style, named by a letter in a `StyleMask`.
public struct StyleMatch: Sendable {
    /// What the check asks for, as the failure message says it.
    public let description: String
    private let test: @Sendable (Style) -> Bool

    /// A check described as `description` that passes when `test` does.
    public init(_ description: String, _ test: @escaping @Sendable (Style) -> Bool) {
        self.description = description
        self.test = test
    }

    /// True when `style` passes.
    public func matches(_ style: Style) -> Bool { test(style) }

    /// The cell has every attribute of `attributes` (and perhaps more).
    public static func attributes(_ attributes: TextAttributes) -> StyleMatch {
        StyleMatch("attributes \(attributes.rawValue)") { $0.attributes.isSuperset(of: attributes) }
    }

    /// The cell has none of `attributes`.
    public static func without(_ attributes: TextAttributes) -> StyleMatch {
        StyleMatch("none of attributes \(attributes.rawValue)") { $0.attributes.isDisjoint(with: attributes) }
    }

    /// The glyph is drawn in `color`.
    public static func foreground(_ color: Color) -> StyleMatch {
        StyleMatch("foreground \(color)") { $0.foreground == color }
    }

    /// The cell is filled with `color`.
    public static func background(_ color: Color) -> StyleMatch {
        StyleMatch("background \(color)") { $0.background == color }
    }

    /// The cell's style is exactly `style`.
    public static func style(_ style: Style) -> StyleMatch {
        StyleMatch("style \(style)") { $0 == style }
    }
}

/// Which cells of a screen must have which style, drawn as rows beside the
/// rows of text: each character names a `StyleMatch` in the legend, and a
/// space (or a character the legend does not name) leaves the cell unchecked.
/// Columns are cells, so a wide character takes two.
///
/// ```
/// StyleMask([
///     "rrrrrrrr  ",
///     "          ",
/// ], ["r": .attributes(.reverse)])
/// ```
public struct StyleMask: Sendable {
    /// One string a row, one character a cell.
    public var rows: [String]
    /// The check each character names.
    public var legend: [Character: StyleMatch]

    /// A mask of `rows` whose characters name checks in `legend`.
    public init(_ rows: [String], _ legend: [Character: StyleMatch]) {
        self.rows = rows
        self.legend = legend
    }
}
