import Synchronization

/// An object whose changes views follow, as SwiftUI's `ObservableObject`
/// (Combine's, which Linux does not have): it announces each change through
/// `objectWillChange` before it happens, and views that hold it through
/// `@StateObject`, `@ObservedObject` or `@EnvironmentObject` are evaluated
/// again in the next frame. Its `@Published` properties announce their
/// changes by themselves; call `objectWillChange.send()` for any other.
/// A change inside `withAnimation` animates, as in SwiftUI.
public protocol ObservableObject: AnyObject {
    /// Announces that the object is about to change.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The publisher the object's `@Published` properties share, made the
    /// first time it is asked for, as Combine's default is. An object
    /// with no `@Published` property gets a new one each time: declare
    /// `let objectWillChange = ObservableObjectPublisher()` to announce
    /// changes by hand.
    public var objectWillChange: ObservableObjectPublisher {
        var fields: [PublishedStorage] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                if let field = child.value as? PublishedField { fields.append(field.storage) }
            }
            mirror = current.superclassMirror
        }
        if let shared = fields.lazy.compactMap(\.publisher).first { return shared }
        let publisher = ObservableObjectPublisher()
        for field in fields { field.publisher = publisher }
        return publisher
    }
}

/// Tells the views holding an object that it is about to change, as
/// Combine's `ObservableObjectPublisher`. Safe to send from any thread;
/// views are evaluated again on the main actor, in the next frame.
public final class ObservableObjectPublisher: Sendable {
    /// The view trees following the object, held weakly: a tree that has
    /// gone needs no telling.
    private let followers = Mutex<[WeakInbox]>([])

    /// Creates a publisher.
    public init() {}

    /// Announces a change: each view tree holding the object takes a frame,
    /// in the transaction of the change (`withAnimation` animates it).
    public func send() {
        let inboxes = followers.withLock { list -> [ChangeInbox] in
            list.removeAll { $0.inbox == nil }
            return list.compactMap(\.inbox)
        }
        let transaction = Transaction.current ?? Transaction()
        for inbox in inboxes { inbox.post(transaction) }
    }

    /// Starts telling `inbox` of changes, once however often it is asked.
    func follow(_ inbox: ChangeInbox) {
        followers.withLock { list in
            if !list.contains(where: { $0.inbox === inbox }) { list.append(WeakInbox(inbox: inbox)) }
        }
    }

    private struct WeakInbox: Sendable {
        weak var inbox: ChangeInbox?
    }
}

extension ViewGraph {
    /// Evaluates the tree again whenever `object` announces a change.
    func follow(_ object: some ObservableObject) {
        object.objectWillChange.follow(changes)
    }
}
