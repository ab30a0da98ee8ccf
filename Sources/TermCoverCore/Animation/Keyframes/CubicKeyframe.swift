/// A keyframe that uses a cubic curve to smoothly interpolate between
/// values, as SwiftUI's: a cubic Hermite curve from the value the previous
/// keyframe ended at to `to`, with the given velocities at its ends.
///
/// A velocity left nil keeps the motion smooth: between two cubic
/// keyframes it is the Catmull-Rom tangent, (next − previous) ÷ the time
/// between them; after another kind of keyframe it is the velocity that
/// keyframe ended with, before another kind the velocity that one starts
/// with; at the start of the track the velocity the value already had (zero
/// at rest), at its end zero.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value.AnimatableData>

    /// Creates a keyframe reaching `to` after `duration` seconds.
    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = .cubic(to: to.animatableData, duration: duration,
                         startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData)
    }

    /// A keyframe is its own content.
    public var body: Self { self }
    var erasedSegments: [Any] { [segment] }
}
