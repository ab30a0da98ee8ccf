import Foundation

// Pinches and twists need two fingers; a terminal's mouse has one pointer,
// so these compile and are attached as in SwiftUI but never begin.

/// A pinch, as SwiftUI's `MagnifyGesture` (iOS 17). A terminal never reports one.
public struct MagnifyGesture: Gesture {
    /// The state of a pinch.
    public struct Value: Equatable, Sendable {
        /// When the latest report came.
        public var time: Date
        /// The scale relative to the start: 1 at first.
        public var magnification: CGFloat
        /// How fast the scale changes, per second.
        public var velocity: CGFloat
        /// Where between the fingers the pinch started, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the pinch started, in the view's space.
        public var startLocation: CGPoint
    }
    /// How much the scale must change before the gesture begins.
    public var minimumScaleDelta: CGFloat
    /// A pinch that begins after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    /// Never begins.
    public func _makeRecognizer(_ space: _GestureSpace) -> _GestureRecognizer<Value> { _GestureRecognizer() }
}

/// A pinch, as SwiftUI's older `MagnificationGesture`: its value is the scale.
public struct MagnificationGesture: Gesture {
    /// The scale relative to the start.
    public typealias Value = CGFloat
    /// How much the scale must change before the gesture begins.
    public var minimumScaleDelta: CGFloat
    /// A pinch that begins after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    /// Never begins.
    public func _makeRecognizer(_ space: _GestureSpace) -> _GestureRecognizer<CGFloat> { _GestureRecognizer() }
}

/// A twist of two fingers, as SwiftUI's `RotateGesture` (iOS 17). A terminal never reports one.
public struct RotateGesture: Gesture {
    /// The state of a twist.
    public struct Value: Equatable, Sendable {
        /// When the latest report came.
        public var time: Date
        /// The angle turned since the start.
        public var rotation: Angle
        /// How fast it turns, per second.
        public var velocity: Angle
        /// Where between the fingers the twist started, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the twist started, in the view's space.
        public var startLocation: CGPoint
    }
    /// How far it must turn before the gesture begins.
    public var minimumAngleDelta: Angle
    /// A twist that begins after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    /// Never begins.
    public func _makeRecognizer(_ space: _GestureSpace) -> _GestureRecognizer<Value> { _GestureRecognizer() }
}

/// A twist, as SwiftUI's older `RotationGesture`: its value is the angle.
public struct RotationGesture: Gesture {
    /// The angle turned.
    public typealias Value = Angle
    /// How far it must turn before the gesture begins.
    public var minimumAngleDelta: Angle
    /// A twist that begins after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    /// Never begins.
    public func _makeRecognizer(_ space: _GestureSpace) -> _GestureRecognizer<Angle> { _GestureRecognizer() }
}
