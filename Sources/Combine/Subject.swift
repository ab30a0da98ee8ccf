/// A publisher that code sends values through, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to the subscribers.
    func send(_ value: Output)
    /// Ends every subscription with `completion`.
    func send(completion: Subscribers.Completion<Failure>)
    /// Passes an upstream subscription in, when the subject subscribes to a publisher.
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    /// Sends the `Void` value.
    public func send() { send(()) }
}
