import Foundation

/// A tap: the left button pressed and released on the view `count` times
/// in a row, as SwiftUI's `TapGesture`. It is recognized as a click is
/// (the innermost view that takes a click gets it; clicks in a row are on
/// one cell, less than half a second apart).
public struct TapGesture: Gesture {
    /// A tap has no value.
    public typealias Value = Void
    /// How many clicks in a row.
    public var count: Int
    /// A gesture recognizing `count` taps (1 by default).
    public init(count: Int = 1) { self.count = count }

    /// Follows one press.
    public func _makeRecognizer(_ space: _GestureSpace) -> _GestureRecognizer<Void> {
        TapRecognizer(count: count) { _ in () }
    }
}

/// A tap that reports where it happened, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture {
    /// Where the tap was.
    public struct Value: Equatable, Sendable {
        /// The location, in the gesture's coordinate space.
        public var location: CGPoint
    }
    /// How many clicks in a row.
    public var count: Int
    /// The space the location is in.
    public var coordinateSpace: CoordinateSpace

    /// A gesture recognizing `count` taps, located in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// A gesture recognizing `count` taps, located in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// Follows one press.
    public func _makeRecognizer(_ space: _GestureSpace) -> _GestureRecognizer<Value> {
        TapRecognizer(count: count) { Value(location: space.convert($0.location, to: coordinateSpace)) }
    }
}

/// Ends on a release that makes the click number `count` (a single tap
/// takes every click, as `onTapGesture` does); fails when the pointer
/// strays more than a cell's height from the press.
final class TapRecognizer<Value>: _GestureRecognizer<Value> {
    let count: Int
    let value: (GestureSample) -> Value
    private var start: GestureSample?
    init(count: Int, value: @escaping (GestureSample) -> Value) {
        self.count = count
        self.value = value
    }
    /// A tap is a discrete gesture: the host ends it through the click path.
    override func receive(_ event: GestureEvent) -> GestureOutcome<Value> {
        switch event {
        case .began(let s): start = s; return .possible
        case .moved(let s):
            guard let start, s.distance(from: start) <= 16 else { return .failed }
            return .possible
        case .ended(let s):
            guard count <= 1 || s.count == count else { return .failed }
            return .ended(value(s))
        case .tick: return .possible
        case .cancelled: return .failed
        }
    }
}
