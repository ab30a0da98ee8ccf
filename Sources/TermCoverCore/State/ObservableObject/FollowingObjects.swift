import Combine

extension ChangeInbox: ObjectChangeFollower {
    /// An object a view holds announced a change: a frame, in the change's transaction.
    func objectWillChange() { post(Transaction.current ?? Transaction()) }
}

extension ViewGraph {
    /// Evaluates the tree again whenever `object` announces a change:
    /// through the graph's own hook for an `ObservableObjectPublisher`,
    /// through a subscription kept for the object's life for any other.
    func follow<Object: ObservableObject>(_ object: Object) {
        let announcer = object.objectWillChange
        if let publisher = announcer as? ObservableObjectPublisher {
            publisher.follow(changes)
        } else {
            otherPublishers.follow(object, announcer, inbox: changes)
        }
    }
}

/// The subscriptions to objects whose `objectWillChange` is a publisher of
/// their own (a `PassthroughSubject`, say): one per object while it lives.
final class FollowedPublishers {
    private var followed: [ObjectIdentifier: (object: Weak, subscription: AnyCancellable)] = [:]

    struct Weak { weak var object: AnyObject? }

    func follow<P: Publisher>(_ object: AnyObject, _ publisher: P, inbox: ChangeInbox) where P.Failure == Never {
        let key = ObjectIdentifier(object)
        if let entry = followed[key], entry.object.object === object { return }
        if followed.count > 64 { followed = followed.filter { $0.value.object.object != nil } }
        let subscription = publisher.sink { [weak inbox] _ in inbox?.objectWillChange() }
        followed[key] = (Weak(object: object), subscription)
    }
}
