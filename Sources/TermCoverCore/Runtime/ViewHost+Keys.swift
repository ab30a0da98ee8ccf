/// How a `ViewHost` routes an event: a key to the active layer's focused
/// control, its shortcuts and handlers, its lone scroll view, and at last
/// navigation and the top cover; the layers are the ones the keys before it
/// left, composed first if they changed.
extension ViewHost {
    /// Delivers an event. Keys go to the top layer: the focused view first,
    /// then its keyboard shortcuts, then `onKeyPress` handlers from the
    /// inside out, then its scroll view if it has only one; Tab moves focus
    /// (among the controls drawn or scrollable into view); Esc that nobody
    /// handled dismisses the top cover. A repeat (`.keyRepeat`) goes the
    /// same way as a press; a release (`.keyUp`) only to `onKeyPress`
    /// handlers that asked for `.up`.
    @discardableResult
    package func send(_ event: TerminalEvent) -> Bool {
        switch event {
        case .resize(let s):
            resize(to: s)
            return true
        case .end:
            return false
        case .focus(let focused):
            environment.scenePhase = focused ? .active : .inactive
            return true
        case .key(let key), .keyRepeat(let key):
            // A key goes to the layers as the keys before it left them: an
            // Enter that presents a cover and an Esc right after it, with no
            // frame drawn between (one read, or faster than a frame), must
            // find that cover on top, not the layers of the last frame.
            if graph.isDirty {
                render()
                hasUnshownFrame = true
            }
            // Told before it is handled, with the focus it meets: where it goes is what masks it.
            // A repeat is written down as the key: it types or moves as a press does.
            if let onInput { onInput(InputRecord(key: key, secure: focusIsSecure)) }
            let phase: KeyPress.Phases = if case .keyRepeat = event { .repeat } else { .down }
            return takingFocusRequest(dispatch(key, phase: phase))
        case .keyUp(let key):
            // A release is no keystroke: it is not written down, and it goes
            // only to `onKeyPress` handlers that asked for `.up`.
            if graph.isDirty {
                render()
                hasUnshownFrame = true
            }
            return takingFocusRequest(dispatchRelease(key))
        case .mouse(let mouse):
            if graph.isDirty {
                render()
                hasUnshownFrame = true
            }
            return takingFocusRequest(dispatch(mouse))
        }
    }

    /// Moves focus where the node that handled the event asked, if one did.
    private func takingFocusRequest(_ handled: Bool) -> Bool {
        if let path = graph.focusRequest {
            graph.focusRequest = nil
            moveFocus(to: path)
        }
        return handled
    }

    /// Delivers characters typed one after another (a run the input queue
    /// handed over together), as `send` would deliver each: every one meets
    /// the layers the one before it left. While the focused control takes
    /// typed text (a text field, which takes every printable key while
    /// focused), the rest of the run goes to it as one edit, so a burst of
    /// a thousand characters costs one frame, not a thousand.
    package func type(_ characters: [Character]) {
        var rest = characters[...]
        while let first = rest.first {
            if graph.isDirty {
                render()
                hasUnshownFrame = true
            }
            if let layer = activeLayer, focusedPath != nil,
               let focused = responderChain(in: layer).first, focused.focusPath == focusedPath,
               focused.handleFocusedText(Array(rest)) {
                if let onInput { onInput(InputRecord(typed: Array(rest), secure: (focused as? TextFieldNode)?.secure == true)) }
                return
            }
            if let onInput { onInput(InputRecord(key: .character(first), secure: focusIsSecure)) }
            _ = takingFocusRequest(dispatch(.character(first)))
            rest = rest.dropFirst()
        }
    }

    /// True while the focused control is a `SecureField`: what is typed now must never be written down.
    package var focusIsSecure: Bool {
        guard let layer = activeLayer, focusedPath != nil, let focused = responderChain(in: layer).first,
              focused.focusPath == focusedPath else { return false }
        return (focused as? TextFieldNode)?.secure == true
    }

    var activeLayer: LayoutNode? {
        let index = presentations.activeLayerIndex
        return index < layers.count ? layers[index] : layers.last
    }

    /// A key let go: offered to the responder chain's `onKeyPress` handlers
    /// alone (only those asking for `.up` take it). No focused control, no
    /// shortcut, no scroll view, no Tab, no Esc sees it: a release types
    /// nothing, activates nothing and moves no focus.
    func dispatchRelease(_ key: Key) -> Bool {
        guard let layer = activeLayer else { return false }
        let press = KeyPress(key: key, phase: .up)
        return responderChain(in: layer).contains { $0.handleKeyPress(press) }
    }

    /// A key pressed (`.down`) or repeating (`.repeat`): the same route for
    /// both, except that an `onKeyPress` handler sees the phase and takes
    /// the key only in the phases it asked for.
    func dispatch(_ key: Key, phase: KeyPress.Phases = .down) -> Bool {
        guard let layer = activeLayer else { return false }
        if key == .tab || key == .backTab {
            // A control of several fields (a date picker) moves between its own first.
            if let focused = responderChain(in: layer).first, focused.focusPath != nil, focused.focusPath == focusedPath,
               focused.handleFocusedTab(forward: key == .tab) {
                return true
            }
            let reachable = focusables(in: layer)
            changeFocus { $0.cycle(among: reachable, forward: key == .tab) }
            return true
        }
        let chain = responderChain(in: layer)
        if let focused = chain.first, focused.focusPath != nil, focused.focusPath == focusedPath,
           focused.handleFocusedKey(key) {
            return true
        }
        if layer.fireKeyboardShortcut(key) { return true }
        let press = KeyPress(key: key, phase: phase)
        for node in chain where node.handleKeyPress(press) { return true }
        if layer.scrollLoneScrollView(key) { return true }
        if key == .escape || key == .delete, layer.popInnermostNavigation() { return true }
        if key == .escape, presentations.dismissTopInteractively() { return true }
        return false
    }

    /// The focused node and its ancestors, innermost first; with nothing
    /// focused, every key handler of the layer, innermost first.
    func responderChain(in layer: LayoutNode) -> [LayoutNode] {
        var path: [LayoutNode] = []
        func find(_ node: LayoutNode, _ trail: [LayoutNode]) -> Bool {
            let trail = trail + [node]
            if let f = node.focusPath, f == focusedPath { path = trail; return true }
            return node.children.contains { find($0, trail) }
        }
        if focusedPath != nil, find(layer, []) { return path.reversed() }
        var all: [LayoutNode] = []
        func collect(_ node: LayoutNode) {
            all.append(node)
            node.children.forEach(collect)
        }
        collect(layer)
        return all.reversed()
    }
}
