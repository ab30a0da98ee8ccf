/// An object whose changes views follow, as Combine's `ObservableObject`:
/// it announces each change through `objectWillChange` before it happens,
/// and views that hold it through `@StateObject`, `@ObservedObject` or
/// `@EnvironmentObject` are evaluated again in the next frame. Its
/// `@Published` properties announce their changes by themselves; call
/// `objectWillChange.send()` for any other. A change inside
/// `withAnimation` animates, as in SwiftUI.
public protocol ObservableObject: AnyObject {
    /// What announces changes: `ObservableObjectPublisher` unless declared otherwise.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    /// Announces that the object is about to change.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
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
