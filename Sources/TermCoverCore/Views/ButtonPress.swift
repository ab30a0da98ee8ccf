/// Whether a styled button shows as pressed. A key or a click is an
/// instant, so a press starts when the button is activated and lasts
/// `ButtonStyleConfiguration.pressDuration` from the first frame after it,
/// however late that frame comes; a wake-up at its end (`FrameWakeUps`)
/// draws the button released, and nothing runs in between.
@MainActor
enum ButtonPress {
    /// A press, and when it ends once a frame has shown it.
    enum Phase {
        case released
        case pressed(until: Double?)
    }

    /// Whether the button at `path` is pressed in the frame being
    /// resolved, and what starts a press.
    static func track(at path: ViewPath, in graph: ViewGraph) -> (isPressed: Bool, press: @MainActor () -> Void) {
        let key = path.appending(.name("pressed"))
        let box = graph.stateBox(at: key, initial: Phase.released)
        var isPressed = false
        if case .pressed(let until) = box.value {
            let end = until ?? graph.now + ButtonStyleConfiguration.pressDuration
            // Written without invalidating: this frame is the one that shows it.
            box.value = .pressed(until: end)
            if graph.now < end {
                isPressed = true
                graph.wakeUps.schedule(at: end, for: key) { [box] in box.set(.released) }
            } else {
                box.value = .released
            }
        }
        return (isPressed, { [box] in box.set(.pressed(until: nil)) })
    }
}
