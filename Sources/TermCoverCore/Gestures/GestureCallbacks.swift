import Foundation

/// A gesture that calls an action each time its value changes, made by `onChanged(_:)`.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    /// The same values as the content.
    public typealias Value = Content.Value
    let content: Content
    let action: @MainActor (Content.Value) -> Void
    /// Calls the action on each new value.
    public func _makeRecognizer(_ space: _GestureSpace) -> _GestureRecognizer<Value> {
        let base = content._makeRecognizer(space)
        var last: Value?
        return ClosureRecognizer(wrapping: base) { event in
            let outcome = base.handle(event)
            if case .changed(let v) = outcome, v != last { last = v; action(v) }
            return outcome
        }
    }
}

/// A gesture that calls an action when it ends, made by `onEnded(_:)`.
public struct _EndedGesture<Content: Gesture>: Gesture {
    /// The same values as the content.
    public typealias Value = Content.Value
    let content: Content
    let action: @MainActor (Content.Value) -> Void
    /// Calls the action with the last value.
    public func _makeRecognizer(_ space: _GestureSpace) -> _GestureRecognizer<Value> {
        let base = content._makeRecognizer(space)
        return ClosureRecognizer(wrapping: base) { event in
            let outcome = base.handle(event)
            if case .ended(let v) = outcome { action(v) }
            return outcome
        }
    }
}

/// A gesture whose values are mapped, made by `map(_:)`.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let transform: @MainActor (Content.Value) -> Value
    /// Maps each value.
    public func _makeRecognizer(_ space: _GestureSpace) -> _GestureRecognizer<Value> {
        let base = content._makeRecognizer(space)
        return ClosureRecognizer(wrapping: base) { event in
            switch base.handle(event) {
            case .possible: return .possible
            case .changed(let v): return .changed(transform(v))
            case .ended(let v): return .ended(transform(v))
            case .failed: return .failed
            }
        }
    }
}

/// A gesture that updates a `@GestureState` while it runs, made by
/// `updating(_:body:)`; the state goes back to its initial value when the
/// gesture ends, fails or is cancelled.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The same values as the base.
    public typealias Value = Base.Value
    /// The gesture that drives the state.
    public var base: Base
    /// The state it updates.
    public var state: GestureState<State>
    /// Called with each value, the state to change, and the transaction to change it in.
    public var body: @MainActor (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// A gesture updating `state` from `base` through `body`.
    public init(base: Base, state: GestureState<State>,
                body: @escaping @MainActor (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    /// Updates the state on each value, and resets it at the end.
    public func _makeRecognizer(_ space: _GestureSpace) -> _GestureRecognizer<Value> {
        let recognizer = base._makeRecognizer(space)
        let state = self.state, body = self.body
        return ClosureRecognizer(wrapping: recognizer) { event in
            let outcome = recognizer.handle(event)
            switch outcome {
            case .changed(let v):
                var value = state.wrappedValue
                var transaction = Transaction()
                body(v, &value, &transaction)
                withTransaction(transaction) { state.set(value) }
            case .ended, .failed:
                state.reset()
            case .possible:
                break
            }
            return outcome
        }
    }
}

extension Gesture where Value: Equatable {
    /// Calls `action` each time the gesture's value changes.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Calls `action` when the gesture ends, with its last value.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// A gesture whose values are `body`'s of this one's.
    public func map<T>(_ body: @escaping @MainActor (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    /// Updates `state` while the gesture runs; it resets when the gesture ends.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void)
        -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// Any gesture with values of type `Value`, as SwiftUI's `AnyGesture`.
public struct AnyGesture<Value>: Gesture {
    private let make: @MainActor (_GestureSpace) -> _GestureRecognizer<Value>
    /// Wraps `gesture`.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        make = { gesture._makeRecognizer($0) }
    }
    /// The wrapped gesture's recognizer.
    public func _makeRecognizer(_ space: _GestureSpace) -> _GestureRecognizer<Value> { make(space) }
}
