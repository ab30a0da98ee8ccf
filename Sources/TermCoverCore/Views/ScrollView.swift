/// A scrollable view, as in SwiftUI: its content is offered unlimited
/// space along the scrolled axes, and shows through the scroll view's frame.
///
/// Keys scroll it while it or a control inside it has focus, or while it is
/// the only scroll view on the top layer and nothing else took the key:
/// Up/Down a row, PageUp/PageDown a page less a row, Home/End to the ends
/// (Left/Right for a horizontal one). Tab to a control inside that is out of
/// view scrolls it into view, as SwiftUI does; a control scrolled out of
/// view by keys keeps focus, as in AppKit. Content with no control of
/// its own makes the scroll view itself take focus. The indicator is a
/// thumb (`▐`) in a column kept free at the right (`▄` in a row at the
/// bottom for horizontal scrolling) while the content overflows. The
/// position lasts across frames, kept in the view graph.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The axes it scrolls along.
    public var axes: Axis.Set
    /// Whether the indicator shows.
    public var showsIndicators: Bool
    let content: Content

    /// Creates a scroll view of `content` scrolling along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let offset = context.graph.stateBox(at: context.path.appending(.name("scrollOffset")), initial: Point(x: 0, y: 0))
        let revealedPath = context.path.appending(.name("revealedFocus"))
        let revealed = context.graph.exchangeMemory(at: revealedPath, context.focusedPath as Any) as? ViewPath
        let node = ScrollNode(single(context.resolve(content, at: .name("content"))), axes: axes,
                              showsIndicators: showsIndicators, offset: offset, path: context.path,
                              focusedPath: context.focusedPath, revealedFocus: revealed)
        return [node]
    }
}

@MainActor
final class ScrollNode: LayoutNode {
    let content: LayoutNode
    let axes: Axis.Set
    let showsIndicators: Bool
    /// The content's offset in cells, as whole numbers.
    let offset: StateBox<Point>
    let path: ViewPath
    let focusedPath: ViewPath?
    /// The focus the scroll view last brought into view: a new one is revealed once.
    let revealedFocus: ViewPath?
    private var viewport = Rect(x: 0, y: 0, width: 0, height: 0)
    private var contentSize = Size.zero
    private var hasControls = false

    init(_ content: LayoutNode, axes: Axis.Set, showsIndicators: Bool, offset: StateBox<Point>, path: ViewPath,
         focusedPath: ViewPath?, revealedFocus: ViewPath?) {
        self.content = content
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.offset = offset
        self.path = path
        self.focusedPath = focusedPath
        self.revealedFocus = revealedFocus
    }

    override var children: [LayoutNode] { [content] }
    /// Focusable itself only when it overflows and holds no control to focus.
    override var focusPath: ViewPath? { !hasControls && maxOffset != Point(x: 0, y: 0) ? path : nil }
    /// It overflows or not only once placed.
    override var mayTakeFocus: Bool { true }

    private func contentProposal(_ size: Size) -> ProposedViewSize { contentProposal(ProposedViewSize(size)) }

    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                         height: axes.contains(.vertical) ? nil : p.height)
    }

    override func computeSize(_ p: ProposedViewSize) -> Size {
        // Greedy, as SwiftUI's: it takes what it is offered, its content's
        // size only where nothing is.
        let ideal = content.sizeThatFits(contentProposal(p))
        func pick(_ offered: Int?, _ fallback: Int) -> Int { offered.map { $0 == .max ? fallback : $0 } ?? fallback }
        return Size(width: pick(p.width, ideal.width), height: pick(p.height, ideal.height))
    }

    private var maxOffset: Point {
        Point(x: Double(max(0, contentSize.width - viewport.width)), y: Double(max(0, contentSize.height - viewport.height)))
    }

    override func place(in rect: Rect) {
        frame = rect
        viewport = rect
        contentSize = content.sizeThatFits(contentProposal(rect.size))
        if showsIndicators {
            // The indicator takes a column (a row) of its own while the content overflows.
            if axes.contains(.vertical), contentSize.height > rect.height {
                viewport.size.width = max(0, rect.width - 1)
                contentSize = content.sizeThatFits(contentProposal(viewport.size))
            }
            if axes.contains(.horizontal), contentSize.width > viewport.width {
                viewport.size.height = max(0, rect.height - 1)
                contentSize = content.sizeThatFits(contentProposal(viewport.size))
            }
        }
        var at = clamped(offset.value)
        placeContent(at)
        if let focusedPath, focusedPath != revealedFocus, let target = Self.find(focusedPath, in: content) {
            // Scrolls as little as brings the newly focused control into view.
            let f = target.frame
            let x = Int(at.x) + (axes.contains(.horizontal) ? Self.reveal(f.x, f.maxX, in: viewport.x, viewport.maxX) : 0)
            let y = Int(at.y) + (axes.contains(.vertical) ? Self.reveal(f.y, f.maxY, in: viewport.y, viewport.maxY) : 0)
            let revealed = clamped(Point(x: Double(x), y: Double(y)))
            if revealed != at { at = revealed; placeContent(at) }
        }
        // Kept without a new frame: this frame already shows it.
        if at != offset.value { offset.value = at }
        hasControls = Self.hasControl(in: content)
    }

    /// How far to scroll to bring lo..<hi into vlo..<vhi: its far end
    /// first, then its near end, which wins for a control taller than the view.
    private static func reveal(_ lo: Int, _ hi: Int, in vlo: Int, _ vhi: Int) -> Int {
        var d = hi > vhi ? hi - vhi : 0
        if lo - d < vlo { d = lo - vlo }
        return d
    }

    private func clamped(_ p: Point) -> Point {
        let m = maxOffset
        return Point(x: min(max(0, p.x.rounded()), m.x), y: min(max(0, p.y.rounded()), m.y))
    }

    private func placeContent(_ at: Point) {
        // Narrower (shorter) content than the frame across the scrolled axis is centered, as in SwiftUI.
        let w = axes.contains(.horizontal) ? contentSize.width : min(contentSize.width, viewport.width)
        let h = axes.contains(.vertical) ? contentSize.height : min(contentSize.height, viewport.height)
        let x = axes.contains(.horizontal) ? viewport.x - Int(at.x) : viewport.x + (viewport.width - w) / 2
        let y = axes.contains(.vertical) ? viewport.y - Int(at.y) : viewport.y + (viewport.height - h) / 2
        content.place(in: Rect(x: x, y: y, width: w, height: h))
    }

    private static func find(_ path: ViewPath, in node: LayoutNode) -> LayoutNode? {
        if node.focusPath == path { return node }
        for child in node.children { if let found = find(path, in: child) { return found } }
        return nil
    }

    private static func hasControl(in node: LayoutNode) -> Bool {
        node.focusPath != nil || node.children.contains(where: hasControl)
    }

    /// The cells a control inside can be scrolled into: the content along
    /// the scrolled axes, the viewport across them.
    var reachableRect: Rect {
        let c = content.frame
        let x = axes.contains(.horizontal) ? c.x : viewport.x
        let y = axes.contains(.vertical) ? c.y : viewport.y
        return Rect(x: x, y: y, width: axes.contains(.horizontal) ? c.width : viewport.width,
                    height: axes.contains(.vertical) ? c.height : viewport.height)
    }

    override func shift(dx: Int, dy: Int) {
        super.shift(dx: dx, dy: dy)
        viewport = viewport.offsetBy(dx: dx, dy: dy)
    }

    override func draw(into canvas: inout Canvas, _ context: DrawContext) {
        // Drawn on a copy and cut to the viewport, as `clipped()` does.
        var scratch = canvas
        content.draw(into: &scratch, context)
        canvas.copy(viewport, from: scratch)
        guard showsIndicators else { return }
        let m = maxOffset
        if axes.contains(.vertical), m.y > 0, viewport.width < frame.width {
            let (start, length) = Self.thumb(offset: Int(offset.value.y), max: Int(m.y), length: viewport.height)
            for row in start..<start + length {
                canvas.put("▐", width: 1, x: frame.maxX - 1, y: viewport.y + row, style: .plain, clip: frame)
            }
        }
        if axes.contains(.horizontal), m.x > 0, viewport.height < frame.height {
            let (start, length) = Self.thumb(offset: Int(offset.value.x), max: Int(m.x), length: viewport.width)
            for column in start..<start + length {
                canvas.put("▄", width: 1, x: viewport.x + column, y: frame.maxY - 1, style: .plain, clip: frame)
            }
        }
    }

    /// The thumb's first cell and length on a track of `length` cells: as
    /// long as the part shown is of the whole, as far along as the offset.
    static func thumb(offset: Int, max: Int, length: Int) -> (start: Int, length: Int) {
        let total = length + max
        let size = Swift.min(length, Swift.max(1, (length * length + total / 2) / total))
        let start = max == 0 ? 0 : (offset * (length - size) + max / 2) / max
        return (start, size)
    }

    // MARK: Keys

    /// Scrolls by `rows` along the vertical axis (columns along the
    /// horizontal one when it scrolls only sideways), clamped to the ends:
    /// for keys, and for a mouse wheel.
    func scroll(by rows: Int) {
        var p = offset.value
        if axes.contains(.vertical) { p.y += Double(rows) } else { p.x += Double(rows) }
        let next = clamped(p)
        if next != offset.value { offset.set(next) }
    }

    /// The mouse wheel over a scroll view with somewhere to go scrolls it;
    /// one that cannot scroll lets the wheel go on to what is around it.
    override func scrollWheel(by rows: Int) -> Bool {
        guard maxOffset != Point(x: 0, y: 0) else { return false }
        scroll(by: rows)
        return true
    }

    private func scroll(to end: Bool) {
        var p = offset.value
        if axes.contains(.vertical) { p.y = end ? maxOffset.y : 0 } else { p.x = end ? maxOffset.x : 0 }
        if p != offset.value { offset.set(p) }
    }

    override func handleFocusedKey(_ key: Key) -> Bool { handleKey(key) }

    override func handleKey(_ key: Key) -> Bool {
        guard maxOffset != Point(x: 0, y: 0) else { return false }
        let vertical = axes.contains(.vertical)
        let page = max(1, (vertical ? viewport.height : viewport.width) - 1)
        switch key {
        case .upArrow where vertical: scroll(by: -1)
        case .downArrow where vertical: scroll(by: 1)
        case .leftArrow where axes.contains(.horizontal): scrollSideways(by: -1)
        case .rightArrow where axes.contains(.horizontal): scrollSideways(by: 1)
        case .pageUp: scroll(by: -page)
        case .pageDown: scroll(by: page)
        case .home: scroll(to: false)
        case .end: scroll(to: true)
        default: return false
        }
        return true
    }

    private func scrollSideways(by columns: Int) {
        var p = offset.value
        p.x += Double(columns)
        let next = clamped(p)
        if next != offset.value { offset.set(next) }
    }
}

extension LayoutNode {
    /// Gives `key` to the layer's scroll view when it has exactly one: a
    /// lone scroll view scrolls whatever has focus.
    func scrollLoneScrollView(_ key: Key) -> Bool {
        var found: [ScrollNode] = []
        func walk(_ node: LayoutNode) {
            if let s = node as? ScrollNode { found.append(s) }
            guard found.count < 2 else { return }
            node.children.forEach(walk)
        }
        walk(self)
        return found.count == 1 && found[0].handleKey(key)
    }
}
