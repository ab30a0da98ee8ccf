extension View {
    /// Plays `keyframes` each time `trigger` changes, applying the
    /// modifiers `content` puts on this view with each frame's value, as
    /// SwiftUI's `keyframeAnimator(initialValue:trigger:content:keyframes:)`
    /// (see `KeyframeAnimator`).
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger,
                                content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// Loops `keyframes` while `repeating`, applying the modifiers
    /// `content` puts on this view with each frame's value, as SwiftUI's
    /// `keyframeAnimator(initialValue:repeating:content:keyframes:)`.
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating,
                                content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
