import Foundation

/// A subject that holds a value and sends it to each new subscriber, then
/// every change, as Combine's `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubjectSubscribers<Output, Failure>()
    private let lock = NSLock()
    private var current: Output

    /// A subject holding `value`.
    public init(_ value: Output) { current = value }

    /// The value held; setting it sends it, as `send(_:)` does.
    public var value: Output {
        get {
            lock.lock()
            defer { lock.unlock() }
            return current
        }
        set { send(newValue) }
    }

    /// Attaches `subscriber`, which receives the current value first.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber, waiting: value)
    }

    /// Holds `input` and sends it to every subscriber (a subscriber with no
    /// demand gets the latest value when it asks). Ignored once completed.
    public func send(_ input: Output) {
        guard !subscribers.isCompleted else { return }
        lock.lock()
        current = input
        lock.unlock()
        subscribers.send(input, keep: true)
    }

    /// Ends every subscription.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }

    /// Asks an upstream the subject subscribed to for all its values.
    public func send(subscription: Subscription) { subscribers.take(subscription) }
}
