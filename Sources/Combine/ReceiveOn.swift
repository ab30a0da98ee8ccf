extension Publishers {
    /// Delivers values and the completion on a scheduler, as Combine's
    /// `Publishers.ReceiveOn`; the subscription and demand pass straight through.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher moved.
        public let upstream: Upstream
        /// Where values are delivered.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// Delivers `upstream`'s values on `scheduler`.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReceiveOnInner(downstream: subscriber, scheduler: scheduler, options: options))
        }
    }
}

/// Hands each value and the completion to the scheduler. The demand a
/// value's delivery returns is lost (it is known only later, elsewhere), so
/// downstream should ask up front: `sink` and `assign` ask for everything.
private struct ReceiveOnInner<Downstream: Subscriber, Context: Scheduler>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    let combineIdentifier = CombineIdentifier()
    let downstream: Downstream
    let scheduler: Context
    let options: Context.SchedulerOptions?

    func receive(subscription: Subscription) { downstream.receive(subscription: subscription) }

    func receive(_ input: Input) -> Subscribers.Demand {
        let downstream = self.downstream
        scheduler.schedule(options: options) { _ = downstream.receive(input) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let downstream = self.downstream
        scheduler.schedule(options: options) { downstream.receive(completion: completion) }
    }
}

extension Publisher {
    /// Delivers values and the completion on `scheduler`:
    /// `.receive(on: DispatchQueue.main)` or `.receive(on: RunLoop.main)`.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}
