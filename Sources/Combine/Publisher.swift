/// Declares that a type can deliver a sequence of values over time, as
/// Combine's `Publisher` (which Linux lacks). A publisher hands each new
/// subscriber a `Subscription`; the subscriber asks it for values (its
/// demand) and receives them, then at most one completion.
public protocol Publisher<Output, Failure> {
    /// The kind of values published.
    associatedtype Output
    /// The kind of error published.
    associatedtype Failure: Error

    /// Attaches `subscriber`: called by `subscribe(_:)`, never directly.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Attaches `subject`, which then republishes this publisher's values.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let subscriber = Subscribers.Sink<Output, Failure>(
            receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
        subscribe(subscriber)
        return AnyCancellable(subscriber)
    }
}
