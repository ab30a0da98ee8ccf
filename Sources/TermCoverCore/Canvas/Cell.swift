/// One character cell of a canvas.
///
/// A wide character (most CJK and emoji) takes two cells: the lead cell holds
/// the character with `width` 2 and the cell to its right is a continuation
/// cell with `width` 0. A cell with no character in a layer means "nothing
/// drawn here", so what is beneath shows through when layers are composed.
public struct Cell: Hashable, Sendable {
    /// The grapheme shown, or nil for a continuation cell or an undrawn layer cell.
    public var character: Character?
    /// 1 for an ordinary cell, 2 for the lead of a wide character, 0 for its continuation.
    public var width: UInt8
    /// Colors and attributes.
    public var style: Style

    /// Creates a cell.
    public init(_ character: Character?, width: UInt8 = 1, style: Style = .plain) {
        self.character = character
        self.width = width
        self.style = style
    }

    /// A space in the terminal's default colors: what an empty screen holds.
    public static let blank = Cell(" ")
    /// Nothing drawn: the initial content of a layer.
    public static let transparent = Cell(nil, style: .transparent)
    /// True for the right half of a wide character.
    public var isContinuation: Bool { width == 0 }
    /// True when the cell draws nothing at all.
    public var isTransparent: Bool { character == nil && width == 1 && style.background.isClear }
}
