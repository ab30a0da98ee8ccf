/// A property of an `ObservableObject` that announces its changes, as
/// Combine's `@Published`: setting it sends the object's
/// `objectWillChange` first, so views holding the object are evaluated
/// again. Use it on stored properties of classes.
@propertyWrapper
public struct Published<Value> {
    let box: PublishedBox<Value>

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) { box = PublishedBox(value: wrappedValue) }

    /// A published property starting at `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Only a class can hold a published property: its object is what
    /// announces the change. This is never called.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// Reads and writes the property through its object, announcing the
    /// change on the object's `objectWillChange` before it is made.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            let publisher = box.publisher ?? (object as? any ObservableObject)?.objectWillChange
            publisher?.send()
            box.value = newValue
        }
    }
}

/// The publisher of the object holding a published property, shared by
/// every copy of the property wrapper.
class PublishedStorage: @unchecked Sendable {
    /// Installed by the object's default `objectWillChange`.
    var publisher: ObservableObjectPublisher?
}

/// A published property's value, with its object's publisher.
final class PublishedBox<Value>: PublishedStorage, @unchecked Sendable {
    var value: Value
    init(value: Value) { self.value = value }
}

/// Lets an object's default `objectWillChange` find its published properties.
protocol PublishedField {
    var storage: PublishedStorage { get }
}

extension Published: PublishedField {
    var storage: PublishedStorage { box }
}
