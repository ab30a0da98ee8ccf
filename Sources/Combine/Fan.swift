import Foundation

/// What operators with several upstreams (`merge`, `combineLatest`, `zip`,
/// `flatMap`, `append`) share: one subscription downstream that holds every
/// upstream subscription, asks each upstream for everything (downstream's
/// demand is taken as unlimited, as `debounce`'s is), hands values on one
/// at a time under a lock, and finishes once every upstream that must has
/// finished, or fails with the first failure.
final class Fan<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let downstream: AnySubscriber<Output, Failure>
    private let lock = NSRecursiveLock()
    private var upstreams: [Subscription] = []
    private var done = false
    /// Upstreams still to finish before downstream finishes.
    private var pending: Int

    init(_ downstream: AnySubscriber<Output, Failure>, pending: Int) {
        self.downstream = downstream
        self.pending = pending
    }

    /// Tells downstream of the fan; call once, before any upstream subscribes.
    func start() { downstream.receive(subscription: self) }

    /// Keeps `subscription` (cancelled with the fan) and asks it for everything.
    func attach(_ subscription: Subscription) {
        lock.lock()
        if done { lock.unlock(); subscription.cancel(); return }
        upstreams.append(subscription)
        lock.unlock()
        subscription.request(.unlimited)
    }

    /// Runs `body` under the lock unless the fan is done; what it returns, if anything, goes downstream.
    func send(_ body: () -> Output?) {
        lock.lock()
        defer { lock.unlock() }
        guard !done, let value = body() else { return }
        _ = downstream.receive(value)
    }

    /// One more upstream may subscribe and must finish (a `flatMap`'s inner publisher).
    func expectOneMore() {
        lock.lock()
        pending += 1
        lock.unlock()
    }

    /// An upstream ended: a failure ends the fan; a finish ends it when it was the last one pending.
    func upstreamEnded(_ completion: Subscribers.Completion<Failure>, endsAll: Bool = false) {
        lock.lock()
        defer { lock.unlock() }
        guard !done else { return }
        if case .finished = completion {
            pending -= 1
            guard pending <= 0 || endsAll else { return }
        }
        done = true
        let all = upstreams
        upstreams = []
        if case .failure = completion { all.forEach { $0.cancel() } }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        lock.lock()
        done = true
        let all = upstreams
        upstreams = []
        lock.unlock()
        all.forEach { $0.cancel() }
    }
}

/// One upstream of a `Fan`: attaches its subscription and hands each value to `value`.
struct FanInput<Input, Output, Failure: Error>: Subscriber {
    let combineIdentifier = CombineIdentifier()
    let fan: Fan<Output, Failure>
    let value: (Input) -> Void
    var onFinish: (() -> Void)? = nil

    func receive(subscription: Subscription) { fan.attach(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand {
        value(input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Failure>) {
        if case .finished = completion, let onFinish { return onFinish() }
        fan.upstreamEnded(completion)
    }
}
