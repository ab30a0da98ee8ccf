import Foundation

extension Publishers {
    /// Publishes a value only once `dueTime` has passed without a newer one,
    /// as Combine's `Publishers.Debounce`: a search field's text, say.
    /// Values and the completion arrive on `scheduler`; the completion drops
    /// a value still waiting, and upstream is asked for everything.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher debounced.
        public let upstream: Upstream
        /// How long a value must stand alone.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// Where values are delivered.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// Debounces `upstream` by `dueTime` on `scheduler`.
        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
                    options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(DebounceInner(downstream: AnySubscriber(subscriber), dueTime: dueTime,
                                             scheduler: scheduler, options: options))
        }
    }
}

/// A debounce subscription: each value replaces the one waiting and starts
/// its own wait; only the wait of the latest value delivers.
private final class DebounceInner<Input, Failure: Error, Context: Scheduler>: Subscriber, Subscription,
    @unchecked Sendable {
    let downstream: AnySubscriber<Input, Failure>
    let dueTime: Context.SchedulerTimeType.Stride
    let scheduler: Context
    let options: Context.SchedulerOptions?
    private let lock = NSLock()
    private var upstream: Subscription?
    private var waiting: (value: Input, generation: Int)?
    private var generation = 0
    private var done = false

    init(downstream: AnySubscriber<Input, Failure>, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
         options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.options = options
    }

    func receive(subscription: Subscription) {
        lock.lock()
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard !done else {
            lock.unlock()
            return .none
        }
        generation += 1
        let mine = generation
        waiting = (input, mine)
        lock.unlock()
        scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
                           options: options) { [self] in deliver(mine) }
        return .none
    }

    /// Delivers the value waiting if it is still the one of `generation`.
    private func deliver(_ generation: Int) {
        lock.lock()
        guard !done, let current = waiting, current.generation == generation else { return lock.unlock() }
        waiting = nil
        lock.unlock()
        _ = downstream.receive(current.value)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard !done else { return lock.unlock() }
        waiting = nil
        lock.unlock()
        scheduler.schedule(options: options) { [self] in
            lock.lock()
            guard !done else { return lock.unlock() }
            done = true
            lock.unlock()
            downstream.receive(completion: completion)
        }
    }

    /// Demand from downstream is taken as unlimited: upstream was asked for everything.
    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        lock.lock()
        done = true
        waiting = nil
        let current = upstream
        upstream = nil
        lock.unlock()
        current?.cancel()
    }
}

extension Publisher {
    /// Publishes a value only after `dueTime` has passed on `scheduler`
    /// with no newer value: `.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)`.
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                       options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}
