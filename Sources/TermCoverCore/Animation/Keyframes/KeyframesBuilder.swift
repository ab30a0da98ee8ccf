/// A builder that combines keyframe content values into a single value, as
/// SwiftUI's: either tracks, which run in parallel, or keyframes alone,
/// which make one track animating the whole value.
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// A track (or other keyframes) as it is.
    public static func buildExpression<Content: Keyframes>(_ expression: Content) -> Content
        where Content.Value == Value { expression }

    /// The first track of a block.
    public static func buildPartialBlock<Content: Keyframes>(first: Content) -> Content
        where Content.Value == Value { first }

    /// The tracks so far and `next`, in parallel.
    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>)
        -> some Keyframes<Value> {
        KeyframeTrackGroup<Value>(parts: [KeyframeTrackGroup.part(accumulated), KeyframeTrackGroup.part(next)])
    }

    /// No tracks: the value stays as it is.
    public static func buildBlock() -> some Keyframes<Value> {
        KeyframeTrackGroup<Value>(parts: [])
    }

    /// Tracks as they are.
    public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content
        where Content.Value == Value { component }
}

extension KeyframesBuilder where Value: Animatable {
    /// A keyframe of the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// The first keyframe of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }

    /// The keyframes so far, then `next`.
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentBuilder<Value>.buildPartialBlock(accumulated: accumulated, next: next)
    }

    /// The keyframes of a loop, one after another.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentBuilder<Value>.buildArray(components)
    }

    /// The first branch of an `if`/`else` of keyframes.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first component: First)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
        where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: component)
    }

    /// The second branch of an `if`/`else` of keyframes.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second component: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
        where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: component)
    }

    /// Keyframes alone make one track animating the whole value.
    public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content)
        -> KeyframeTrack<Value, Value, Content> where Content.Value == Value {
        KeyframeTrack { component }
    }
}
