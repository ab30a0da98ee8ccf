import Foundation

/// One gesture, then another: the second starts when the first ends, from
/// where the pointer is, as SwiftUI's `SequenceGesture` (a long press then a drag).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence stands.
    public enum Value {
        /// The first gesture runs.
        case first(First.Value)
        /// The first ended; the second runs, or has not begun (nil).
        case second(First.Value, Second.Value?)
    }
    /// The gesture that goes first.
    public var first: First
    /// The gesture that follows.
    public var second: Second
    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    /// Runs the first, then hands the pointer to the second.
    public func _makeRecognizer(_ space: _GestureSpace) -> _GestureRecognizer<Value> {
        let a = first._makeRecognizer(space), b = second._makeRecognizer(space)
        var firstValue: First.Value?
        var last: GestureSample?
        let recognizer = ClosureRecognizer<Value>(wrapping: a) { event in
            switch event {
            case .began(let s), .moved(let s), .ended(let s): last = s
            default: break
            }
            guard let done = firstValue else {
                switch a.handle(event) {
                case .possible: return .possible
                case .changed(let v): return .changed(.first(v))
                case .failed: return .failed
                case .ended(let v):
                    firstValue = v
                    // The second begins where the pointer is now.
                    guard let s = last else { return .changed(.second(v, nil)) }
                    switch b.handle(.began(s)) {
                    case .changed(let w): return .changed(.second(v, w))
                    case .failed: return .failed
                    default: return .changed(.second(v, nil))
                    }
                }
            }
            switch b.handle(event) {
            case .possible: return .possible
            case .changed(let w): return .changed(.second(done, w))
            case .ended(let w): return .ended(.second(done, w))
            case .failed: return .failed
            }
        }
        return recognizer
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Two gestures at once, as SwiftUI's `SimultaneousGesture`: its value has
/// each one's latest (nil for one that has not reported).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Both gestures' values.
    public struct Value {
        /// The first gesture's latest value.
        public var first: First.Value?
        /// The second gesture's latest value.
        public var second: Second.Value?
    }
    /// One of the gestures.
    public var first: First
    /// The other.
    public var second: Second
    /// `first` and `second` together.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    /// Feeds both; ends when neither is still running and one ended.
    public func _makeRecognizer(_ space: _GestureSpace) -> _GestureRecognizer<Value> {
        let a = first._makeRecognizer(space), b = second._makeRecognizer(space)
        var value = Value(first: nil, second: nil)
        var states: [Int] = [0, 0]  // 0 running, 1 ended, 2 failed
        return ClosureRecognizer(claims: { a.claims || b.claims },
                                 deadline: { [a.deadline, b.deadline].compactMap { $0 }.min() }) { event in
            var changed = false
            if states[0] == 0 {
                switch a.handle(event) {
                case .changed(let v): value.first = v; changed = true
                case .ended(let v): value.first = v; states[0] = 1; changed = true
                case .failed: states[0] = 2
                case .possible: break
                }
            }
            if states[1] == 0 {
                switch b.handle(event) {
                case .changed(let v): value.second = v; changed = true
                case .ended(let v): value.second = v; states[1] = 1; changed = true
                case .failed: states[1] = 2
                case .possible: break
                }
            }
            if !states.contains(0) { return states.contains(1) ? .ended(value) : .failed }
            return changed ? .changed(value) : .possible
        }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// One of two gestures, the first preferred, as SwiftUI's `ExclusiveGesture`:
/// the second is recognized only if the first fails.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which gesture was recognized.
    public enum Value {
        /// The first.
        case first(First.Value)
        /// The second.
        case second(Second.Value)
    }
    /// The preferred gesture.
    public var first: First
    /// The fallback.
    public var second: Second
    /// `first`, or else `second`.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    /// Feeds both until one is recognized; the first wins a tie.
    public func _makeRecognizer(_ space: _GestureSpace) -> _GestureRecognizer<Value> {
        let a = first._makeRecognizer(space), b = second._makeRecognizer(space)
        var winner = 0  // 1: the first took the pointer; 2: the second did
        var firstFailed = false
        return ClosureRecognizer(claims: { a.claims || b.claims },
                                 deadline: { [a.deadline, b.deadline].compactMap { $0 }.min() }) { event in
            if winner != 2, !firstFailed {
                switch a.handle(event) {
                case .changed(let v):
                    if a.claims || winner == 1 {
                        if winner == 0 { _ = b.handle(.cancelled) }
                        winner = 1
                        return .changed(.first(v))
                    }
                case .ended(let v):
                    if winner == 0 { _ = b.handle(.cancelled) }
                    return .ended(.first(v))
                case .failed:
                    firstFailed = true
                    if winner == 1 { return .failed }
                case .possible:
                    if winner == 1 { return .possible }
                }
            }
            switch b.handle(event) {
            case .possible: return .possible
            case .changed(let w):
                guard firstFailed || b.claims else { return .possible }
                if !firstFailed { _ = a.handle(.cancelled); firstFailed = true }
                winner = 2
                return .changed(.second(w))
            case .ended(let w):
                guard firstFailed || b.claims else { return .possible }
                if !firstFailed { _ = a.handle(.cancelled); firstFailed = true }
                return .ended(.second(w))
            case .failed:
                return firstFailed ? .failed : .possible
            }
        }
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture, then `other` once this one ends.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture and `other` at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, or `other` if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
