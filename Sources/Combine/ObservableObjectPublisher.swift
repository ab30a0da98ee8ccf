import Foundation

/// Tells the views and subscribers holding an object that it is about to
/// change, as Combine's `ObservableObjectPublisher`. Safe to send from any
/// thread; views are evaluated again on the main actor, in the next frame.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// The announcement carries no value.
    public typealias Output = Void
    /// It never fails.
    public typealias Failure = Never

    private let lock = NSLock()
    /// The view trees following the object, held weakly: a tree that has
    /// gone needs no telling.
    private var followers: [WeakFollower] = []
    /// Combine subscribers, made for the first.
    private var subscribers: SubjectSubscribers<Void, Never>?

    /// Creates a publisher.
    public init() {}

    /// Announces a change: each view tree holding the object takes a frame
    /// (in the transaction of the change: `withAnimation` animates it), and
    /// each subscriber gets a value.
    public func send() {
        lock.lock()
        followers.removeAll { $0.follower == nil }
        let current = followers.compactMap(\.follower)
        let combine = subscribers
        lock.unlock()
        for follower in current { follower.objectWillChange() }
        combine?.send((), keep: false)
    }

    /// Attaches `subscriber`, which gets a value before each change.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        lock.lock()
        let list = subscribers ?? SubjectSubscribers()
        subscribers = list
        lock.unlock()
        list.attach(subscriber)
    }

    /// Starts telling `follower` of changes, once however often it is asked:
    /// the view graph's way in, cheaper than a subscription per frame.
    package func follow(_ follower: any ObjectChangeFollower) {
        lock.lock()
        if !followers.contains(where: { $0.follower === follower }) { followers.append(WeakFollower(follower: follower)) }
        lock.unlock()
    }

    private struct WeakFollower {
        weak var follower: (any ObjectChangeFollower)?
    }
}

/// What follows objects for the views: TermCover's view graph.
package protocol ObjectChangeFollower: AnyObject, Sendable {
    /// An object it follows is about to change; called on the changing thread.
    func objectWillChange()
}
