/// How a presented screen comes and goes, as in iOS 18's SwiftUI: set on
/// the presented content with `navigationTransition(_:)`.
@MainActor @preconcurrency
public protocol NavigationTransition {
    /// The cover transition it stands for, or nil to keep the default.
    var coverTransition: AnyTransition? { get }
}

/// The presentation's own transition: a cover moves in from the bottom edge
/// (or takes the content's `.transition`).
public struct AutomaticNavigationTransition: NavigationTransition {
    /// Keeps the default.
    public var coverTransition: AnyTransition? { nil }
}

/// The cover grows out of the view marked with
/// `matchedTransitionSource(id:in:)` for the same id and namespace, cross-fading
/// from that view's picture to its own, and shrinks back into wherever the
/// source is when it is dismissed. With no source on screen, the default
/// transition plays instead.
public struct ZoomNavigationTransition: NavigationTransition {
    let key: TransitionSources.Key

    /// The zoom, as a transition of the cover's content.
    public var coverTransition: AnyTransition? {
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
        ZoomNavigationTransition(key: TransitionSources.Key(namespace: namespace, id: AnyHashable(sourceID)))
    }
}

extension View {
    /// How this presented content comes and goes, as in iOS 18's SwiftUI:
    /// `.zoom(sourceID:in:)` for a cover that grows out of its source. It
    /// takes the place of the content's `.transition`; the animation comes
    /// from the transaction, as for any cover.
    public func navigationTransition(_ style: some NavigationTransition) -> some View {
        modifier(NavigationTransitionModifier(transition: style.coverTransition))
    }
}

struct NavigationTransitionModifier: PrimitiveModifier {
    let transition: AnyTransition?

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        guard let transition else { return content.resolve(context) }
        return TransitionModifier(transition: transition).makeNodes(content: content, context)
    }
}
