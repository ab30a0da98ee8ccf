import Foundation

extension Subscribers {
    /// A subscriber that writes each value to an object's property, as
    /// Combine's `Subscribers.Assign`. It holds the object strongly until
    /// the subscription ends or is cancelled.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible, @unchecked Sendable {
        /// Assign never fails.
        public typealias Failure = Never

        /// The object written to; nil once the subscription ended.
        public private(set) var object: Root?
        /// The property written.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private let lock = NSLock()
        private var subscription: Subscription?

        /// Writes each value to `object[keyPath: keyPath]`.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        /// Keeps the subscription and asks for every value.
        public func receive(subscription: Subscription) {
            lock.lock()
            guard object != nil, self.subscription == nil else {
                lock.unlock()
                return subscription.cancel()
            }
            self.subscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        /// Writes `value`.
        public func receive(_ value: Input) -> Subscribers.Demand {
            lock.lock()
            let target = object
            lock.unlock()
            target?[keyPath: keyPath] = value
            return .none
        }

        /// Lets go of the object.
        public func receive(completion: Subscribers.Completion<Never>) {
            lock.lock()
            object = nil
            subscription = nil
            lock.unlock()
        }

        /// Cancels the subscription and lets go of the object.
        public func cancel() {
            lock.lock()
            let current = subscription
            subscription = nil
            object = nil
            lock.unlock()
            current?.cancel()
        }

        /// "Assign".
        public var description: String { "Assign \(Root.self)" }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to `object[keyPath: keyPath]`; keep the
    /// `AnyCancellable` it returns. The object is held until then.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }

    /// Republishes each value through a `@Published` property (`&$value`),
    /// which announces it as any write does. The subscription lasts as long
    /// as the property: nothing to keep, and no cycle through the object.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        let sink = Subscribers.Sink<Output, Never>(receiveCompletion: { _ in }, receiveValue: { [weak box] in box?.set($0) })
        box.keep(AnyCancellable(sink))
        subscribe(sink)
    }
}
