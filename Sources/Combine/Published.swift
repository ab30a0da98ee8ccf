import Foundation

/// A property of an `ObservableObject` that announces its changes, as
/// Combine's `@Published`: setting it sends the object's
/// `objectWillChange` first, so views holding the object are evaluated
/// again, and its projected value `$property` publishes each new value
/// (the current one first) before it is stored. Use it on stored
/// properties of classes.
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

    /// The property's values as a publisher: `$name.sink { … }`, or a
    /// target for `assign(to: &$name)`.
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        set {}
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
            if box.publisher == nil, box.owner == nil {
                // An object that declares its own ObservableObjectPublisher has it announced too.
                box.owner = (object as? any ObservableObject).flatMap { $0.objectWillChange as? ObservableObjectPublisher }
            }
            box.set(newValue)
        }
    }

    /// A published property's values, as Combine's `Published.Publisher`:
    /// the current value to each new subscriber, then each new value.
    public struct Publisher: Combine.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// It never fails.
        public typealias Failure = Never
        let box: PublishedBox<Value>

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            box.subject.receive(subscriber: subscriber)
        }
    }
}

/// The publisher of the object holding a published property, shared by
/// every copy of the property wrapper.
class PublishedStorage: @unchecked Sendable {
    /// Installed by the object's default `objectWillChange`.
    var publisher: ObservableObjectPublisher?
    /// The object's own publisher, when it declares one.
    var owner: ObservableObjectPublisher?
}

/// A published property's value, with its object's publisher and the
/// subject behind `$property`, made when first asked for.
final class PublishedBox<Value>: PublishedStorage, @unchecked Sendable {
    var value: Value
    private let lock = NSLock()
    private var made: CurrentValueSubject<Value, Never>?
    /// What `assign(to: &$property)` attached: it lasts as long as the property.
    private var kept: [AnyCancellable] = []

    init(value: Value) { self.value = value }

    /// The subject of `$property`.
    var subject: CurrentValueSubject<Value, Never> {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let subject = CurrentValueSubject<Value, Never>(value)
        made = subject
        return subject
    }

    /// Announces the change, publishes the new value, then stores it.
    func set(_ newValue: Value) {
        (publisher ?? owner)?.send()
        lock.lock()
        let subject = made
        lock.unlock()
        subject?.send(newValue)
        value = newValue
    }

    /// Keeps what `assign(to:)` attached.
    func keep(_ cancellable: AnyCancellable) {
        lock.lock()
        kept.append(cancellable)
        lock.unlock()
    }
}

/// Lets an object's default `objectWillChange` find its published properties.
protocol PublishedField {
    var storage: PublishedStorage { get }
}

extension Published: PublishedField {
    var storage: PublishedStorage { box }
}
