import CNcurses
import TermCoverCore

/// A cell as the terminal shows it: colors already mapped to terminal
/// numbers. Two canvas cells that look the same on this terminal (two RGB
/// colors with the same nearest palette index) are equal here, so changing
/// one into the other writes nothing.
struct TerminalCell: Hashable {
    var character: Character
    var width: UInt8
    var foreground: Int32
    var background: Int32
    var attributes: attr_t

    /// Never equal to a real cell: fills the shadow screen when it is unknown.
    static let unknown = TerminalCell(character: "\u{0}", width: 1, foreground: -2, background: -2, attributes: 0)

    init(character: Character, width: UInt8, foreground: Int32, background: Int32, attributes: attr_t) {
        self.character = character
        self.width = width
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    init(_ cell: Cell, colors: ColorMapper) {
        character = cell.character ?? " "
        width = cell.width
        foreground = colors.number(for: cell.style.foreground)
        background = colors.number(for: cell.style.background)
        attributes = Self.attributes(cell.style.attributes)
    }

    static func attributes(_ a: TextAttributes) -> attr_t {
        var result = tc_attr_normal()
        if a.contains(.bold) { result |= tc_attr_bold() }
        if a.contains(.dim) { result |= tc_attr_dim() }
        if a.contains(.italic) { result |= tc_attr_italic() }
        if a.contains(.underline) { result |= tc_attr_underline() }
        if a.contains(.reverse) { result |= tc_attr_reverse() }
        return result
    }
}
