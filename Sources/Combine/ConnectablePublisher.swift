import Foundation

/// A publisher that starts only when told, as Combine's
/// `ConnectablePublisher`: `Timer.publish` is one.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts publishing; cancel what it returns to stop.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// Connects when the first subscriber attaches, and disconnects when the
    /// last one cancels: `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(self) }
}

extension Publishers {
    /// A connectable publisher connected while it has subscribers, as Combine's `Publishers.Autoconnect`.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher connected.
        public final let upstream: Upstream
        private let lock = NSLock()
        private var connection: Cancellable?
        private var subscribers = 0

        /// Connects `upstream` while it has subscribers.
        public init(_ upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber`, connecting if it is the first.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            lock.lock()
            subscribers += 1
            let first = connection == nil
            lock.unlock()
            // The subscription holds the publisher, as in Combine: a chain written
            // in one expression (`….autoconnect().sink { … }`) keeps its timer
            // running; cancelling lets go of it.
            upstream.subscribe(AutoconnectInner(downstream: subscriber, onCancel: { self.release() }))
            if first {
                let made = upstream.connect()
                lock.lock()
                if connection == nil, subscribers > 0 {
                    connection = made
                    lock.unlock()
                } else {
                    lock.unlock()
                    made.cancel()
                }
            }
        }

        /// One subscriber left; the last disconnects.
        private func release() {
            lock.lock()
            subscribers -= 1
            let last = subscribers == 0 ? connection : nil
            if last != nil { connection = nil }
            lock.unlock()
            last?.cancel()
        }
    }
}

/// Passes a subscription on wrapped, to hear its cancellation.
private struct AutoconnectInner<Downstream: Subscriber>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    let combineIdentifier = CombineIdentifier()
    let downstream: Downstream
    let onCancel: () -> Void

    func receive(subscription: Subscription) {
        downstream.receive(subscription: Watched(inner: subscription, onCancel: onCancel))
    }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }

    /// The upstream subscription, telling its cancellation once.
    final class Watched: Subscription, @unchecked Sendable {
        let inner: Subscription
        private var onCancel: (() -> Void)?
        private let lock = NSLock()
        init(inner: Subscription, onCancel: @escaping () -> Void) {
            self.inner = inner
            self.onCancel = onCancel
        }
        func request(_ demand: Subscribers.Demand) { inner.request(demand) }
        func cancel() {
            lock.lock()
            let tell = onCancel
            onCancel = nil
            lock.unlock()
            inner.cancel()
            tell?()
        }
    }
}
