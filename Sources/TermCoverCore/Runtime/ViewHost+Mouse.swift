import Foundation

/// What the host remembers between mouse reports.
struct MouseTracking {
    /// Where the left button went down, when it is still down.
    var pressedAt: Point?
    /// The last click: where, when, and how many came in a row.
    var lastClick: (at: Point, time: Double, count: Int)?
    /// The wall-clock time at the host clock's zero, for gesture dates.
    var dateAnchor: Double?
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
    /// row swiped, or moved by its handle). Gestures attached with
    /// `gesture(_:)` and its kin follow the press, its motion (button-event
    /// tracking) and the release through `gestures` (see `GestureArena`);
    /// one that takes the pointer (a drag) makes the release no click. The
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
            gestures.begin(chain, at: gestureSample(event, count: 1))
            scheduleGestureTick()
            if let focus = chain.lazy.compactMap(\.focusPath).first { moveFocus(to: focus) }
            return true
        case (.drag, .left):
            guard gestures.isActive else { return false }
            gestures.move(gestureSample(event, count: 1))
            scheduleGestureTick()
            return true
        case (.press, .right):
            // The right button opens a context menu, on press as desktops do.
            return chain.contains { $0.handleSecondaryClick(at: event.location) }
        case (.release, .left), (.release, .none):
            guard let pressed = mouseTracking.pressedAt else { return false }
            mouseTracking.pressedAt = nil
            gestureTick?.cancel()
            // A gesture that took the pointer (a drag, a long press) ends: no click.
            let count = clickCount(at: event.location)
            if gestures.end(gestureSample(event, count: count)) { return true }
            defer { gestures.finish() }
            // A click is a press and a release on the same view: the press
            // may have refocused and rebuilt the nodes, so compare frames.
            let clicked = chain.filter { Self.contains($0.frame, pressed) }
            guard !clicked.isEmpty else { return true }
            for case let node as GestureNode in clicked { node.arena = gestures }
            if Int(pressed.y) != event.row || abs(Int(pressed.x) - event.column) >= 2,
               hitChain(in: top, at: Int(pressed.x), Int(pressed.y)).contains(where: {
                   $0.handleDrag(from: pressed, to: event.location)
               }) {
                return true
            }
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

    /// A mouse report as gestures see it: the cell's centre in points.
    private func gestureSample(_ event: MouseEvent, count: Int) -> GestureSample {
        let cells = CellMetrics(environment.cellSize)
        let now = clock.now
        if mouseTracking.dateAnchor == nil { mouseTracking.dateAnchor = Date().timeIntervalSince1970 - now }
        return GestureSample(location: CGPoint(x: (event.location.x + 0.5) * cells.columnWidth,
                                               y: (event.location.y + 0.5) * cells.rowHeight),
                             time: now, count: count,
                             date: Date(timeIntervalSince1970: (mouseTracking.dateAnchor ?? 0) + now))
    }

    /// Wakes the gestures when one waits for time to pass with the button
    /// held (a long press), on the app's clock, so a test's manual clock moves it.
    private func scheduleGestureTick() {
        gestureTick?.cancel()
        guard let deadline = gestures.deadline else { return }
        let appClock = environment.clock
        let delay = max(0, deadline - clock.now)
        gestureTick = Task { @MainActor [weak self] in
            do { try await appClock.sleep(for: .seconds(delay)) } catch { return }
            guard let self, self.gestures.isActive else { return }
            self.gestures.tick(self.clock.now)
            self.scheduleGestureTick()
        }
    }

    /// The nodes under (x, y), innermost first: the last-drawn child that
    /// has the point in its frame (or in a descendant's) wins, as what is
    /// drawn last is what shows.
    func hitChain(in layer: LayoutNode, at x: Int, _ y: Int) -> [LayoutNode] {
        func search(_ node: LayoutNode) -> [LayoutNode]? {
            if node.ignoresHits { return nil }
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
