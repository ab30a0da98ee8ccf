/// A keyframe that uses a spring function to interpolate to the given
/// value, as SwiftUI's: the spring is released at the value the previous
/// keyframe ended at, with `startVelocity` or else the velocity the motion
/// had, and followed for `duration` seconds (its settling duration when
/// nil). A spring cut short hands the next keyframe the value it reached.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value.AnimatableData>

    /// Creates a keyframe that springs towards `to`.
    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = .spring(to: to.animatableData, duration: duration, spring: spring,
                          startVelocity: startVelocity?.animatableData)
    }

    /// A keyframe is its own content.
    public var body: Self { self }
    var erasedSegments: [Any] { [segment] }
}
