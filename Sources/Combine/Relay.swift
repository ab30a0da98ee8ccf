/// Combine's namespace for the publishers operators return.
public enum Publishers {}

/// An operator's subscriber upstream: hands the upstream subscription
/// straight to the downstream subscriber (so demand flows through
/// unchanged), and each value through `step`. A value `step` drops (nil) is
/// made up for by asking upstream for one more, as Combine's `filter` does.
struct Relay<Input, Downstream: Subscriber>: Subscriber {
    typealias Failure = Downstream.Failure
    let combineIdentifier = CombineIdentifier()
    let downstream: Downstream
    let step: (Input) -> Downstream.Input?

    func receive(subscription: Subscription) { downstream.receive(subscription: subscription) }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let output = step(input) else { return .max(1) }
        return downstream.receive(output)
    }

    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}
