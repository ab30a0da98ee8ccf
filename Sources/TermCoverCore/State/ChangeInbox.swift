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
    private struct Pending {
        var changed = false
        var transaction = Transaction()
    }

    private let pending = Mutex(Pending())
    private let wakeHandler = Mutex<(@Sendable () -> Void)?>(nil)

    /// Called, on the posting thread, when the first change since the last
    /// `take()` arrives: a live run loop wakes from waiting on input.
    var onFirstChange: (@Sendable () -> Void)? {
        get { wakeHandler.withLock { $0 } }
        set { wakeHandler.withLock { $0 = newValue } }
    }

    /// Records a change made in `transaction` (nil: none).
    func post(_ transaction: Transaction?) {
        if let transaction {
            for group in transaction.completions { group.attach() }
        }
        let first = pending.withLock { p -> Bool in
            let first = !p.changed
            p.changed = true
            if let transaction { p.transaction = p.transaction.merged(with: transaction) }
            return first
        }
        if first { onFirstChange?() }
    }

    /// True when a change is waiting.
    var hasChanges: Bool { pending.withLock { $0.changed } }

    /// Takes the changes posted so far and their merged transaction.
    func take() -> Transaction? {
        pending.withLock { p -> Transaction? in
            guard p.changed else { return nil }
            defer { p = Pending() }
            return p.transaction
        }
    }
}
