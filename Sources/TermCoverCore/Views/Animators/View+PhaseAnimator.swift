extension View {
    /// Cycles through `phases` once each time `trigger` changes, applying
    /// the modifiers `content` puts on this view for each phase, as
    /// SwiftUI's `phaseAnimator(_:trigger:content:animation:)` (see `PhaseAnimator`).
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Cycles through `phases` continuously, applying the modifiers
    /// `content` puts on this view for each phase, as SwiftUI's
    /// `phaseAnimator(_:content:animation:)`.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }
}
