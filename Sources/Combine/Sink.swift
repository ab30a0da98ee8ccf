import Foundation

extension Subscribers {
    /// A subscriber that asks for every value and hands each to a closure,
    /// as Combine's `Subscribers.Sink`. Cancelling it (or releasing the
    /// `AnyCancellable` that `sink` returns) ends the subscription.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible, @unchecked Sendable {
        /// Called with each value.
        public var receiveValue: (Input) -> Void
        /// Called with the completion.
        public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private let lock = NSLock()
        private var subscription: Subscription?
        private var ended = false

        /// A sink calling `receiveCompletion` and `receiveValue`.
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        /// Keeps the subscription and asks for every value.
        public func receive(subscription: Subscription) {
            lock.lock()
            guard !ended, self.subscription == nil else {
                lock.unlock()
                return subscription.cancel()
            }
            self.subscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        /// Hands `value` to the closure, unless cancelled.
        public func receive(_ value: Input) -> Subscribers.Demand {
            lock.lock()
            let live = !ended
            lock.unlock()
            if live { receiveValue(value) }
            return .none
        }

        /// Hands the completion to the closure, once.
        public func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            guard !ended else { return lock.unlock() }
            ended = true
            subscription = nil
            lock.unlock()
            receiveCompletion(completion)
            release()
        }

        /// Cancels the subscription; no value or completion follows.
        public func cancel() {
            lock.lock()
            guard !ended else { return lock.unlock() }
            ended = true
            let current = subscription
            subscription = nil
            lock.unlock()
            current?.cancel()
            release()
        }

        /// Drops the closures, and whatever they hold.
        private func release() {
            receiveValue = { _ in }
            receiveCompletion = { _ in }
        }

        /// "Sink".
        public var description: String { "Sink" }
    }
}

extension Publisher {
    /// Attaches a subscriber that calls `receiveCompletion` at the end and
    /// `receiveValue` with each value; keep the `AnyCancellable` it returns.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber that calls `receiveValue` with each value; keep
    /// the `AnyCancellable` it returns.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
