import Foundation

extension Publishers {
    /// Each value folded into a running result, every result sent, as
    /// Combine's `Publishers.Scan`: a running total, say.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher scanned.
        public let upstream: Upstream
        /// The result before the first value.
        public let initialResult: Output
        /// Folds a value into the result so far.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Scans `upstream` from `initialResult` with `nextPartialResult`.
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches `subscriber`; each subscription keeps its own running result.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let running = Running(initialResult)
            let next = nextPartialResult
            upstream.subscribe(Relay(downstream: subscriber) { value in
                running.lock.lock()
                defer { running.lock.unlock() }
                running.value = next(running.value, value)
                return running.value
            })
        }
    }
}

/// A scan's running result.
private final class Running<Value>: @unchecked Sendable {
    let lock = NSLock()
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension Publisher {
    /// Each value folded into a running result from `initialResult`, every result sent.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}
