/// The queue between a terminal's bytes and the run loop: it decodes what
/// is read (`KeyDecoder`), keeps the events in order, and hands them over one
/// key at a time, paced to the frames that show each key's effect. Pure:
/// bytes, times and "a frame was drawn" go in, events come out, so the live
/// reader and tests drive it alike, tests on a clock of their own.
///
/// The rules:
/// - **One key per hand-over**, with the non-key events (resizes, the end)
///   before it, so each key reaches whatever is on top once the last one
///   has had its effect. **Typed text goes in runs:** the printable
///   characters waiting one after another (up to `typedRun`) are one
///   hand-over, so a burst typed without bracketed paste (a password
///   manager, `tmux send-keys`, a fast typist over a slow link) shows in a
///   frame or two, not one character a frame. The host still lets each
///   character meet the layers the one before it left (see `ViewHost.type`).
/// - **Hold until drawn.** While the caller has a frame due, a key left over
///   from an earlier hand-over waits until a frame is drawn (`frameDrawn()`)
///   or the frame's time comes; then the caller gets nothing, draws, and the
///   next hand-over has the key. With no frame due, keys go at once.
/// - **Ctrl-C first.** Ctrl-C goes ahead of every key waiting and is never
///   held, so quitting never waits behind a flood.
/// - **Typed text is never dropped** below `textCapacity` characters
///   waiting (a megabyte of text, the paste's bound), nor reordered.
/// - **Floods of other keys.** Past `pacedKeys` keys in one backlog the
///   rest go without waiting for frames. With more than `repeatBound` other
///   keys waiting, a cursor key (an arrow, Page Up or Page Down) equal to
///   the last input waiting is dropped: a held-down arrow, auto-repeating
///   faster than a slow app moves, would otherwise keep moving long after
///   it is let go, and dropping repeats of a key that only moves a cursor
///   loses no text and changes no value the user typed. Past `capacity`
///   such keys waiting, new ones are dropped. The terminal is always read:
///   a Ctrl-C behind any flood is seen as soon as it arrives.
/// - **Releases ride along.** A key let go (`.keyUp`, under the kitty
///   keyboard protocol) is no key: it is handed over with the key before it
///   (inside a run of typed text too, in its place), never waits for a
///   frame of its own and never counts toward the flood bounds; past
///   `capacity` releases waiting, new ones are dropped. A repeat
///   (`.keyRepeat`) is paced as a press is, and a held arrow's repeats are
///   dropped in a flood as its presses are.
/// - **Esc deadline.** An incomplete sequence waits in the decoder until
///   `pendingDeadline`; the reader sleeps until then and calls `flush(at:)`.
package struct KeyPacer: Sendable {
    /// The most keys and mouse reports kept waiting; later ones are dropped
    /// until the app catches up. A person types a few a second and a paste
    /// is one key: only a flood reaches it.
    package static let capacity = 4096
    /// The most typed characters kept waiting: a megabyte of text, as much
    /// as a paste keeps. Below it no typed character is ever dropped.
    package static let textCapacity = 1 << 20
    /// The most characters of typed text handed over at once.
    package static let typedRun = 4096
    /// How many hand-overs of one backlog wait for a frame each: a second's
    /// worth of frames, so each of a few keys pressed together shows, while
    /// a flood is not replayed at 60 keys a second.
    package static let pacedKeys = 60
    /// With more keys than this waiting, a repeat of the last one is dropped
    /// if it only moves a cursor (see the rules above). At 60 frames a
    /// second the most a held key can replay is half a second.
    package static let repeatBound = 32

    /// The decoder the bytes go through.
    package private(set) var decoder: KeyDecoder
    /// Waiting events from `head` on; the array is compacted as it is used,
    /// so handing over one event of a long queue costs O(1).
    private var events: [TerminalEvent] = []
    private var head = 0
    /// Keys and mouse reports waiting.
    package private(set) var waitingInputs = 0
    /// Of those, typed characters.
    package private(set) var waitingText = 0
    /// Key releases waiting (never more than `capacity`).
    private var waitingReleases = 0
    /// Keys dropped by the flood rules since the pacer was made.
    package private(set) var dropped = 0
    /// Keys handed over since the queue was last empty.
    private var handedOverFromBacklog = 0
    /// Keys from an earlier hand-over are still waiting.
    private var leftover = false
    /// A frame was drawn since the last key was handed over.
    private var drawn = false
    /// A held key's frame time came: the next hand-over has it.
    private var releaseNext = false

    /// A pacer decoding with `decoder`.
    package init(decoder: KeyDecoder = KeyDecoder()) {
        self.decoder = decoder
    }

    /// True when no event waits.
    package var isEmpty: Bool { head == events.count }

    /// When `flush(at:)` should be called if no more bytes come, or nil.
    package var pendingDeadline: Double? { decoder.pendingDeadline }

    /// Decodes `bytes` read at `time` and queues what they complete.
    package mutating func feed(_ bytes: some Sequence<UInt8>, at time: Double) {
        add(decoder.feedEvents(bytes, at: time))
    }

    /// Resolves what the decoder holds once its deadline has passed.
    package mutating func flush(at time: Double) {
        add(decoder.flushEvents(at: time))
    }

    /// The input ended: what the decoder holds is resolved, then `.end` queued.
    package mutating func end() {
        add(decoder.flushEvents(at: .infinity))
        add([.end])
    }

    /// Queues `fresh` by the rules above.
    package mutating func add(_ fresh: [TerminalEvent]) {
        for event in fresh {
            if event.isRelease {
                guard waitingReleases < Self.capacity else { dropped += 1; continue }
                waitingReleases += 1
            }
            guard event.isInput else { events.append(event); continue }
            if event == .key(.control("c")) {
                let first = events[head...].firstIndex { $0.isInput } ?? events.count
                events.insert(event, at: first)
            } else if event.isMotion, let last = events.indices.last, last >= head, events[last].isMotion {
                // Motion reports come dozens a second while a button is held:
                // only the latest place matters, so it replaces the one waiting.
                events[last] = event
                continue
            } else if event.isTyped {
                guard waitingText < Self.textCapacity else { dropped += 1; continue }
                events.append(event)
                waitingText += 1
            } else if waitingInputs - waitingText >= Self.capacity
                        || (event.isCursorMove && waitingInputs - waitingText >= Self.repeatBound
                            && event == events[head...].last { $0.isInput }) {
                dropped += 1
                continue
            } else {
                events.append(event)
            }
            waitingInputs += 1
        }
    }

    /// A frame went out: a key held for it may go.
    package mutating func frameDrawn() { drawn = true }

    /// What a caller waiting for events gets now, or nil to keep waiting.
    /// `frameDue`: the caller waits with a deadline, because a frame is due
    /// then. `timedOut`: that deadline has come. `forced`: the caller was
    /// woken to draw (a change elsewhere) and must return, even empty-handed.
    package mutating func handOver(frameDue: Bool, timedOut: Bool, forced: Bool = false) -> [TerminalEvent]? {
        if releaseNext {
            releaseNext = false
            return takeOne()
        }
        if mustHold && frameDue {
            if timedOut { releaseNext = true; return [] }
            return forced ? [] : nil
        }
        if !isEmpty || timedOut || forced { return takeOne() }
        return nil
    }

    /// The events up to and including the first key (with the typed
    /// characters right after it, when it is one), whatever the pacing:
    /// for a reader that is stopping.
    package mutating func takeOne() -> [TerminalEvent] {
        let start = head
        var end = events[head...].firstIndex { $0.isInput }.map { $0 + 1 } ?? events.count
        var inputs = end > start && events[end - 1].isInput ? 1 : 0
        var typed = inputs == 1 && events[end - 1].isTyped ? 1 : 0
        if typed == 1 {
            // A release between typed characters stays in its place in the run.
            while end < events.count, typed < Self.typedRun {
                if events[end].isTyped { typed += 1 } else if !events[end].isRelease { break }
                end += 1
            }
            inputs = typed
        }
        // The key's release goes with it: it is no key to wait a frame for.
        if inputs > 0 { while end < events.count, events[end].isRelease { end += 1 } }
        head = end
        let taken = Array(events[start..<end])
        waitingText -= typed
        if waitingReleases > 0 { waitingReleases -= taken.count(where: \.isRelease) }
        if head == events.count {
            events.removeAll(keepingCapacity: events.capacity <= 1024)
            head = 0
        } else if head >= 4096, head * 2 >= events.count {
            events.removeFirst(head)
            head = 0
        }
        leftover = !isEmpty
        if inputs > 0 {
            waitingInputs -= inputs
            drawn = false
            handedOverFromBacklog = leftover ? handedOverFromBacklog + 1 : 0
        }
        return taken
    }

    /// A key waits for the frame showing the last one: one is left over, no
    /// frame has been drawn since, the backlog is not yet a flood, and the
    /// next key is not Ctrl-C.
    private var mustHold: Bool {
        leftover && !drawn && handedOverFromBacklog < Self.pacedKeys
            && events[head...].first { $0.isInput } != .key(.control("c"))
    }
}

extension TerminalEvent {
    /// A key or a mouse report: what the user did, handed over one per call.
    /// A repeat is one (it types or moves as a press); a release is not.
    var isInput: Bool {
        switch self {
        case .key, .keyRepeat, .mouse: true
        case .keyUp, .resize, .end, .focus: false
        }
    }

    /// A key let go (kitty keyboard protocol): handed over with the key before it.
    var isRelease: Bool {
        if case .keyUp = self { true } else { false }
    }

    /// The pointer moved (with or without a button held).
    var isMotion: Bool {
        if case .mouse(let m) = self { m.kind == .drag || m.kind == .move } else { false }
    }

    /// The terminal's window gained or lost focus.
    var isFocusReport: Bool {
        if case .focus = self { true } else { false }
    }

    /// A printable character typed: text, handed over in runs.
    var isTyped: Bool {
        if case .key(.character) = self { true } else { false }
    }

    /// A key that only moves a cursor or a selection, whose held-down
    /// repeats may be dropped in a flood.
    var isCursorMove: Bool {
        switch self {
        case .key(let key), .keyRepeat(let key):
            switch key {
            case .upArrow, .downArrow, .leftArrow, .rightArrow, .pageUp, .pageDown: true
            default: false
            }
        default: false
        }
    }
}
