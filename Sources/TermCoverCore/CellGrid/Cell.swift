import Synchronization

/// One character cell of a canvas.
///
/// A wide character (most CJK and emoji) takes two cells: the lead cell holds
/// the character with `width` 2 and the cell to its right is a continuation
/// cell with `width` 0. A cell with no character in a layer means "nothing
/// drawn here", so what is beneath shows through when layers are composed.
///
/// The character is stored as a 32-bit code (see `glyphID`) rather than as a
/// `Character`, so that a cell is plain data: a frame copies, compares and
/// frees tens of thousands of cells, and a `Character` would make every one
/// of those a call into the runtime.
public struct Cell: Hashable, Sendable {
    // In this order the fields pack into 24 bytes (the style's 17, the
    // width, the link in what was padding, the glyph on its 4-byte
    // boundary); every frame copies and compares whole screens of cells.
    /// Colors and attributes.
    public var style: Style
    /// 1 for an ordinary cell, 2 for the lead of a wide character, 0 for its continuation.
    public var width: UInt8
    /// The hyperlink the cell belongs to (`LinkTable`), 0 for none: what
    /// a terminal that shows OSC 8 hyperlinks opens when the cell is clicked.
    public var link: UInt16 = 0
    /// The grapheme's code: see `GlyphCode`.
    @usableFromInline var glyph: UInt32

    /// True when both show the same grapheme at the same width in the same
    /// style. The glyph goes first: it is what differs most often.
    @inlinable
    public static func == (a: Cell, b: Cell) -> Bool {
        a.glyph == b.glyph && a.width == b.width && a.link == b.link && a.style == b.style
    }

    /// Creates a cell.
    public init(_ character: Character?, width: UInt8 = 1, style: Style = .plain) {
        self.glyph = GlyphCode.code(character)
        self.width = width
        self.style = style
    }

    /// Creates a cell from a glyph code.
    @inline(__always)
    init(glyph: UInt32, width: UInt8 = 1, style: Style) {
        self.glyph = glyph
        self.width = width
        self.style = style
    }

    /// The grapheme shown, or nil for a continuation cell or an undrawn layer cell.
    public var character: Character? {
        get { GlyphCode.character(glyph) }
        set { glyph = GlyphCode.code(newValue) }
    }

    /// A number that is equal for two cells exactly when their characters
    /// are the same scalars: cheap to compare and hash. Graphemes of one
    /// scalar are that scalar's value.
    public var glyphID: UInt32 { glyph }

    /// The character a `glyphID` stands for.
    public static func character(forGlyphID id: UInt32) -> Character? { GlyphCode.character(id) }

    /// True when the cell holds a character (not a continuation or an undrawn cell).
    @inline(__always)
    public var hasCharacter: Bool { glyph != GlyphCode.none }

    /// A space in the terminal's default colors: what an empty screen holds.
    public static let blank = Cell(" ")
    /// Nothing drawn: the initial content of a layer.
    public static let transparent = Cell(nil, style: .transparent)
    /// True for the right half of a wide character.
    public var isContinuation: Bool { width == 0 }
    /// True when the cell draws nothing at all.
    public var isTransparent: Bool { glyph == GlyphCode.none && width == 1 && style.background.isClear }
}

/// Graphemes as 32-bit codes. A grapheme of one scalar (almost all of them:
/// ASCII, Hangul syllables, box drawing, most emoji) is its scalar value, so
/// coding it needs no table. Longer ones (combining marks, emoji sequences)
/// are interned: the high bit set and an index into a table.
///
/// The table is process-wide because cells are plain values that move
/// between canvases, hosts and threads: a code must mean the same grapheme
/// wherever it goes. It only grows, so it is bounded: past
/// `GlyphTable.capacity` distinct graphemes (an app reading untrusted text
/// could draw without end), a new one is coded as its first scalar, so it
/// shows its base character without its marks or joiners.
///
/// Codes compare by scalars, not by canonical equivalence: a precomposed "é"
/// and "e" + U+0301 are different codes. At worst that redraws a cell that
/// looked the same.
enum GlyphCode {
    /// No character.
    static let none = UInt32.max
    /// " ".
    static let space: UInt32 = 0x20
    static let internedFlag: UInt32 = 0x8000_0000

    private static let table = Mutex(GlyphTable())

    static func code(_ character: Character?) -> UInt32 {
        guard let character else { return none }
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return none }
        if scalars.next() == nil { return first.value }
        return table.withLock { $0.intern(character) } ?? first.value
    }

    static func character(_ code: UInt32) -> Character? {
        if code == none { return nil }
        if code & internedFlag == 0 { return Unicode.Scalar(code).map(Character.init) }
        let index = Int(code & ~internedFlag)
        return table.withLock { $0.characters[index] }
    }
}

/// The interned graphemes of `GlyphCode`: at most `capacity` of them.
struct GlyphTable {
    /// Enough for every grapheme any real screen shows, small enough (a few
    /// MB) that an endless stream of new ones cannot exhaust memory.
    static let capacity = 65_536
    private var codes: [String: UInt32] = [:]
    private(set) var characters: [Character] = []
    private let limit: Int

    /// An empty table holding at most `limit` graphemes.
    init(limit: Int = GlyphTable.capacity) { self.limit = limit }

    /// The code of `character`, interned now if new; nil when the table is full.
    mutating func intern(_ character: Character) -> UInt32? {
        let key = String(character.unicodeScalars)
        if let code = codes[key] { return code }
        guard characters.count < limit else { return nil }
        let code = GlyphCode.internedFlag | UInt32(characters.count)
        codes[key] = code
        characters.append(character)
        return code
    }
}
