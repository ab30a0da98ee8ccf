/// A keyframe that immediately moves to the given value without
/// interpolating, as SwiftUI's: it takes no time, and the motion stops there.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value.AnimatableData>

    /// Creates a keyframe that jumps to `to`.
    public init(_ to: Value) {
        segment = .move(to: to.animatableData)
    }

    /// A keyframe is its own content.
    public var body: Self { self }
    var erasedSegments: [Any] { [segment] }
}
