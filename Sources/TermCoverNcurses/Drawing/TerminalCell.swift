import CNcurses
import TermCoverCore

/// A cell as the terminal shows it: colors already mapped to terminal
/// numbers. Two canvas cells that look the same on this terminal (two RGB
/// colors with the same nearest palette index) are equal here, so changing
/// one into the other writes nothing.
struct TerminalCell: Hashable {
    /// The character as `Cell.glyphID` codes it: plain data, so the shadow
    /// screen compares and copies without touching the runtime.
    var glyph: UInt32
    var width: UInt8
    var foreground: Int32
    var background: Int32
    var attributes: attr_t
    /// The cell's hyperlink (`LinkTable`), 0 unless the terminal shows them.
    var link: UInt16 = 0

    /// Never equal to a real cell: fills the shadow screen when it is unknown.
    static let unknown = TerminalCell(glyph: 0, width: 1, foreground: -2, background: -2, attributes: 0)

    /// True for `unknown`: the terminal may show anything there, a wide character's half included.
    var isUnknown: Bool { foreground == -2 }

    /// The glyph code of a space.
    static let space = UInt32(0x20)

    init(glyph: UInt32, width: UInt8, foreground: Int32, background: Int32, attributes: attr_t) {
        self.glyph = glyph
        self.width = width
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The character shown.
    var character: Character { Cell.character(forGlyphID: glyph) ?? " " }

    /// Every combination of the five attributes, worked out once: this runs
    /// for every changed cell of every frame.
    private static let attributeTable: [attr_t] = (0..<32).map { computeAttributes(TextAttributes(rawValue: UInt8($0))) }

    static func attributes(_ a: TextAttributes) -> attr_t {
        a.rawValue < 32 ? attributeTable[Int(a.rawValue)] : computeAttributes(a)
    }

    private static func computeAttributes(_ a: TextAttributes) -> attr_t {
        var result = tc_attr_normal()
        if a.contains(.bold) { result |= tc_attr_bold() }
        if a.contains(.dim) { result |= tc_attr_dim() }
        if a.contains(.italic) { result |= tc_attr_italic() }
        if a.contains(.underline) { result |= tc_attr_underline() }
        if a.contains(.reverse) { result |= tc_attr_reverse() }
        return result
    }
}
