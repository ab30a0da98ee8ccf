/// The builder that creates keyframe track content from the keyframes that
/// you define within a closure, as SwiftUI's: keyframes in sequence, with
/// `if`/`else` and `for` loops.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe as it is.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// The keyframes of a loop, one after another.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeSequence<Value>(segments: components.flatMap { keyframeSegments(of: $0) })
    }

    /// The first branch of an `if`/`else`.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first component: First)
        -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .first(component))
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second component: Second)
        -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .second(component))
    }

    /// The first keyframe of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }

    /// The keyframes so far, then `next`.
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeSequence<Value>(segments: keyframeSegments(of: accumulated) + keyframeSegments(of: next))
    }

    /// No keyframes: the value stays where it is.
    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        KeyframeSequence<Value>(segments: [])
    }
}

extension KeyframeTrackContentBuilder {
    /// A conditional result from the result builder: one branch's keyframes.
    public struct Conditional<ConditionalValue: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>:
        KeyframeTrackContent, PrimitiveKeyframeTrackContent
        where First.Value == ConditionalValue, Second.Value == ConditionalValue {
        /// The value the keyframes animate.
        public typealias Value = ConditionalValue
        enum Storage {
            case first(First)
            case second(Second)
        }
        let storage: Storage

        /// The content is its own body.
        public var body: Self { self }
        var erasedSegments: [Any] {
            switch storage {
            case .first(let content): keyframeSegments(of: content)
            case .second(let content): keyframeSegments(of: content)
            }
        }
    }
}

/// Keyframes one after another, as the builder joins them.
struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segments: [KeyframeSegment<Value.AnimatableData>]
    var body: Self { self }
    var erasedSegments: [Any] { segments }
}
