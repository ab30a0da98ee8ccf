/// A subject that passes each value to the subscribers that asked for one
/// and keeps none, as Combine's `PassthroughSubject`: a value sent while
/// nobody wants one is dropped.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubjectSubscribers<Output, Failure>()

    /// A subject with no subscribers yet.
    public init() {}

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber)
    }

    /// Sends `input` to every subscriber that asked for a value.
    public func send(_ input: Output) { subscribers.send(input, keep: false) }

    /// Ends every subscription; later values are ignored.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }

    /// Asks an upstream the subject subscribed to for all its values.
    public func send(subscription: Subscription) { subscribers.take(subscription) }
}
