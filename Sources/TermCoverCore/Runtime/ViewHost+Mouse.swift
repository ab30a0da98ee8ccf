/// What the host remembers between mouse reports.
struct MouseTracking {
    /// Where the left button went down, when it is still down.
    var pressedAt: Point?
    /// The last click: where, when, and how many came in a row.
    var lastClick: (at: Point, time: Double, count: Int)?
    /// Clicks closer than this (seconds) on the same cell count as one
    /// double (triple…) click, as desktops time them.
    static let multiClickInterval = 0.5
}

extension ViewHost {
    /// A mouse report goes to the top layer only: a cover swallows clicks
    /// meant for what is beneath it, and while the top cover is coming or
    /// going nothing under it takes them either. A press focuses the
    /// innermost focusable view under the pointer; the release on the same
    /// view clicks it (innermost first: a Button, a List row, an
    /// `onTapGesture`), unless it is a drag some view takes (from the press
    /// to another row, or two columns or more along the same one: a list
    /// row swiped, or moved by its handle). The
    /// right button opens the innermost context menu under the pointer.
    /// The wheel goes to the innermost view under the pointer that scrolls.
    func dispatch(_ event: MouseEvent) -> Bool {
        guard let top = layers.last else { return false }
        guard top === activeLayer else { return true }
        let chain = hitChain(in: top, at: event.column, event.row)
        switch (event.kind, event.button) {
        case (.wheelUp, _), (.wheelDown, _):
            return chain.contains { $0.scrollWheel(by: event.kind == .wheelUp ? -1 : 1) }
        case (.press, .left):
            mouseTracking.pressedAt = event.location
            if let focus = chain.lazy.compactMap(\.focusPath).first { moveFocus(to: focus) }
            return true
        case (.press, .right):
            // The right button opens a context menu, on press as desktops do.
            return chain.contains { $0.handleSecondaryClick(at: event.location) }
        case (.release, .left), (.release, .none):
            guard let pressed = mouseTracking.pressedAt else { return false }
            mouseTracking.pressedAt = nil
            // A click is a press and a release on the same view: the press
            // may have refocused and rebuilt the nodes, so compare frames.
            let clicked = chain.filter { Self.contains($0.frame, pressed) }
            guard !clicked.isEmpty else { return true }
            if Int(pressed.y) != event.row || abs(Int(pressed.x) - event.column) >= 2,
               hitChain(in: top, at: Int(pressed.x), Int(pressed.y)).contains(where: {
                   $0.handleDrag(from: pressed, to: event.location)
               }) {
                return true
            }
            let count = clickCount(at: event.location)
            return clicked.contains { $0.handleClick(at: event.location, count: count) }
        default:
            return false
        }
    }

    /// The click's number in a run of clicks on one cell.
    private func clickCount(at point: Point) -> Int {
        let now = clock.now
        var count = 1
        if let last = mouseTracking.lastClick, last.at == point,
           now - last.time <= MouseTracking.multiClickInterval {
            count = last.count + 1
        }
        mouseTracking.lastClick = (point, now, count)
        return count
    }

    /// The nodes under (x, y), innermost first: the last-drawn child that
    /// has the point in its frame (or in a descendant's) wins, as what is
    /// drawn last is what shows.
    func hitChain(in layer: LayoutNode, at x: Int, _ y: Int) -> [LayoutNode] {
        func search(_ node: LayoutNode) -> [LayoutNode]? {
            let inside = Self.contains(node.frame, Point(x: Double(x), y: Double(y)))
            if node.clipsHits && !inside { return nil }
            for child in node.children.reversed() {
                if let found = search(child) { return found + [node] }
            }
            return inside ? [node] : nil
        }
        return search(layer) ?? []
    }

    static func contains(_ rect: Rect, _ p: Point) -> Bool {
        let x = Int(p.x), y = Int(p.y)
        return x >= rect.x && x < rect.maxX && y >= rect.y && y < rect.maxY
    }
}
