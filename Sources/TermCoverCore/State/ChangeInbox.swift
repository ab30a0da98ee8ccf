import Observation
import Synchronization

/// Where changes to the view tree's inputs are posted: by `@State` on the
/// main actor, and by Observation's callbacks, which run synchronously on
/// the thread that changed an observable, inside the change.
///
/// Taking the change there, with its transaction, is what keeps
/// `withAnimation` in force for an `@Observable` model changed from a
/// `Task { @MainActor in … }` whatever thread the executor runs it on:
/// deferring it to a later main-actor job would lose the transaction (the
/// block has returned by then) and fire `withAnimation`'s completion at
/// once, and a frame drawn in between would show the new value unanimated.
final class ChangeInbox: Sendable {
    /// What a change touched, from the narrowest.
    enum Kind {
        /// A scroll view's offset, or what lazy content measured at it:
        /// nothing a view's body reads.
        case scroll
        /// Graph entries (`@State` boxes), each stamped with the frame that
        /// first sees it (`Stamped.changedAt`).
        case entries
        /// Focus moved (`ViewGraph.invalidateFocus`): as for entries,
        /// subtrees built from neither the change nor the controls it moved
        /// between may be reused.
        case focus
        /// Anything else: an observable, the environment, the size.
        case any
    }

    private struct Pending {
        var changed = false
        var transaction = Transaction()
        /// A frame is wanted though nothing a view was built from changed.
        var requested = false
        /// Every change posted was a scroll view's offset (or what lazy
        /// content measured at it): nothing a view's body reads.
        var onlyScrolled = true
        /// Every change posted was to stamped entries or focus (a scroll
        /// offset is not one: what reads it is not known).
        var onlyEntries = true
    }

    /// What `take` hands over.
    struct Taken {
        let transaction: Transaction
        let onlyScrolled: Bool
        let onlyEntries: Bool
    }

    private let pending = Mutex(Pending())
    /// Boxed: a function stored as a `Mutex`'s value itself is reabstracted
    /// through `withLock`'s generic `inout` on every read and written back
    /// wrapped in one more thunk, so each wake-up made the handler a call
    /// deeper and 32 bytes bigger (a live run grew without bound and would
    /// in time overflow the stack). A class reference passes through as is.
    private let wakeHandler = Mutex<WakeHandler?>(nil)

    /// Called, on the posting thread, when the first change since the last
    /// `take()` arrives: a live run loop wakes from waiting on input.
    var onFirstChange: (@Sendable () -> Void)? {
        get { wakeHandler.withLock { $0 }?.call }
        set { wakeHandler.withLock { $0 = newValue.map(WakeHandler.init) } }
    }

    /// The newest Observation tracking, and the oldest whose callbacks
    /// still count: older ones are retired.
    private let generation = Mutex((newest: 0, oldestLive: 0))

    /// Trackings installed and ended (each ends with exactly one callback).
    private let trackings = Mutex((installed: 0, ended: 0))

    /// Starts a new tracking generation: callbacks of older ones are ignored.
    func nextGeneration() -> Int {
        trackings.withLock { $0.installed += 1 }
        return generation.withLock { g in
            g.newest += 1
            return g.newest
        }
    }

    /// Retires every tracking older than `generation`: their callbacks are
    /// ignored from now on.
    func retire(before generation: Int) {
        self.generation.withLock { $0.oldestLive = max($0.oldestLive, generation) }
    }

    /// Records a change reported by the Observation tracking of `generation`.
    func post(_ transaction: Transaction?, generation current: Int) {
        trackings.withLock { $0.ended += 1 }
        guard generation.withLock({ current >= $0.oldestLive }) else { return }
        post(transaction)
    }

    /// How many Observation trackings are still registered.
    var liveTrackings: Int { trackings.withLock { $0.installed - $0.ended } }

    /// Records a change made in `transaction` (nil: none) that touched
    /// `kind`: after a scroll, the children of lazy containers built for the
    /// last frame stay reusable; after changes to entries, every subtree
    /// that did not read them.
    func post(_ transaction: Transaction?, kind: Kind = .any) {
        if let transaction {
            for group in transaction.completions { group.attach() }
        }
        let first = pending.withLock { p -> Bool in
            let first = !p.changed
            p.changed = true
            if kind != .scroll { p.onlyScrolled = false }
            if kind != .entries && kind != .focus { p.onlyEntries = false }
            if let transaction { p.transaction = p.transaction.merged(with: transaction) }
            return first
        }
        if first { wakeHandler.withLock { $0 }?.call() }
    }

    /// True when a change is waiting.
    var hasChanges: Bool { pending.withLock { $0.changed } }

    /// Asks for a frame without a change: what the last frame resolved may
    /// still be reused in it. Wakes the run loop like a first change.
    func requestFrame() {
        let first = pending.withLock { p -> Bool in
            defer { p.requested = true }
            return !p.changed && !p.requested
        }
        if first { wakeHandler.withLock { $0 }?.call() }
    }

    /// True when a frame was asked for since the last one began.
    var hasRequest: Bool { pending.withLock { $0.requested } }

    /// Clears the request as a frame begins.
    func takeRequest() { pending.withLock { $0.requested = false } }

    /// Takes the changes posted so far: their merged transaction, and
    /// whether every one of them was a scroll, or to stamped entries (see `post`).
    func take() -> Taken? {
        pending.withLock { p -> Taken? in
            guard p.changed else { return nil }
            defer { p = Pending() }
            return Taken(transaction: p.transaction, onlyScrolled: p.onlyScrolled, onlyEntries: p.onlyEntries)
        }
    }
}

/// The wake-up handler as one object, so reading it copies a reference.
private final class WakeHandler: Sendable {
    let call: @Sendable () -> Void
    init(_ call: @escaping @Sendable () -> Void) { self.call = call }
}

/// An observable counter that every Observation tracking of the graph
/// reads, so that changing it ends them all: Observation drops all of a
/// tracking's registrations when any one of them fires.
final class TrackingEpoch: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var tick = 0

    /// Registers the tracking running now on the epoch.
    func read() { registrar.access(self, keyPath: \.tick) }

    /// Ends every tracking that read the epoch.
    func advance() { registrar.withMutation(of: self, keyPath: \.tick) { tick += 1 } }
}
