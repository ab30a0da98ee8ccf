import Foundation

/// Something that can be cancelled, as Combine's `Cancellable`: a
/// subscription, a timer's connection.
public protocol Cancellable {
    /// Stops the activity and frees what it holds.
    func cancel()
}

extension Cancellable {
    /// Keeps this cancellable in `set`, type-erased: it lives as long as the set holds it.
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }

    /// Keeps this cancellable in `collection`, type-erased.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}

/// A type-erased cancellable that cancels when it is released, as
/// Combine's `AnyCancellable`: keep what `sink` returns, or the
/// subscription ends at once.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = NSLock()
    /// The work left to cancel; nil once cancelled.
    private var action: (() -> Void)?

    /// Calls `cancel` when cancelled or released, once.
    public init(_ cancel: @escaping () -> Void) { action = cancel }

    /// Cancels `canceller` when cancelled or released.
    public init<C: Cancellable>(_ canceller: C) { action = canceller.cancel }

    deinit { cancel() }

    /// Cancels, once.
    public func cancel() {
        lock.lock()
        let work = action
        action = nil
        lock.unlock()
        work?()
    }

    /// Keeps this cancellable in `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps this cancellable in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Identity: two cancellables are equal when they are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
