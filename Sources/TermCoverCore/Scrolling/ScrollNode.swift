/// A scroll view laid out: the viewport its content shows through, the
/// offset it shows the content at, the thumb, and the keys and wheel that
/// move it. What lasts between frames is in the graph: the target offset
/// (`offset`), its animation (`motion`) and the rest (`controller`).
@MainActor
final class ScrollNode: LayoutNode {
    let content: LayoutNode
    let axes: Axis.Set
    /// The axes whose indicator may show.
    let indicators: Axis.Set
    /// The offset the content scrolls to, in whole cells.
    let offset: StateBox<Point>
    let motion: ScrollMotion
    let controller: ScrollController
    let anchors: ScrollAnchors
    let position: ScrollPositionBinding?
    let path: ViewPath
    let focusedPath: ViewPath?
    /// The focus the scroll view last brought into view: a new one is revealed once.
    let revealedFocus: ViewPath?
    /// The sheet the scroll view is in, if any: one with detents takes PageUp and PageDown.
    var sheet: SheetState?
    private var viewport = Rect(x: 0, y: 0, width: 0, height: 0)
    private var contentSize = Size.zero
    private var hasControls = false
    /// The offset the content is placed at this frame (the target, or on
    /// the way to it while a scroll animates).
    private var shown = Point.zero
    private let onlyChild: [LayoutNode]

    init(_ content: LayoutNode, axes: Axis.Set, indicators: Axis.Set, offset: StateBox<Point>, motion: ScrollMotion,
         controller: ScrollController, anchors: ScrollAnchors, position: ScrollPositionBinding?, path: ViewPath,
         focusedPath: ViewPath?, revealedFocus: ViewPath?) {
        self.content = content
        self.axes = axes
        self.indicators = indicators
        self.offset = offset
        self.motion = motion
        self.controller = controller
        self.anchors = anchors
        self.position = position
        self.path = path
        self.focusedPath = focusedPath
        self.revealedFocus = revealedFocus
        onlyChild = [content]
        shown = motion.shown
    }

    override var children: [LayoutNode] { onlyChild }
    /// Focusable itself only when it overflows and holds no control to focus.
    override var focusPath: ViewPath? { !hasControls && maxOffset != Point(x: 0, y: 0) ? path : nil }
    /// It overflows or not only once placed.
    override var mayTakeFocus: Bool { true }

    private func contentProposal(_ size: Size) -> CellProposal { contentProposal(CellProposal(size)) }

    private func contentProposal(_ p: CellProposal) -> CellProposal {
        CellProposal(width: axes.contains(.horizontal) ? nil : p.width,
                         height: axes.contains(.vertical) ? nil : p.height)
    }

    override func computeSize(_ p: CellProposal) -> Size {
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
        // The indicator takes a column (a row) of its own while the content overflows.
        if indicators.contains(.vertical), axes.contains(.vertical), contentSize.height > rect.height {
            viewport.size.width = max(0, rect.width - 1)
            contentSize = content.sizeThatFits(contentProposal(viewport.size))
        }
        if indicators.contains(.horizontal), axes.contains(.horizontal), contentSize.width > viewport.width {
            viewport.size.height = max(0, rect.height - 1)
            contentSize = content.sizeThatFits(contentProposal(viewport.size))
        }
        let c = controller
        c.viewport.visibleRect = viewport.intersection(c.viewport.enclosing?.visibleRect ?? viewport)
        var target = anchoredTarget()
        // A change found here moves in no animation, but for following the
        // content's size, which moves as the change of size does.
        var transaction = Transaction()
        if c.hasLaidOut, target != offset.value { transaction = motion.transaction }
        shown = clamped(shown)
        c.viewport.correction = .zero
        placeContent(shown)
        let correction = c.viewport.correction
        if correction != .zero, !motion.isMoving {
            // Lazy content measured rows above the view: the offset moves
            // with them, so the same rows show (a glide goes on unanchored).
            shown = clamped(Point(x: shown.x + correction.x, y: shown.y + correction.y))
            target = clamped(Point(x: target.x + correction.x, y: target.y + correction.y))
            transaction = Transaction()
            placeContent(shown)
        }
        var scrolledToRequest = false
        if let request = c.request {
            c.request = nil
            if !request.isDone, let f = c.targets.frame(of: request.id) {
                request.isDone = true
                scrolledToRequest = true
                c.pinnedToEnd = false
                target = scrollTarget(showing: f, anchor: request.anchor)
                transaction = request.transaction
            }
        }
        if let focusedPath, focusedPath != revealedFocus, let found = Self.find(focusedPath, in: content) {
            // Scrolls as little as brings the newly focused control into view.
            let revealed = scrollTarget(showing: found.frame, anchor: nil)
            if revealed != shown { target = revealed; transaction = Transaction() }
        }
        target = clamped(target)
        // Kept without a new frame: this frame already shows it.
        if target != offset.value { offset.value = target }
        if target != motion.target {
            let next = clamped(motion.retarget(target, transaction: transaction))
            if next != shown { shown = next; placeContent(shown) }
        }
        c.hasLaidOut = true
        c.lastContentSize = contentSize
        c.lastViewportSize = viewport.size
        c.lastMaxOffset = maxOffset
        c.lastOffset = target
        c.viewport.size = viewport.size
        hasControls = Self.hasControl(in: content)
        // The frame that starts a scroll to a view still shows where it set out from.
        if !scrolledToRequest { reportPosition() }
    }

    /// The target offset, moved to the default anchor when the view first
    /// shows, and kept at it through size changes while it rests there.
    private func anchoredTarget() -> Point {
        let c = controller
        var target = offset.value
        let m = maxOffset
        func at(_ a: Double, _ max: Double) -> Double { (a * max).rounded() }
        if c.pinnedToEnd {
            if axes.contains(.vertical) { target.y = m.y } else { target.x = m.x }
            // Settled once a layout finds the content as long as the last one did.
            if contentSize == c.lastContentSize { c.pinnedToEnd = false }
        } else if !c.hasLaidOut {
            if let a = anchors.initialOffset { target = Point(x: at(a.x, m.x), y: at(a.y, m.y)) }
        } else if let a = anchors.sizeChanges, contentSize != c.lastContentSize || viewport.size != c.lastViewportSize {
            // A scroll made since the last layout (a key) is the user's own: it is not undone.
            let last = c.lastMaxOffset
            if axes.contains(.vertical), target.y == c.lastOffset.y, c.lastOffset.y == at(a.y, last.y) { target.y = at(a.y, m.y) }
            if axes.contains(.horizontal), target.x == c.lastOffset.x, c.lastOffset.x == at(a.x, last.x) { target.x = at(a.x, m.x) }
        }
        return clamped(target)
    }

    /// The offset that brings `f` (screen cells, as the content is placed
    /// now) into view: by the least that shows it whole with no anchor,
    /// its `anchor` point on the viewport's otherwise.
    private func scrollTarget(showing f: Rect, anchor: UnitPoint?) -> Point {
        var p = shown
        if axes.contains(.horizontal) {
            if let a = anchor {
                p.x += (Double(f.x - viewport.x) + a.x * Double(f.width - viewport.width)).rounded()
            } else {
                p.x += Double(Self.reveal(f.x, f.maxX, in: viewport.x, viewport.maxX))
            }
        }
        if axes.contains(.vertical) {
            if let a = anchor {
                p.y += (Double(f.y - viewport.y) + a.y * Double(f.height - viewport.height)).rounded()
            } else {
                p.y += Double(Self.reveal(f.y, f.maxY, in: viewport.y, viewport.maxY))
            }
        }
        return clamped(p)
    }

    /// Writes the top-most view's id into a `scrollPosition(id:)` binding
    /// when it changed, after the frame (state may not change while drawn).
    private func reportPosition() {
        guard let position else { return }
        let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
        let visible = controller.viewport.visibleRect ?? viewport
        guard let top = controller.targets.first(in: visible, axis: axis, matching: position.matches),
              top != controller.position else { return }
        controller.position = top
        motion.graph.runAfterFrame { position.write(top) }
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
        // Narrower (shorter) content than the frame across the scrolled axis
        // is centered, as in SwiftUI; along it, content smaller than the
        // viewport sits at the alignment anchor (the top leading corner).
        let w = axes.contains(.horizontal) ? contentSize.width : min(contentSize.width, viewport.width)
        let h = axes.contains(.vertical) ? contentSize.height : min(contentSize.height, viewport.height)
        // Lazy content inside remembers the offset it was placed at.
        controller.viewport.offset = at
        let align = anchors.alignment ?? .topLeading
        func slack(_ room: Int, _ used: Int, _ a: Double) -> Int { used < room ? Int((Double(room - used) * a).rounded()) : 0 }
        let x = axes.contains(.horizontal) ? viewport.x - Int(at.x) + slack(viewport.width, w, align.x)
            : viewport.x + (viewport.width - w) / 2
        let y = axes.contains(.vertical) ? viewport.y - Int(at.y) + slack(viewport.height, h, align.y)
            : viewport.y + (viewport.height - h) / 2
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

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        // Cut to the viewport, as `clipped()` does.
        canvas.drawClipped(to: viewport) { content.draw(into: &$0, context) }
        let m = maxOffset
        if axes.contains(.vertical), m.y > 0, viewport.width < frame.width {
            let (start, length) = Self.thumb(offset: Int(shown.y), max: Int(m.y), length: viewport.height)
            for row in start..<start + length {
                canvas.put("▐", width: 1, x: frame.maxX - 1, y: viewport.y + row, style: .plain, clip: frame)
            }
        }
        if axes.contains(.horizontal), m.x > 0, viewport.height < frame.height {
            let (start, length) = Self.thumb(offset: Int(shown.x), max: Int(m.x), length: viewport.width)
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
    /// for keys, and for a mouse wheel. From where the content shows, so a
    /// key during an animated scroll goes on from there, in no animation.
    func scroll(by rows: Int) {
        var p = shown
        if axes.contains(.vertical) { p.y += Double(rows) } else { p.x += Double(rows) }
        move(to: clamped(p))
    }

    /// The mouse wheel over a scroll view with somewhere to go scrolls it;
    /// one that cannot scroll lets the wheel go on to what is around it.
    override func scrollWheel(by rows: Int) -> Bool {
        guard maxOffset != Point(x: 0, y: 0) else { return false }
        scroll(by: rows)
        return true
    }

    private func scroll(to end: Bool) {
        var p = shown
        if axes.contains(.vertical) { p.y = end ? maxOffset.y : 0 } else { p.x = end ? maxOffset.x : 0 }
        move(to: p)
        // The end of lazy content is an estimate until its last rows are measured.
        if end {
            controller.pinnedToEnd = true
            motion.graph.setNeedsFrame()
        }
    }

    private func move(to p: Point) {
        controller.pinnedToEnd = false
        // A scroll, not a change of what any body reads: lazy content's rows stay reusable.
        if p != offset.value {
            offset.value = p
            motion.graph.invalidateScroll()
        }
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
        case .pageUp where sheet?.ownsPageKeys == true, .pageDown where sheet?.ownsPageKeys == true: return false
        case .pageUp: scroll(by: -page)
        case .pageDown: scroll(by: page)
        case .home: scroll(to: false)
        case .end: scroll(to: true)
        default: return false
        }
        return true
    }

    private func scrollSideways(by columns: Int) {
        var p = shown
        p.x += Double(columns)
        move(to: clamped(p))
    }
}
