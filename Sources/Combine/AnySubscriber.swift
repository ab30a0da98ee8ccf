/// A type-erased subscriber, as Combine's `AnySubscriber`.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    /// The wrapped subscriber's identity.
    public let combineIdentifier: CombineIdentifier
    private let subscription: (Subscription) -> Void
    private let value: (Input) -> Subscribers.Demand
    private let completion: (Subscribers.Completion<Failure>) -> Void
    private let name: String

    /// Wraps `subscriber`.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        if let erased = subscriber as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        combineIdentifier = subscriber.combineIdentifier
        subscription = subscriber.receive(subscription:)
        value = subscriber.receive(_:)
        completion = subscriber.receive(completion:)
        name = String(describing: subscriber)
    }

    /// A subscriber made of closures; a missing one does nothing (and a
    /// missing `receiveValue` asks for no more values).
    public init(receiveSubscription: ((Subscription) -> Void)? = nil,
                receiveValue: ((Input) -> Subscribers.Demand)? = nil,
                receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) {
        combineIdentifier = CombineIdentifier()
        subscription = receiveSubscription ?? { _ in }
        value = receiveValue ?? { _ in .none }
        completion = receiveCompletion ?? { _ in }
        name = "Anonymous AnySubscriber"
    }

    /// Passes the subscription on.
    public func receive(subscription: Subscription) { self.subscription(subscription) }
    /// Passes the value on.
    public func receive(_ input: Input) -> Subscribers.Demand { value(input) }
    /// Passes the completion on.
    public func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
    /// The wrapped subscriber's description.
    public var description: String { name }
}
