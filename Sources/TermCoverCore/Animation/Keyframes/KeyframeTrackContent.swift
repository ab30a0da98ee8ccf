/// A group of keyframes that define an interpolation curve of an animatable
/// value, as SwiftUI's `KeyframeTrackContent`: the keyframes themselves, and
/// what `KeyframeTrackContentBuilder` makes of several.
public protocol KeyframeTrackContent<Value> {
    /// The value the keyframes animate.
    associatedtype Value: Animatable = Body.Value
    /// The content this content is made of.
    associatedtype Body: KeyframeTrackContent
    /// The keyframes that make up this content.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// Track content built into TermCover: it lists its keyframes directly.
protocol PrimitiveKeyframeTrackContent {
    /// The keyframes, in order, as `[KeyframeSegment<Value.AnimatableData>]`.
    var erasedSegments: [Any] { get }
}

/// The keyframes of `content`, in order.
func keyframeSegments<C: KeyframeTrackContent>(of content: C) -> [KeyframeSegment<C.Value.AnimatableData>] {
    if let primitive = content as? any PrimitiveKeyframeTrackContent {
        return primitive.erasedSegments.map { $0 as! KeyframeSegment<C.Value.AnimatableData> }
    }
    return keyframeSegments(of: content.body).map { $0 as Any as! KeyframeSegment<C.Value.AnimatableData> }
}
