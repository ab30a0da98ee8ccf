/// Where a view is in its life as it appears and disappears, as in iOS 17's
/// SwiftUI.
public enum TransitionPhase: Hashable, Sendable {
    /// Being inserted: the transition's active state.
    case willAppear
    /// On screen: no transition applied.
    case identity
    /// Being removed: the transition's active state.
    case didDisappear

    /// True when the view is at rest.
    public var isIdentity: Bool { self == .identity }

    /// −1 while appearing, 0 at rest, +1 while disappearing.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// The phase a container hands to the first `.transition` modifier in a
/// child it inserts or removes; the container applies the default
/// transition itself when no modifier took it.
@MainActor
final class TransitionRequest {
    let phase: TransitionPhase
    var isConsumed = false
    /// What the transition moves along with the content, if the container
    /// asks for more than the content alone.
    let surface: TransitionSurface?
    /// False for a navigation stack's page: only a navigation transition
    /// (`navigationTransition(_:)`) takes its request, not `.transition`.
    let acceptsViewTransitions: Bool
    init(_ phase: TransitionPhase, surface: TransitionSurface? = nil, acceptsViewTransitions: Bool = true) {
        self.phase = phase
        self.surface = surface
        self.acceptsViewTransitions = acceptsViewTransitions
    }
}
