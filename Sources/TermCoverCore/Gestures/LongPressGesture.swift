import Foundation

/// A press held for `minimumDuration` seconds without straying more than
/// `maximumDistance` points, as SwiftUI's `LongPressGesture`. Its value is
/// true while pressed: `updating` sees true at the press, and `onEnded`
/// runs once the time is up, while the button is still down.
public struct LongPressGesture: Gesture {
    /// True while the press lasts.
    public typealias Value = Bool
    /// Seconds the press must last.
    public var minimumDuration: Double
    /// How far, in points, the pointer may stray.
    public var maximumDistance: CGFloat

    /// A long press of `minimumDuration` seconds (0.5 by default).
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// Follows one press.
    public func _makeRecognizer(_ space: _GestureSpace) -> _GestureRecognizer<Bool> {
        LongPressRecognizer(duration: minimumDuration, distance: maximumDistance)
    }
}

final class LongPressRecognizer: _GestureRecognizer<Bool> {
    let duration: Double
    let distance: CGFloat
    private var start: GestureSample?
    init(duration: Double, distance: CGFloat) {
        self.duration = duration
        self.distance = distance
    }
    override var deadline: Double? { start.map { $0.time + duration } }
    override func receive(_ event: GestureEvent) -> GestureOutcome<Bool> {
        switch event {
        case .began(let s):
            start = s
            return .changed(true)
        case .moved(let s):
            guard let start, s.distance(from: start) <= distance else { return .failed }
            return .possible
        case .tick(let now):
            guard let start, now >= start.time + duration - 1e-9 else { return .possible }
            claims = true
            return .ended(true)
        case .ended(let s):
            // A release after the time is up (no tick came between) still counts.
            guard let start, s.time >= start.time + duration - 1e-9 else { return .failed }
            claims = true
            return .ended(true)
        case .cancelled:
            return .failed
        }
    }
}
