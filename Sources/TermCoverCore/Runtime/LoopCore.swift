/// The run loop's decisions, with no clock, thread, terminal or view of its
/// own: what the view graph says, the time and the events that arrived go
/// in; "deliver these", "draw a frame now", "wait for input until t (or
/// forever)", "have the frame timer fire at t" and "wake the input thread"
/// come out. Shaped like `KeyPacer`, and driven the same way everywhere: the
/// live loop (`FrameLoop` over a `TerminalEventSource`, with or without a
/// `FrameTimer`), tests (`TestHost`) and scripted runs on a manual clock
/// (`AppRuntime.input` and `advance`), so a frame or a key is decided by
/// the same rules wherever it happens.
///
/// Frames sit on a grid of `interval` seconds; a frame that ran late is
/// followed at once by the next, where the grid restarts, and after an idle
/// spell the grid restarts at the frame that ended it. When nothing moves
/// the loop waits for input with no timeout, or until the frame a view
/// asked for.
package struct LoopCore: Sendable {
    /// What the view graph says at a moment.
    package struct Graph: Equatable, Sendable {
        /// Something changed or moves: a frame is wanted.
        package var needsFrame: Bool
        /// No frame is on screen yet.
        package var nothingShown: Bool
        /// The earliest frame a view asked for (a spinner's next step).
        package var nextWakeUp: Double?
        /// A view asked the app to end.
        package var quitRequested: Bool
        /// While a frame is wanted only because translations move: the
        /// first frame that can change the screen (the ticks before it
        /// would land every translation on the cells it is on). Nil: the
        /// next frame.
        package var firstChange: Double?

        /// The graph's state from its parts.
        package init(needsFrame: Bool, nothingShown: Bool = false, nextWakeUp: Double? = nil, quitRequested: Bool = false,
                     firstChange: Double? = nil) {
            self.needsFrame = needsFrame
            self.nothingShown = nothingShown
            self.nextWakeUp = nextWakeUp
            self.quitRequested = quitRequested
            self.firstChange = firstChange
        }

        /// When a wanted frame is due, from the next frame's time.
        func due(from nextFrame: Double) -> Double { max(nextFrame, firstChange ?? nextFrame) }
    }

    /// How long the loop waits for input.
    package enum Wait: Equatable, Sendable {
        /// Until input comes: nothing else will happen.
        case forever
        /// Until input comes or the time reaches this.
        case until(Double)

        /// The deadline, if any.
        package var deadline: Double? {
            if case .until(let t) = self { t } else { nil }
        }

        /// True when this wait ends before `other` would.
        func endsBefore(_ other: Wait) -> Bool {
            switch (self, other) {
            case (.until(let a), .until(let b)): a < b
            case (.until, .forever): true
            case (.forever, _): false
            }
        }
    }

    /// What to do with the events a wait handed over, in order.
    package enum Delivery: Equatable, Sendable {
        /// Send one event to the views (Ctrl-C quits first).
        case send(TerminalEvent)
        /// A run of typed characters, given a focused field as one edit (`ViewHost.type`).
        case type([Character])
        /// Input ended: the loop stops.
        case end
    }

    /// What a change to the view graph asks of the loop's drivers.
    package struct Reaction: Equatable, Sendable {
        /// Have the frame timer fire at this time (timed loops only).
        package var armTimer: Double?
        /// End the input thread's wait: its timeout must change, or the loop must end.
        package var wakeInput: Bool
    }

    /// Seconds between frames.
    package let interval: Double
    /// Frames are fired by a `FrameTimer` on the main actor's thread; the
    /// wait for input then has a deadline only to hold keys typed ahead
    /// for the frame that shows the last one. Otherwise each frame is the
    /// deadline of a wait for input.
    package var timed = false
    /// When the next frame is due.
    package private(set) var nextFrame: Double
    /// When the armed timer fires, if it is armed.
    package private(set) var armedFor: Double?
    /// The last events handed over held a key or a mouse report (timed loops).
    package private(set) var tookInput = false
    /// What the loop waits with while it is blocked on input; nil while it runs.
    package private(set) var blocked: Wait?
    /// The loop has waited for input at least once: its first turn is over.
    private var hasWaited = false

    /// A loop drawing `fps` frames a second whose first frame is due at `start`.
    package init(fps: Double, start: Double) {
        interval = 1 / max(1, fps)
        nextFrame = start
    }

    // MARK: Time is now t

    /// A frame may be drawn now: its time has come, or nothing is on screen yet.
    package func frameIsDue(at now: Double, nothingShown: Bool) -> Bool {
        now >= nextFrame || nothingShown
    }

    /// The loop's own turn, between waits: draw now? Without a timer,
    /// whenever a frame is due. With one, the timer draws the frames; the
    /// loop draws the first one (before the first key, so keys typed at
    /// start-up reach views on screen) and, when the wait that held a key
    /// reached the frame's time, that frame before taking the key.
    package func drawsOnItsTurn(at now: Double, _ graph: Graph) -> Bool {
        guard timed else { return frameIsDue(at: now, nothingShown: graph.nothingShown) }
        // A repaint asked for later (nothing shown after a resize) is the timer's.
        return (graph.nothingShown && !hasWaited) || (tookInput && now >= nextFrame)
    }

    /// A frame due at `nextFrame` was drawn from `started` until `now`;
    /// `changed`: it drew something, or another frame is wanted. Moves the
    /// deadline of the next.
    package mutating func drew(started: Double, now: Double, changed: Bool) {
        guard changed else { return }
        nextFrame = Self.nextDeadline(after: nextFrame, now: now, started: started, interval: interval)
    }

    /// The timer fired at `now`: draw if a frame is due.
    package mutating func timerFired(at now: Double, nothingShown: Bool) -> Bool {
        armedFor = nil
        return frameIsDue(at: now, nothingShown: nothingShown)
    }

    // MARK: Waiting

    /// With no frame wanted, the last key's effect is all on screen: a key
    /// typed ahead is held for no frame (tell the source `frameDrawn()`).
    package func lastInputShown(_ graph: Graph) -> Bool { !graph.needsFrame }

    /// How the loop waits for input now, and remembers it until `arrived`.
    package mutating func waitForInput(_ graph: Graph) -> Wait {
        let wait = desiredWait(graph)
        blocked = wait
        hasWaited = true
        return wait
    }

    /// The wait the loop would choose for `graph`.
    private func desiredWait(_ graph: Graph) -> Wait {
        if timed { return tookInput && graph.needsFrame ? .until(nextFrame) : .forever }
        if graph.needsFrame { return .until(graph.due(from: nextFrame)) }
        return graph.nextWakeUp.map { .until($0) } ?? .forever
    }

    // MARK: An event arrived

    /// The wait ended with `batch` (empty: its time came, or it was woken):
    /// what to deliver, typed characters in runs.
    package mutating func arrived(_ batch: [TerminalEvent]) -> [Delivery] {
        blocked = nil
        tookInput = batch.contains { $0.isInput }
        var deliveries: [Delivery] = []
        var typed: [Character] = []
        for event in batch {
            if case .key(.character(let c)) = event {
                typed.append(c)
                continue
            }
            if !typed.isEmpty { deliveries.append(.type(typed)); typed = [] }
            if event == .end { deliveries.append(.end); return deliveries }
            deliveries.append(.send(event))
        }
        if !typed.isEmpty { deliveries.append(.type(typed)) }
        return deliveries
    }

    // MARK: The view graph was invalidated

    /// The graph changed (or the loop's turn ended) at `now`: with a timer,
    /// it is armed for the frame the change needs, and the input thread is
    /// left asleep; without one, the input thread is woken only when the
    /// wait it is in must end sooner. A quit wakes a blocked wait, which
    /// must end.
    package mutating func invalidated(at now: Double, _ graph: Graph) -> Reaction {
        if graph.quitRequested { return Reaction(armTimer: nil, wakeInput: blocked != nil) }
        if timed { return Reaction(armTimer: arm(at: now, graph), wakeInput: false) }
        guard let blocked else { return Reaction(armTimer: nil, wakeInput: false) }
        return Reaction(armTimer: nil, wakeInput: desiredWait(graph).endsBefore(blocked))
    }

    /// When the timer must fire, if it must be armed (re)newly: the frame
    /// now when nothing is shown, the next frame when one is wanted, the
    /// frame a view asked for otherwise; nil when an earlier call is
    /// already armed or nothing is wanted.
    private mutating func arm(at now: Double, _ graph: Graph) -> Double? {
        let due: Double
        if graph.nothingShown {
            due = now
        } else if graph.needsFrame {
            due = graph.due(from: nextFrame)
        } else if let wakeUp = graph.nextWakeUp {
            due = max(wakeUp, now)
        } else {
            return nil
        }
        if let armedFor, armedFor <= due { return nil }
        armedFor = due
        return due
    }

    /// The timer was cancelled (the loop ended).
    package mutating func disarm() { armedFor = nil }

    // MARK: Moving a manual clock

    /// Of the `left` frames a script waits through from `now`, how many in
    /// a row would draw nothing (nothing moves, no view asked for a frame
    /// before them), so time may skip over them to the last, on the same
    /// grid of frame times.
    package func idleFrames(at now: Double, _ graph: Graph, left: Int) -> Int {
        guard !graph.needsFrame, left > 0 else { return 0 }
        var idle = left - 1
        if let wake = graph.nextWakeUp { idle = min(idle, max(0, Int(((wake - now) / interval).rounded(.down)) - 1)) }
        return idle
    }

    /// The deadline of the frame after one due at `due` and drawn from
    /// `started` until `now`. Frames stay on a grid of `interval` so the
    /// rate holds. When the last frame ran past the next slot, the next
    /// frame is due at once, drawn for its own time, and the grid restarts
    /// there: the slots missed are never drawn (animations are time-based),
    /// and waiting for the slot after would hold a frame of 18 ms to 30 fps
    /// instead of 55. After an idle spell the grid restarts at the frame
    /// that ended it, so a key press is answered at once and the
    /// animation's next frame comes a whole interval later.
    package static func nextDeadline(after due: Double, now: Double, started: Double, interval: Double) -> Double {
        // Idle for more than a frame: the old grid means nothing.
        let base = started - due > interval ? started : due
        return max(base + interval, now)
    }
}
