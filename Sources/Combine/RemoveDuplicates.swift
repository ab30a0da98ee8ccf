import Foundation

extension Publishers {
    /// Republishes a value only when it differs from the one before it, as
    /// Combine's `Publishers.RemoveDuplicates`.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher deduplicated.
        public let upstream: Upstream
        /// True when two values in a row count as the same.
        public let predicate: (Output, Output) -> Bool

        /// Drops each of `upstream`'s values that `predicate` finds the same as the one before.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber`; each subscription remembers its own last value.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let last = LastValue<Output>()
            let predicate = self.predicate
            upstream.subscribe(Relay(downstream: subscriber) { value in
                last.replace(with: value) { predicate($0, value) } ? nil : value
            })
        }
    }
}

/// The value a `removeDuplicates` subscription saw last.
private final class LastValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    /// True when `value` is the same as the last one (`same`); either way it becomes the last.
    func replace(with value: Value, same: (Value) -> Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let duplicate = self.value.map(same) ?? false
        self.value = value
        return duplicate
    }
}

extension Publisher where Output: Equatable {
    /// Drops each value equal to the one before it.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher {
    /// Drops each value that `predicate` finds the same as the one before it.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}
