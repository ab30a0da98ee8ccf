/// The editor under a vertical `TextField` and a `TextEditor`: text
/// wrapped to the field's width (at characters, so the caret's column is
/// plain to find), a caret drawn as a reverse cell, Up/Down moving it
/// between rows at the same column, Return inserting a line break, and
/// the rows scrolled to keep the caret in view.
@MainActor
final class MultilineTextNode: LayoutNode {
    let text: Binding<String>
    let placeholder: String
    let cursor: StateBox<Int>
    let focused: Bool
    let style: Style
    let path: ViewPath?
    /// The fewest and most rows; nil for no most.
    let minRows: Int
    let maxRows: Int?
    /// True for a `TextEditor`: it takes all the height it is offered, as SwiftUI's does.
    let fillsHeight: Bool
    var onScroll: (@MainActor (Int) -> Void)?
    private var scroll: Int
    /// Each row's range of character indices, for the width placed.
    private var rows: [Range<Int>] = []

    init(text: Binding<String>, placeholder: String, cursor: StateBox<Int>, scroll: Int, focused: Bool, style: Style,
         path: ViewPath?, minRows: Int, maxRows: Int?, fillsHeight: Bool) {
        self.text = text
        self.placeholder = placeholder
        self.cursor = cursor
        self.scroll = scroll
        self.focused = focused
        self.style = style
        self.path = path
        let floor = max(1, minRows)
        self.minRows = floor
        self.maxRows = maxRows.map { max(floor, $0) }
        self.fillsHeight = fillsHeight
    }

    override var focusPath: ViewPath? { path }

    private var characters: [Character] { Array(text.wrappedValue) }
    private var caret: Int { min(max(0, cursor.value), text.wrappedValue.count) }

    /// The rows of `characters` at `width` cells: a row ends at a line break
    /// (not shown) or where the next character would not fit, leaving a
    /// cell for the caret past a row's last character.
    static func rows(_ characters: [Character], width: Int) -> [Range<Int>] {
        let room = max(1, width - 1)
        var rows: [Range<Int>] = []
        var start = 0, used = 0, i = 0
        while i < characters.count {
            let c = characters[i]
            if c == "\n" {
                rows.append(start..<i)
                start = i + 1
                used = 0
            } else {
                let w = CharacterWidth.of(c)
                if used + w > room, i > start {
                    rows.append(start..<i)
                    start = i
                    used = 0
                }
                used += w
            }
            i += 1
        }
        rows.append(start..<characters.count)
        return rows
    }

    /// The row holding `index`: the first whose range holds it or ends at it.
    private func row(of index: Int) -> Int {
        for (r, range) in rows.enumerated() where index >= range.lowerBound && index <= range.upperBound {
            // A wrapped row's end is the next row's start: the caret goes to the next.
            if index == range.upperBound, r + 1 < rows.count, rows[r + 1].lowerBound == index { continue }
            return r
        }
        return max(0, rows.count - 1)
    }

    override func computeSize(_ p: CellProposal) -> Size {
        let chars = characters
        let ideal = max(String(chars).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0).terminalWidth }.max() ?? 0, placeholder.terminalWidth) + 1
        let width = p.width.map { $0 == .max ? ideal : $0 } ?? ideal
        let count = Self.rows(chars, width: width).count
        var height = max(minRows, min(count, maxRows ?? Int.max))
        if fillsHeight, let h = p.height, h != .max { height = h }
        return Size(width: width, height: height)
    }

    override func place(in rect: Rect) {
        frame = rect
        rows = Self.rows(characters, width: rect.width)
        let at = row(of: caret)
        let visible = max(1, rect.height)
        if at < scroll { scroll = at }
        if at >= scroll + visible { scroll = at - visible + 1 }
        scroll = max(0, min(scroll, rows.count - 1))
        onScroll?(scroll)
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        guard frame.width > 0, frame.height > 0 else { return }
        let chars = characters
        let at = caret
        if chars.isEmpty {
            var dim = style
            dim.attributes.insert(.dim)
            canvas.put(placeholder, x: frame.x, y: frame.y, style: dim, clip: frame)
        }
        var reversed = style
        reversed.attributes.insert(.reverse)
        for r in scroll..<min(rows.count, scroll + frame.height) {
            let y = frame.y + r - scroll
            var x = frame.x
            for i in rows[r] {
                let w = CharacterWidth.of(chars[i])
                canvas.put(ControlCharacters.visible(chars[i]), width: w, x: x, y: y,
                           style: focused && i == at ? reversed : style, clip: frame)
                x += w
            }
            // The caret past a row's last character: at a line break, or the end.
            if focused, at == rows[r].upperBound, row(of: at) == r {
                let shown: Character = chars.isEmpty ? placeholder.first ?? " " : " "
                canvas.put(chars.isEmpty && CharacterWidth.of(shown) == 1 ? shown : " ", width: 1, x: x, y: y,
                           style: reversed, clip: frame)
            }
        }
    }

    override func handleFocusedText(_ run: [Character]) -> Bool {
        guard path != nil else { return false }
        edit { chars, at in
            let typed = run.prefix(max(0, TextField.characterLimit - chars.count))
            chars.insert(contentsOf: typed, at: at)
            at += typed.count
        }
        return true
    }

    override func handleFocusedKey(_ key: Key) -> Bool {
        guard path != nil else { return false }
        switch key {
        case .character(let c): return handleFocusedText([c])
        case .return: return handleFocusedText(["\n"])
        case .paste(let s): return handleFocusedText(Array(s.replacingOccurrences(of: "\r\n", with: "\n")))
        case .delete:
            edit { chars, at in
                guard at > 0 else { return }
                chars.remove(at: at - 1)
                at -= 1
            }
        case .deleteForward:
            edit { chars, at in if at < chars.count { chars.remove(at: at) } }
        case .leftArrow: edit { _, at in at = max(0, at - 1) }
        case .rightArrow: edit { chars, at in at = min(chars.count, at + 1) }
        case .upArrow, .downArrow:
            let r = row(of: caret)
            let target = key == .upArrow ? r - 1 : r + 1
            // At the first or last row the key goes on (Tab order, a list's rows).
            guard rows.indices.contains(target) else { return false }
            moveCaret(toRow: target, fromRow: r)
        case .home, .control("a"): let r = row(of: caret); edit { _, at in at = self.rows[r].lowerBound }
        case .end, .control("e"): let r = row(of: caret); edit { _, at in at = self.rows[r].upperBound }
        default: return false
        }
        return true
    }

    /// Moves the caret to the same column (in cells) on another row, or its end.
    private func moveCaret(toRow target: Int, fromRow r: Int) {
        let chars = characters
        let column = chars[rows[r].lowerBound..<caret].reduce(0) { $0 + CharacterWidth.of($1) }
        var used = 0
        var index = rows[target].lowerBound
        while index < rows[target].upperBound, used + CharacterWidth.of(chars[index]) <= column {
            used += CharacterWidth.of(chars[index])
            index += 1
        }
        cursor.set(index)
    }

    private func edit(_ change: (inout [Character], inout Int) -> Void) {
        var chars = characters
        var at = caret
        change(&chars, &at)
        let edited = String(chars)
        if edited != text.wrappedValue { text.wrappedValue = edited }
        if at != cursor.value { cursor.set(at) }
    }
}

extension ResolveContext {
    /// A multi-line editor's node here: a vertical text field's, or a text editor's.
    func multilineTextNodes(text: Binding<String>, placeholder: String, fillsHeight: Bool) -> [LayoutNode] {
        let enabled = environment.isEnabled
        let focused = enabled && focusedPath == path
        let cursor = graph.stateBox(at: path.appending(.name("cursor")), initial: Int.max)
        let scrollPath = path.appending(.name("scroll"))
        let scroll = graph.exchangeMemory(at: scrollPath, 0) as? Int ?? 0
        var style = environment.textStyle
        if !enabled { style.attributes.insert(.dim) }
        let floor = environment.lineLimitFloor.lines
        let node = MultilineTextNode(text: text, placeholder: placeholder, cursor: cursor, scroll: scroll,
                                     focused: focused, style: style, path: enabled ? path : nil,
                                     minRows: fillsHeight ? 1 : floor, maxRows: fillsHeight ? nil : environment.lineLimit,
                                     fillsHeight: fillsHeight)
        node.onScroll = { [graph] s in _ = graph.exchangeMemory(at: scrollPath, s) }
        return [node]
    }
}

/// A multi-line text editor bound to a string, as SwiftUI's `TextEditor`.
/// It takes all the room it is offered; Return inserts a line break, the
/// arrows move the caret across rows (Up on the first row and Down on the
/// last go on to whatever takes them next), Home/End go to a row's ends,
/// and the rows scroll within its frame to keep the caret in view.
public struct TextEditor: View, PrimitiveView {
    public typealias Body = Never
    let text: Binding<String>

    /// Creates an editor of `text`.
    public init(text: Binding<String>) { self.text = text }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.multilineTextNodes(text: text, placeholder: "", fillsHeight: true)
    }
}
