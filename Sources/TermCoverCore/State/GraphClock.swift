import Observation

/// The graph's frame and invalidation clock: the frame number and time,
/// whether a change asks for a frame, and the transaction it carries.
/// Changes arrive through a `ChangeInbox` from any thread; frames caused by
/// a change run inside Observation tracking.
@MainActor
final class GraphClock {
    /// The time of the frame being evaluated.
    private(set) var now: Double = 0
    /// The time of the evaluated frame before this one: work run after that
    /// frame (an `onChange`) made its changes then.
    private(set) var previousFrameTime: Double = 0
    private var evaluatedTime: Double = 0
    /// How far ahead of the frame that starts it an animation begins (0
    /// unless a live loop sets it, see `ViewGraph.animationLead`).
    var animationLead: Double = 0
    /// The number of the frame being evaluated (frames count from 1).
    private(set) var frameNumber = 0
    /// Changes posted since the last frame, from any thread.
    let changes = ChangeInbox()
    private var dirty = true
    /// The changes absorbed since the last frame were all scrolls.
    private var onlyScrolled = false
    /// The changes absorbed since the last frame were all to stamped entries.
    private var onlyEntries = false
    private var pendingTransaction = Transaction()
    /// The Observation trackings still registered, oldest first: each
    /// reads an epoch of its own, which is changed to retire it.
    private var trackings: [(generation: Int, epoch: TrackingEpoch)] = []
    /// How many trackings may be kept for subtrees reused across changes
    /// before a frame must read everything again and retire them.
    static let trackingLimit = 64

    /// True when a change asks for a new frame.
    var isDirty: Bool {
        absorbChanges()
        return dirty
    }

    private func absorbChanges() {
        guard let t = changes.take() else { return }
        onlyScrolled = (onlyScrolled || !dirty) && t.onlyScrolled
        onlyEntries = (onlyEntries || !dirty) && t.onlyEntries
        dirty = true
        pendingTransaction = pendingTransaction.merged(with: t.transaction)
    }

    /// What a frame starts from.
    struct Start {
        /// A change caused the frame.
        let changed: Bool
        /// The merged transaction of the changes.
        let transaction: Transaction
        /// Nothing changed since the last frame and time did not go back:
        /// what that frame resolved may be reused.
        let startedClean: Bool
        /// The only changes since the last frame were scroll views' offsets
        /// (and time did not go back): the children of lazy containers that
        /// last frame resolved may be reused (`ReuseCache.retainedChild`).
        let onlyScrolled: Bool
        /// The only changes since the last frame were to stamped entries
        /// (`@State`), and time did not go back: subtrees built from
        /// none of those entries may be reused (`ReuseCache`). False when
        /// the trackings kept for reused subtrees reached their limit.
        let onlyEntries: Bool
    }

    /// Starts frame `frameNumber + 1` at `time`, taking the pending changes.
    func beginFrame(at time: Double) -> Start {
        changes.takeRequest()
        absorbChanges()
        let start = Start(changed: dirty, transaction: pendingTransaction, startedClean: !dirty && time >= now,
                          onlyScrolled: dirty && onlyScrolled && time >= now && !mustRetire,
                          onlyEntries: dirty && onlyEntries && time >= now && !mustRetire)
        onlyScrolled = false
        onlyEntries = false
        now = time
        previousFrameTime = evaluatedTime
        evaluatedTime = time
        frameNumber += 1
        dirty = false
        pendingTransaction = Transaction()
        return start
    }

    /// Moves the time on without starting a frame: for a frame in which
    /// nothing is evaluated (`ViewGraph.advanceInPlace`).
    func advanceTime(to time: Double) {
        now = time
    }

    /// True when the trackings kept for reused subtrees reached their
    /// limit: the next frame caused by a change reads everything again.
    private var mustRetire: Bool { trackings.count >= Self.trackingLimit }

    /// Runs `evaluate`; when `changed`, inside Observation tracking, so that
    /// a change to what it read posts a change with its transaction.
    ///
    /// Observation keeps every registration until the property it watches
    /// changes, so registering on every animation frame would pile them up
    /// for values read each frame and rarely changed. Only frames caused by
    /// a change register; frames that only advance animations read what the
    /// last of those read. A tracking stays registered until a property it
    /// read changes, so frames caused by `@State` alone would still pile
    /// trackings up: each one also reads an epoch of its own, which a later
    /// registering frame changes, retiring it (its callback is then ignored
    /// by generation). A frame that reused a subtree built in an earlier
    /// one (`reusedOlder` answers after `evaluate`) did not read what that
    /// subtree read, so it keeps the older trackings; one that read
    /// everything retires them.
    func tracking<R>(_ changed: Bool, _ evaluate: () -> R, reusedOlder: () -> Bool) -> R {
        guard changed else { return evaluate() }
        let generation = changes.nextGeneration()
        let epoch = TrackingEpoch()
        let result = withObservationTracking {
            epoch.read()
            return evaluate()
        } onChange: { [changes] in
            // Synchronous, on the thread of the change, inside it: the
            // transaction in force there is the change's own.
            changes.post(Transaction.current ?? Transaction(), generation: generation)
        }
        if !reusedOlder() {
            changes.retire(before: generation)
            for old in trackings { old.epoch.advance() }
            trackings.removeAll()
        }
        trackings.append((generation, epoch))
        return result
    }
}
