import Foundation

/// One report of the pointer as a gesture sees it.
struct GestureSample {
    /// Where the pointer is, in screen points (a cell's centre when the
    /// terminal reports whole cells).
    var location: CGPoint
    /// When, in seconds of the host's clock.
    var time: Double
    /// The click's number in a run of clicks (1 for a single click).
    var count: Int = 1
    /// The same moment as a `Date`, for `DragGesture.Value.time`.
    var date: Date
}

/// What happens to a gesture's pointer.
enum GestureEvent {
    /// The left button went down over the view.
    case began(GestureSample)
    /// The pointer moved with the button held.
    case moved(GestureSample)
    /// The button came up.
    case ended(GestureSample)
    /// Time passed with the button held (for `LongPressGesture`).
    case tick(Double)
    /// Another gesture took the pointer, or the view went away.
    case cancelled
}

/// Where a recognizer stands after an event.
enum GestureOutcome<Value> {
    /// Still waiting to see whether it is this gesture.
    case possible
    /// Running: the latest value.
    case changed(Value)
    /// Recognized and finished: the last value.
    case ended(Value)
    /// Not this gesture (or cancelled).
    case failed
}

/// Follows one press of the pointer for one gesture. The host feeds it the
/// press's events in order; each answers with where the gesture stands.
/// Subclasses are the built-in gestures and the wrappers (`onChanged`,
/// `map`, `sequenced(before:)`…).
@MainActor
public class _GestureRecognizer<Value> {
    /// True once the gesture has taken the pointer: a drag past its
    /// minimum distance, a long press held long enough. A click is then
    /// not delivered, and gestures of lower precedence are cancelled.
    var claims = false
    /// True once it ended or failed: later events change nothing.
    private(set) var isFinished = false
    /// When the recognizer wants a `.tick` if nothing else happens.
    var deadline: Double? { nil }

    /// Feeds one event; finished recognizers answer `.failed`.
    final func handle(_ event: GestureEvent) -> GestureOutcome<Value> {
        guard !isFinished else { return .failed }
        let outcome = receive(event)
        switch outcome {
        case .ended, .failed: isFinished = true
        default: break
        }
        return outcome
    }

    /// What subclasses implement.
    func receive(_ event: GestureEvent) -> GestureOutcome<Value> { .failed }
}

/// A recognizer made of a closure, for the gestures that are simple wrappers.
final class ClosureRecognizer<Value>: _GestureRecognizer<Value> {
    let body: (GestureEvent) -> GestureOutcome<Value>
    let baseClaims: () -> Bool
    let baseDeadline: () -> Double?
    /// A wrapper of `base`: it claims the pointer when the base does.
    convenience init<B>(wrapping base: _GestureRecognizer<B>, _ body: @escaping (GestureEvent) -> GestureOutcome<Value>) {
        self.init(claims: { base.claims }, deadline: { base.deadline }, body)
    }
    /// A recognizer made of parts, which says itself when it claims the pointer.
    init(claims: @escaping () -> Bool, deadline: @escaping () -> Double?, _ body: @escaping (GestureEvent) -> GestureOutcome<Value>) {
        self.body = body
        baseClaims = claims
        baseDeadline = deadline
    }
    override var deadline: Double? { baseDeadline() }
    override func receive(_ event: GestureEvent) -> GestureOutcome<Value> {
        let outcome = body(event)
        claims = baseClaims()
        return outcome
    }
}

extension GestureSample {
    /// Distance from `other` in points.
    func distance(from other: GestureSample) -> CGFloat {
        hypot(location.x - other.location.x, location.y - other.location.y)
    }
}
