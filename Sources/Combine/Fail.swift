/// A publisher that fails at once with an error, as Combine's `Fail`.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error sent.
    public let error: Failure

    /// Fails every subscriber with `error`.
    public init(error: Failure) { self.error = error }

    /// Fails every subscriber with `error` (the output type given for type inference).
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    /// Sends the failure.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

extension Publishers {
    /// A publisher that never fails given a failure type, as Combine's
    /// `Publishers.SetFailureType`: so that it joins publishers that can.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The publisher that never fails.
        public let upstream: Upstream

        /// `upstream`, typed as failing with `Failure`.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(NeverFailing(downstream: subscriber))
        }
    }
}

/// SetFailureType's subscriber upstream: values and the finish pass as they are.
private struct NeverFailing<Downstream: Subscriber>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Never
    let combineIdentifier = CombineIdentifier()
    let downstream: Downstream
    func receive(subscription: Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<Never>) { downstream.receive(completion: .finished) }
}

extension Publisher where Failure == Never {
    /// This publisher typed as failing with `failureType`, as Combine's `setFailureType(to:)`.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}
