import Foundation

extension Publishers {
    /// At most one value an interval, as Combine's `Publishers.Throttle`: a
    /// value when nothing was sent for `interval` goes out at once and opens
    /// a window; of the values during the window, the latest (or, with
    /// `latest: false`, the first) goes out when it closes, opening another.
    /// Values arrive on `scheduler`; upstream is asked for everything.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher throttled.
        public let upstream: Upstream
        /// The window.
        public let interval: Context.SchedulerTimeType.Stride
        /// Where values are delivered.
        public let scheduler: Context
        /// The latest value of a window rather than its first.
        public let latest: Bool

        /// Throttles `upstream` to one value an `interval` on `scheduler`.
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ThrottleInner(downstream: AnySubscriber(subscriber), interval: interval,
                                             scheduler: scheduler, latest: latest))
        }
    }
}

/// A throttle subscription: the window, and the value kept for its end.
private final class ThrottleInner<Input, Failure: Error, Context: Scheduler>: Subscriber, Subscription, @unchecked Sendable {
    let downstream: AnySubscriber<Input, Failure>
    let interval: Context.SchedulerTimeType.Stride
    let scheduler: Context
    let latest: Bool
    private let lock = NSLock()
    private var upstream: Subscription?
    private var windowOpen = false
    private var kept: Input?
    private var done = false

    init(downstream: AnySubscriber<Input, Failure>, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
        self.downstream = downstream
        self.interval = interval
        self.scheduler = scheduler
        self.latest = latest
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
        guard !done else { lock.unlock(); return .none }
        if windowOpen {
            if latest || kept == nil { kept = input }
            lock.unlock()
            return .none
        }
        windowOpen = true
        lock.unlock()
        scheduler.schedule { [self] in send(input) }
        return .none
    }

    /// Sends `value` and opens a window; at its end, what was kept goes out.
    private func send(_ value: Input) {
        lock.lock()
        guard !done else { return lock.unlock() }
        lock.unlock()
        _ = downstream.receive(value)
        scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: nil) { [self] in
            lock.lock()
            guard let next = kept else {
                windowOpen = false
                return lock.unlock()
            }
            kept = nil
            lock.unlock()
            send(next)
        }
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule { [self] in
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
        let current = upstream
        upstream = nil
        lock.unlock()
        current?.cancel()
    }
}

extension Publisher {
    /// At most one value an `interval` on `scheduler`: the window's latest, or its first.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
        -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}
