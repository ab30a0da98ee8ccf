/// A publisher that sends one value to each subscriber, then finishes, as
/// Combine's `Just`.
public struct Just<Output>: Publisher {
    /// Just never fails.
    public typealias Failure = Never

    /// The value sent.
    public let output: Output

    /// Sends `output` once to each subscriber.
    public init(_ output: Output) { self.output = output }

    /// Sends the value when the subscriber asks for one, then finishes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: OneShot(AnySubscriber(subscriber), output))
    }
}

extension Just: Equatable where Output: Equatable {}

/// Just's subscription: the value goes out on the first request of one or more.
private final class OneShot<Output>: Subscription, @unchecked Sendable {
    private var downstream: AnySubscriber<Output, Never>?
    private let output: Output

    init(_ downstream: AnySubscriber<Output, Never>, _ output: Output) {
        self.downstream = downstream
        self.output = output
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0, let target = downstream else { return }
        downstream = nil
        _ = target.receive(output)
        target.receive(completion: .finished)
    }

    func cancel() { downstream = nil }
}

/// A publisher that sends nothing and, unless told otherwise, finishes at
/// once, as Combine's `Empty`.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether it finishes at once (false: it never sends anything at all).
    public let completeImmediately: Bool

    /// An empty publisher, finishing at once unless `completeImmediately` is false.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

    /// An empty publisher whose types are given as arguments.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.init(completeImmediately: completeImmediately)
    }

    /// Hands over an empty subscription, then (usually) finishes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}
