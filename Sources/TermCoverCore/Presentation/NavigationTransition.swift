/// How a presented screen comes and goes, as in iOS 18's SwiftUI: set on
/// the presented content with `navigationTransition(_:)`. The styles are
/// SwiftUI's: `.automatic` and `.zoom(sourceID:in:)`.
public protocol NavigationTransition {}

/// What a navigation transition does to a cover.
protocol CoverNavigationTransition: NavigationTransition {
    /// The cover transition it stands for.
    @MainActor var coverTransition: AnyTransition { get }
}

/// The presentation's own transition: a cover moves in from the bottom edge
/// (or takes the content's `.transition`).
public struct AutomaticNavigationTransition: NavigationTransition {}

/// The cover grows out of the view marked with
/// `matchedTransitionSource(id:in:)` for the same id and namespace, cross-fading
/// from that view's picture to its own, and shrinks back into wherever the
/// source is when it is dismissed. With no source on screen, the default
/// transition plays instead.
public struct ZoomNavigationTransition: NavigationTransition, CoverNavigationTransition {
    let key: NamespacedID

    /// The zoom, as a transition of the cover's content.
    @MainActor var coverTransition: AnyTransition {
        let key = self.key
        return AnyTransition(hasMotion: true) { content, phase in
            AnyView(content.modifier(ZoomTransitionModifier(key: key, progress: phase.isIdentity ? 0 : 1)))
        }
    }
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The presentation's default transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zooms out of, and back into, the view marked with
    /// `matchedTransitionSource(id: sourceID, in: namespace)`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(key: NamespacedID(namespace: namespace, id: AnyHashable(sourceID)))
    }
}

extension View {
    /// How this presented content comes and goes, as in iOS 18's SwiftUI:
    /// `.zoom(sourceID:in:)` for a cover that grows out of its source. It
    /// takes the place of the content's `.transition`; the animation comes
    /// from the transaction, as for any cover.
    public func navigationTransition(_ style: some NavigationTransition) -> some View {
        modifier(NavigationTransitionModifier(transition: (style as? any CoverNavigationTransition)?.coverTransition))
    }
}

struct NavigationTransitionModifier: PrimitiveModifier {
    let transition: AnyTransition?

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        guard let transition else { return content.resolve(context) }
        // On a navigation stack's page the whole page moves, bars and all:
        // the transition goes to the stack, which applies it to the page.
        if let request = context.transitionPhase, !request.isConsumed, !request.acceptsViewTransitions,
           let record = context.environment[NavigationContextKey.self]?.record {
            request.isConsumed = true
            context.graph.perform { record.transition = transition }
            var inner = context
            inner.transitionPhase = nil
            return content.resolve(inner)
        }
        return TransitionModifier(transition: transition, isNavigationTransition: true).makeNodes(content: content, context)
    }
}
