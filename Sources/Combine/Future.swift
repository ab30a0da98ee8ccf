import Foundation

/// A publisher that eventually sends one value, or fails, as Combine's
/// `Future`: the closure runs at once, when the future is made, and the
/// result it promises goes to every subscriber, those that came before it
/// and after.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// What the closure calls with its result.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = NSRecursiveLock()
    private var result: Result<Output, Failure>?
    private var waiting: [AnySubscriber<Output, Failure>] = []

    /// Runs `attemptToFulfill` now; the promise it is handed delivers the result.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        lock.lock()
        guard self.result == nil else { return lock.unlock() }
        self.result = result
        let all = waiting
        waiting = []
        lock.unlock()
        all.forEach { Future.deliver(result, to: $0) }
    }

    private static func deliver(_ result: Result<Output, Failure>, to subscriber: AnySubscriber<Output, Failure>) {
        switch result {
        case .success(let value):
            _ = subscriber.receive(value)
            subscriber.receive(completion: .finished)
        case .failure(let error):
            subscriber.receive(completion: .failure(error))
        }
    }

    /// Sends the result once it is known.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let target = AnySubscriber(subscriber)
        target.receive(subscription: Subscriptions.empty)
        lock.lock()
        if let result {
            lock.unlock()
            Future.deliver(result, to: target)
        } else {
            waiting.append(target)
            lock.unlock()
        }
    }
}
