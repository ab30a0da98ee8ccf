import Foundation

/// One subscriber's subscription to a subject: keeps its demand, so a value
/// goes only to a subscriber that asked for one. A subject keeps one each.
final class SubjectConduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    /// A value waiting for demand (a `CurrentValueSubject`'s current one).
    private var waiting: Output?
    /// Told when the subscriber cancels, so the subject forgets it.
    private let onCancel: (SubjectConduit) -> Void

    init(_ downstream: AnySubscriber<Output, Failure>, waiting: Output? = nil,
         onCancel: @escaping (SubjectConduit) -> Void) {
        self.downstream = downstream
        self.waiting = waiting
        self.onCancel = onCancel
    }

    /// Delivers `value` if it was asked for; otherwise keeps it as the
    /// latest (`keep`) or drops it, as a `PassthroughSubject` does.
    func offer(_ value: Output, keep: Bool) {
        lock.lock()
        guard let downstream else { return lock.unlock() }
        guard demand > 0 else {
            if keep { waiting = value }
            return lock.unlock()
        }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock()
        demand += more
        lock.unlock()
    }

    /// Ends the subscription with `completion`.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let target = downstream
        downstream = nil
        waiting = nil
        lock.unlock()
        target?.receive(completion: completion)
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        if let value = waiting, demand > 0 {
            waiting = nil
            lock.unlock()
            offer(value, keep: true)
            return
        }
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        let wasLive = downstream != nil
        downstream = nil
        waiting = nil
        lock.unlock()
        if wasLive { onCancel(self) }
    }
}

/// What a subject's subscribers share: the live conduits and the completion.
final class SubjectSubscribers<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var conduits: [SubjectConduit<Output, Failure>] = []
    private var completion: Subscribers.Completion<Failure>?
    /// Upstream subscriptions handed in with `send(subscription:)`.
    private var upstreams: [Subscription] = []

    /// Attaches `subscriber`: at once finished if the subject has completed.
    func attach<S: Subscriber>(_ subscriber: S, waiting: Output? = nil) where S.Input == Output, S.Failure == Failure {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        let conduit = SubjectConduit(AnySubscriber(subscriber), waiting: waiting) { [weak self] gone in
            self?.detach(gone)
        }
        conduits.append(conduit)
        lock.unlock()
        subscriber.receive(subscription: conduit)
    }

    private func detach(_ conduit: SubjectConduit<Output, Failure>) {
        lock.lock()
        conduits.removeAll { $0 === conduit }
        lock.unlock()
    }

    /// Sends `value` to each subscriber that asked (or keeps it, `keep`);
    /// nothing once completed.
    func send(_ value: Output, keep: Bool) {
        lock.lock()
        let current = completion == nil ? conduits : []
        lock.unlock()
        for conduit in current { conduit.offer(value, keep: keep) }
    }

    /// Ends every subscription; later subscribers get the completion at once.
    func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else { return lock.unlock() }
        self.completion = completion
        let current = conduits
        conduits = []
        lock.unlock()
        for conduit in current { conduit.finish(completion) }
    }

    /// True once completed.
    var isCompleted: Bool {
        lock.lock()
        defer { lock.unlock() }
        return completion != nil
    }

    /// Asks an upstream the subject subscribed to for everything, and keeps it.
    func take(_ subscription: Subscription) {
        lock.lock()
        upstreams.append(subscription)
        lock.unlock()
        subscription.request(.unlimited)
    }
}
