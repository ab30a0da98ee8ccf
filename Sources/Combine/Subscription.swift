/// What a publisher gives a subscriber: the subscriber asks it for values
/// and cancels it, as Combine's `Subscription`.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Combine's namespace for ready-made subscriptions.
public enum Subscriptions {
    /// A subscription that asks for nothing and cancels nothing: what a
    /// publisher with nothing to send (or a failure to send at once) hands over.
    public static var empty: Subscription { EmptySubscription() }
}

/// `Subscriptions.empty`.
private struct EmptySubscription: Subscription {
    let combineIdentifier = CombineIdentifier()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
