import Foundation

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object`, or
    /// from anyone when nil), as Combine's.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// Notifications as a publisher, as Combine's `NotificationCenter.Publisher`:
    /// each subscription observes the center until it is cancelled.
    public struct Publisher: Combine.Publisher {
        /// A notification posted.
        public typealias Output = Notification
        /// The center never fails.
        public typealias Failure = Never

        /// The center observed.
        public let center: NotificationCenter
        /// The name observed.
        public let name: Notification.Name
        /// The sender observed, or nil for any.
        public let object: AnyObject?

        /// Observes `name` from `object` in `center`.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Attaches `subscriber`; each posted notification goes to it while it has demand.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscribers = SubjectSubscribers<Notification, Never>()
            let token = UncheckedObserver(center.addObserver(forName: name, object: object, queue: nil) {
                subscribers.send($0, keep: false)
            })
            let center = UncheckedObserver(self.center)
            subscribers.attach(ObservingSubscriber(downstream: subscriber) {
                (center.value as! NotificationCenter).removeObserver(token.value)
            })
        }
    }
}

/// An observer token or a center, handed to a cancellation on any thread.
private struct UncheckedObserver: @unchecked Sendable {
    let value: Any
    init(_ value: Any) { self.value = value }
}

/// Removes the observer when the subscription ends.
private struct ObservingSubscriber<Downstream: Subscriber>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    let combineIdentifier = CombineIdentifier()
    let downstream: Downstream
    let stop: () -> Void

    func receive(subscription: Subscription) {
        downstream.receive(subscription: Stopping(inner: subscription, stop: stop))
    }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<Failure>) {
        stop()
        downstream.receive(completion: completion)
    }

    final class Stopping: Subscription {
        let inner: Subscription
        let stop: () -> Void
        init(inner: Subscription, stop: @escaping () -> Void) {
            self.inner = inner
            self.stop = stop
        }
        func request(_ demand: Subscribers.Demand) { inner.request(demand) }
        func cancel() {
            inner.cancel()
            stop()
        }
    }
}
