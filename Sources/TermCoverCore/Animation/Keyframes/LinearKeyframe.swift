/// A keyframe that uses simple linear interpolation, as SwiftUI's: from the
/// value the previous keyframe ended at to `to`, its progress following
/// `timingCurve` over `duration`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value.AnimatableData>

    /// Creates a keyframe reaching `to` after `duration` seconds.
    public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {
        segment = .linear(to: to.animatableData, duration: duration, curve: timingCurve)
    }

    /// A keyframe is its own content.
    public var body: Self { self }
    var erasedSegments: [Any] { [segment] }
}
