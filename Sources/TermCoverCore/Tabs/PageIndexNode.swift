/// A paged TabView's dots: one per page on one row, centred, the current
/// one `●` and the others `○`, a space between. It takes focus (reversed
/// current dot while it has it): ←/→ turn the pages, Home/End go to the
/// ends. A click on a dot goes to its page; a click left or right of the
/// dots goes a page that way.
@MainActor
final class PageIndexNode: LayoutNode {
    let count: Int
    let selected: Int
    let path: ViewPath
    let isFocused: Bool
    let showsDots: Bool
    let backdrop: Bool
    let select: @MainActor (Int) -> Void

    init(count: Int, selected: Int, path: ViewPath, isFocused: Bool, showsDots: Bool, backdrop: Bool,
         select: @escaping @MainActor (Int) -> Void) {
        self.count = count
        self.selected = selected
        self.path = path
        self.isFocused = isFocused
        self.showsDots = showsDots
        self.backdrop = backdrop
        self.select = select
    }

    override var focusPath: ViewPath? { count > 1 || showsDots ? path : nil }

    /// The dots' width: a dot a page, a space between.
    private var dotsWidth: Int { max(0, count * 2 - 1) }

    override func computeSize(_ p: CellProposal) -> Size {
        let h = showsDots ? 1 : 0
        return Size(width: p.width.map { $0 == .max ? dotsWidth : $0 } ?? dotsWidth, height: h)
    }

    /// Where the first dot is.
    private var dotsX: Int { frame.x + (frame.width - dotsWidth) / 2 }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        guard showsDots, frame.height > 0 else { return }
        let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: 1)
        if backdrop {
            let band = Style(foreground: .primary, background: .gray, attributes: [])
            canvas.put(String(repeating: " ", count: dotsWidth + 2), x: dotsX - 1, y: frame.y, style: band, clip: row)
        }
        for i in 0..<count {
            let isCurrent = i == selected
            var attributes: TextAttributes = isCurrent && isFocused ? [.reverse] : []
            if !isCurrent { attributes.insert(.dim) }
            let style = Style(foreground: .primary, background: backdrop ? .gray : .clear, attributes: attributes)
            canvas.put(isCurrent ? "●" : "○", width: 1, x: dotsX + i * 2, y: frame.y, style: style, clip: row)
        }
    }

    override func handleFocusedKey(_ key: Key) -> Bool {
        switch key {
        case .leftArrow: guard selected > 0 else { return false }; select(selected - 1)
        case .rightArrow: guard selected < count - 1 else { return false }; select(selected + 1)
        case .home: select(0)
        case .end: select(count - 1)
        default: return false
        }
        return true
    }

    override func handleClick(at point: Point, count clicks: Int) -> Bool {
        let x = Int(point.x) - dotsX
        if x < 0 { select(max(0, selected - 1)) } else if x >= dotsWidth { select(min(count - 1, selected + 1)) } else { select(x / 2) }
        return true
    }
}
