/// Which control has keyboard focus, as SwiftUI's `@FocusState`: bind it
/// to controls with `.focused($field, equals: .name)` (or a `Bool` with
/// `.focused($isFocused)`). Tab and clicks that move focus update it;
/// setting it moves focus to the control bound with that value, once that
/// control is on screen; setting it to nil (or false) takes focus away.
///
/// ```swift
/// @FocusState private var field: Field?
/// TextField("Name", text: $name)
///     .focused($field, equals: .name)
///     .onSubmit { field = .email }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let link: FocusLink<Value>

    /// Focus state that is false while the bound control has no focus.
    public init() where Value == Bool {
        link = FocusLink(none: false)
    }

    /// Focus state that is nil while none of the bound controls has focus.
    public init<T: Hashable>() where Value == T? {
        link = FocusLink(none: nil)
    }

    /// The value of the focused control, or none.
    @MainActor
    public var wrappedValue: Value {
        get { link.storage.value }
        nonmutating set { link.storage.request(newValue) }
    }

    /// The binding `.focused(_:equals:)` takes.
    public var projectedValue: Binding { Binding(link: link) }

    /// A binding to focus state, as SwiftUI's `FocusState.Binding`.
    @propertyWrapper
    public struct Binding {
        let link: FocusLink<Value>

        /// The value of the focused control, or none.
        @MainActor
        public var wrappedValue: Value {
            get { link.storage.value }
            nonmutating set { link.storage.request(newValue) }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

/// Connects a `FocusState` to the storage the view graph keeps for it.
final class FocusLink<Value: Hashable>: @unchecked Sendable {
    let none: Value
    var box: StateBox<FocusStorage<Value>>?
    private var local: FocusStorage<Value>?

    init(none: Value) { self.none = none }

    @MainActor
    var storage: FocusStorage<Value> {
        if let box { return box.value }
        if let local { return local }
        let made = FocusStorage(none: none, graph: nil)
        local = made
        return made
    }
}

extension FocusState: GraphInstallable {
    func install(in graph: ViewGraph, path: ViewPath, context: ResolveContext) {
        let none = link.none
        link.box = graph.stateBox(at: path, initial: FocusStorage(none: none, graph: graph))
    }
}

/// One focus state's value, and whether the app asked for it.
@MainActor
final class FocusStorage<Value: Hashable>: AnyFocusStorage {
    let none: Value
    private(set) var value: Value
    /// Set when the app changed the value: the host moves focus to match.
    private var requested = false
    weak var graph: ViewGraph?

    init(none: Value, graph: ViewGraph?) {
        self.none = none
        value = none
        self.graph = graph
    }

    func request(_ newValue: Value) {
        value = newValue
        requested = true
        graph?.invalidate()
    }

    func takeRequest() -> AnyHashable?? {
        guard requested else { return nil }
        requested = false
        return .some(value == none ? nil : AnyHashable(value))
    }

    func reflect(_ focused: AnyHashable?) {
        let newValue = focused.flatMap { $0.base as? Value } ?? none
        guard newValue != value else { return }
        value = newValue
        graph?.invalidate()
    }
}

/// A focus state of any type, as the host sees it.
@MainActor
protocol AnyFocusStorage: AnyObject {
    /// The value the app set since the last call (`.some(nil)`: none), or nil when it set nothing.
    func takeRequest() -> AnyHashable??
    /// Follows the host's focus: the focused control's value, or nil for none.
    func reflect(_ focused: AnyHashable?)
}
