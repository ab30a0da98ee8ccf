/// A grid of cells: what a frame looks like, and what a layer holds before
/// it is composed onto the frame.
///
/// Tests write canvases as quoted rows, `CellGrid(lines: ["+--+", "|ab|", "+--+"])`,
/// and a canvas prints the same way, so a failing comparison shows both screens.
public struct CellGrid: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public private(set) var width: Int
    /// Rows.
    public private(set) var height: Int
    /// Row-major cells, `width * height` of them.
    public internal(set) var cells: [Cell]
    /// Set on a canvas that starts as another's cells (the base view's,
    /// cached): its first full-width opaque copy builds its own cells from
    /// both in one pass, so rows a cover hides are not copied only to be
    /// overwritten. A hint: the cells come out the same either way, and
    /// it takes no part in equality.
    var isSharedCopy = false

    /// Creates a canvas of `size` filled with `fill`.
    public init(size: Size, fill: Cell = .blank) {
        width = max(0, size.width)
        height = max(0, size.height)
        cells = Array(repeating: fill, count: width * height)
    }

    /// Creates a canvas from quoted rows in the default style; the widest row
    /// sets the width and shorter rows are padded with spaces.
    public init(lines: [String]) {
        let w = lines.map(\.terminalWidth).max() ?? 0
        self.init(size: Size(width: w, height: lines.count))
        for (y, line) in lines.enumerated() {
            put(line, x: 0, y: y, style: .plain)
        }
    }

    /// True when both have the same size and cells.
    public static func == (lhs: CellGrid, rhs: CellGrid) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells
    }

    /// Hashes the size and the cells, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(cells)
    }

    /// The canvas's size.
    public var size: Size { Size(width: width, height: height) }
    /// The whole canvas as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, size: size) }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// True when (x, y) lies on the canvas.
    @inline(__always)
    public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

    // MARK: Drawing

    /// Writes `string` starting at (x, y), clipped to `clip` (the whole canvas
    /// by default). Control characters are shown as pictures, never sent raw.
    /// A wide character that would be cut by the clip becomes a blank.
    /// - Returns: the number of columns the text advanced.
    @discardableResult
    public mutating func put(_ string: String, x: Int, y: Int, style: Style, clip: Rect? = nil) -> Int {
        let clip = (clip ?? bounds).intersection(bounds)
        let ascii: Int?? = string.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            // One column a byte, nothing to sanitize: only the clipped part is drawn.
            guard String.printableASCIICount(of: bytes) != nil else { return nil }
            guard y >= clip.y, y < clip.maxY else { return bytes.count }
            let first = max(x, clip.x), last = min(x + bytes.count, clip.maxX)
            if first < last {
                for column in first..<last {
                    draw(Cell(glyph: UInt32(bytes[column - x]), style: style), x: column, y: y)
                }
            }
            return bytes.count
        }
        if let ascii, let count = ascii { return count }
        var column = x
        for raw in string {
            let character = ControlCharacters.visible(raw)
            let w = CharacterWidth.of(character)
            if w == 0 { continue }
            put(character, width: w, x: column, y: y, style: style, clip: clip)
            column += w
        }
        return column - x
    }

    /// Writes one grapheme of `width` columns at (x, y), clipped to `clip`.
    public mutating func put(_ character: Character, width w: Int, x: Int, y: Int, style: Style, clip: Rect) {
        guard y >= clip.y, y < clip.maxY else { return }
        if w == 2 {
            let leadIn = x >= clip.x && x < clip.maxX
            let tailIn = x + 1 >= clip.x && x + 1 < clip.maxX
            if leadIn && tailIn {
                draw(Cell(character, width: 2, style: style), x: x, y: y)
                draw(Cell(nil, width: 0, style: style), x: x + 1, y: y)
            } else if leadIn {
                draw(Cell(" ", style: style), x: x, y: y)
            } else if tailIn {
                draw(Cell(" ", style: style), x: x + 1, y: y)
            }
        } else if x >= clip.x && x < clip.maxX {
            draw(Cell(character, width: 1, style: style), x: x, y: y)
        }
    }

    /// Composes `cell` over what is at (x, y): clear colors and a missing
    /// character let the cell beneath show, and a wide character that is
    /// half-covered loses its other half to a blank so none is ever split.
    public mutating func draw(_ cell: Cell, x: Int, y: Int) {
        guard contains(x: x, y: y) else { return }
        let i = y * width + x
        // The common case, an opaque narrow glyph over a narrow one, needs no
        // blending and breaks nothing; it is most of every frame's cells.
        if cell.width == 1, cell.hasCharacter, cell.style.foreground.alpha >= 1, cells[i].width == 1 {
            if cell.style.background.alpha >= 1 { cells[i] = cell; return }
            if cell.style.background.alpha <= 0 {
                let background = cells[i].style.background
                cells[i] = cell
                cells[i].style.background = background
                return
            }
        }
        let beneath = cells[i]
        if cell.isTransparent { return }
        var result = cell
        if !cell.hasCharacter && cell.width == 1 {
            // Only a background is drawn: the glyph beneath stays.
            result.glyph = beneath.glyph
            result.width = beneath.width
            result.link = beneath.link
            // A translucent background veils the glyph too, as a dim does; in
            // reverse video the foreground is the cell's paper, so it is veiled
            // even under a space (a focused button's gaps would flash light).
            if CellGrid.hasInk(beneath) || beneath.style.attributes.contains(.reverse) {
                result.style.foreground = ColorBlend.veil(beneath.style.foreground, with: cell.style.background)
            }
            result.style.attributes = beneath.style.attributes
        } else {
            // Translucent ink lands on the cell's new color, not on the old glyph's.
            let paper = ColorBlend.over(cell.style.background, beneath.style.background)
            result.style.foreground = ColorBlend.ink(cell.style.foreground, on: paper)
            if cell.width != 0 { breakWideCharacter(at: x, y: y, keeping: cell.width) }
        }
        result.style.background = ColorBlend.over(cell.style.background, beneath.style.background)
        if !result.hasCharacter && result.width == 1 { result.glyph = GlyphCode.space }
        cells[i] = result
    }

    /// Replaces the halves of a wide character at (x, y) that a new cell of
    /// `width` would orphan with blanks in the same style.
    private mutating func breakWideCharacter(at x: Int, y: Int, keeping newWidth: UInt8) {
        let i = y * width + x
        let old = cells[i]
        if old.width == 0, x > 0 {
            var lead = cells[i - 1]
            if lead.width == 2 { lead.glyph = GlyphCode.space; lead.width = 1; cells[i - 1] = lead }
        }
        if old.width == 2, newWidth != 2, x + 1 < width {
            var tail = cells[i + 1]
            if tail.width == 0 { tail.glyph = GlyphCode.space; tail.width = 1; cells[i + 1] = tail }
        }
        if newWidth == 2, x + 1 < width, cells[i + 1].width == 2, x + 2 < width {
            var tail = cells[i + 2]
            if tail.width == 0 { tail.glyph = GlyphCode.space; tail.width = 1; cells[i + 2] = tail }
        }
    }

    /// Fills `rect` with `color` as a background, keeping the glyphs beneath
    /// when the color is translucent and blanking them when it is opaque.
    public mutating func fill(_ rect: Rect, with color: Color) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty, !color.isClear else { return }
        if color.alpha >= 1 {
            // An opaque fill replaces every cell; only wide characters cut by
            // its left and right edges need their other halves blanked, as
            // `draw` would. Row by row, it is a block copy.
            let cell = Cell(glyph: GlyphCode.space, style: Style(foreground: .primary, background: color))
            cells.withUnsafeMutableBufferPointer { cells in
                for y in r.y..<r.maxY {
                    let row = y * width
                    if r.x > 0, cells[row + r.x].width == 0, cells[row + r.x - 1].width == 2 {
                        cells[row + r.x - 1].glyph = GlyphCode.space; cells[row + r.x - 1].width = 1
                    }
                    if r.maxX < width, cells[row + r.maxX - 1].width == 2, cells[row + r.maxX].width == 0 {
                        cells[row + r.maxX].glyph = GlyphCode.space; cells[row + r.maxX].width = 1
                    }
                    (cells.baseAddress! + row + r.x).update(repeating: cell, count: r.width)
                }
            }
            return
        }
        // What `draw` does with a background-only cell, cell by cell; the
        // blends are remembered from the cell before, since a dim over a
        // screen meets a few colors many times and each blend is a trip
        // through OKLab. Through the buffer: an array subscript checks the
        // index and the array's uniqueness at every cell.
        let veil = Style(foreground: .clear, background: color)
        var paperBeneath = Color.clear, paperBlended = Color.clear, knowsPaper = false
        var inkBeneath = Color.clear, inkBlended = Color.clear, knowsInk = false
        let rowLength = width
        cells.withUnsafeMutableBufferPointer { cells in
            for y in r.y..<r.maxY {
                for i in (y * rowLength + r.x)..<(y * rowLength + r.maxX) {
                    let beneath = cells[i]
                    var result = Cell(glyph: beneath.glyph, width: beneath.width, style: veil)
                    result.link = beneath.link
                    if CellGrid.hasInk(beneath) || beneath.style.attributes.contains(.reverse) {
                        let fg = beneath.style.foreground
                        if !knowsInk || inkBeneath != fg {
                            inkBeneath = fg
                            inkBlended = ColorBlend.veil(fg, with: color)
                            knowsInk = true
                        }
                        result.style.foreground = inkBlended
                    }
                    result.style.attributes = beneath.style.attributes
                    let bg = beneath.style.background
                    if !knowsPaper || paperBeneath != bg {
                        paperBeneath = bg
                        paperBlended = ColorBlend.over(color, bg)
                        knowsPaper = true
                    }
                    result.style.background = paperBlended
                    if !result.hasCharacter && result.width == 1 { result.glyph = GlyphCode.space }
                    cells[i] = result
                }
            }
        }
        repairEdges(of: r)
    }

    /// Blanks wide characters cut by the left or right edge of `rect`.
    private mutating func repairEdges(of r: Rect) {
        for y in r.y..<r.maxY {
            if r.x > 0, cells[y * width + r.x].width == 0, cells[y * width + r.x - 1].width == 2 {
                cells[y * width + r.x - 1].glyph = GlyphCode.space; cells[y * width + r.x - 1].width = 1
            }
            if r.maxX < width, cells[y * width + r.maxX].width == 0 {
                cells[y * width + r.maxX].glyph = GlyphCode.space; cells[y * width + r.maxX].width = 1
            }
        }
    }

    /// Composes every drawn cell of `layer` over this canvas with its top-left at (x, y).
    public mutating func compose(_ layer: CellGrid, x: Int, y: Int) {
        for ly in 0..<layer.height {
            let ty = y + ly
            guard ty >= 0, ty < height else { continue }
            for lx in 0..<layer.width {
                let tx = x + lx
                guard tx >= 0, tx < width else { continue }
                let cell = layer.cells[ly * layer.width + lx]
                if cell.width == 0 {
                    // Continuations are written by their lead; an orphan one becomes a blank.
                    if tx == x || layer.cells[ly * layer.width + lx - 1].width != 2 || tx - 1 < 0 {
                        draw(Cell(" ", style: cell.style), x: tx, y: ty)
                    }
                    continue
                }
                if cell.width == 2 {
                    if tx + 1 < width {
                        draw(cell, x: tx, y: ty)
                        draw(Cell(nil, width: 0, style: cell.style), x: tx + 1, y: ty)
                    } else {
                        draw(Cell(" ", style: cell.style), x: tx, y: ty)
                    }
                    continue
                }
                draw(cell, x: tx, y: ty)
            }
        }
    }

    // MARK: Reading

    /// The text of each row, wide characters once, undrawn cells as spaces.
    public var lines: [String] {
        (0..<height).map { row(at: $0) }
    }

    /// The text of row `y`.
    public func row(at y: Int) -> String {
        var s = ""
        s.reserveCapacity(width)
        for x in 0..<width {
            let c = cells[y * width + x]
            if c.width == 0 { continue }
            s.append(c.character ?? " ")
        }
        return s
    }

    /// True when some row contains `text`.
    public func contains(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    /// The rows, quoted, one per line.
    public var description: String {
        lines.map { "\"\($0)\"" }.joined(separator: "\n")
    }
}
