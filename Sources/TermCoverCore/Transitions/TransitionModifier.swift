extension View {
    /// How this view enters and leaves when an `if`, a `ForEach` or a cover
    /// inserts or removes it, as in SwiftUI.
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(TransitionModifier(transition: transition))
    }
}

struct TransitionModifier: PrimitiveModifier {
    let transition: AnyTransition
    /// True for a navigation transition, which a navigation page's request takes too.
    var isNavigationTransition = false

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        guard let request = context.transitionPhase, !request.isConsumed,
              request.acceptsViewTransitions || isNavigationTransition else {
            return content.resolve(context)
        }
        request.isConsumed = true
        var inner = context
        inner.transitionPhase = nil
        var t = transition
        if context.environment.accessibilityReduceMotion && t.hasMotion { t = .opacity.animation(t.animation) }
        let original = context.transaction
        let surface = request.surface
        // The content was built by the views above this modifier: it changes
        // when their animated values do, not when the transition moves.
        let inputsChangedAt = context.inputsChangedAt
        // The content keeps the transaction of the change; only the
        // transition's own modifiers take the transition's animation
        // (applied by the body of a transition given `.animation(_:)`).
        // A transition that moves a whole-screen surface moves one that
        // reaches past its edges; nothing inside the content does.
        inner.environment[SurfaceMotionKey.self] = surface != nil
        let unit = ResolverView { c in
            var c = c
            c.transaction = original
            c.environment[SurfaceMotionKey.self] = false
            // The content usually stays still while the transition moves it:
            // it is reused from frame to frame unless something in it changes.
            return c.graph.retained(at: c.path, key: surface, inputsChangedAt: inputsChangedAt,
                                    hidden: c.environment[LifecycleHiddenKey.self]) {
                let nodes = content.resolve(c)
                return surface.map { [$0.wrap(single(nodes))] } ?? nodes
            }
        }
        return inner.resolve(t.body(AnyView(unit), request.phase), at: .name("transition"))
    }
}

extension FlexibleFrameBounds {
    /// `frame(maxWidth: .infinity, maxHeight: .infinity)`.
    static let fill = FlexibleFrameBounds(minWidth: nil, idealWidth: nil, maxWidth: .max,
                                           minHeight: nil, idealHeight: nil, maxHeight: .max, alignment: .center)
}
