/// How a view enters and leaves, as iOS 17's SwiftUI writes it: a value
/// whose `body(content:phase:)` says what the view looks like in each
/// phase of its life. The animation of the change interpolates every
/// animatable property between the phases, so the body should build the
/// same modifiers in every phase and change only their values.
@MainActor @preconcurrency
public protocol Transition {
    /// The view the transition makes of its content.
    associatedtype Body: View
    /// The content the transition applies to, a placeholder for the view
    /// being inserted or removed.
    typealias Content = PlaceholderContentView<Self>
    /// The view `content` shows in `phase`: `.willAppear` before it is
    /// inserted, `.identity` at rest, `.didDisappear` once removed.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// What kind of transition this is; reduced motion replaces one that
    /// moves with a cross-fade.
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// A transition moves unless it says otherwise, as in SwiftUI.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// Applies the transition to `content` in `phase`, as `body` would.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(AnyView(content)), phase: phase)
    }
}

/// What a transition is like, as SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Hashable, Sendable {
    /// True when the transition moves, scales or turns the view: under
    /// reduced motion it is replaced by an opacity transition.
    public var hasMotion: Bool

    /// Properties of a transition that moves (`hasMotion` true) unless told.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

/// Transitions the library builds from its own `AnyTransition`s, keeping
/// their timing and structure exactly (`.animation(_:)`, `asymmetric`).
@MainActor
protocol AnyTransitionConvertible {
    var anyTransition: AnyTransition { get }
}

extension AnyTransition {
    /// Type-erases `transition`, as SwiftUI's `AnyTransition(_:)`.
    public init(_ transition: some Transition) {
        if let converted = (transition as? any AnyTransitionConvertible)?.anyTransition {
            self = converted
            return
        }
        self.init(hasMotion: Swift.type(of: transition).properties.hasMotion) { content, phase in
            AnyView(transition.body(content: PlaceholderContentView(content), phase: phase))
        }
    }
}

extension View {
    /// How this view enters and leaves, given as a `Transition` value, as in
    /// iOS 17's SwiftUI; covers take it too, like an `AnyTransition`.
    public func transition(_ transition: some Transition) -> some View {
        self.transition(AnyTransition(transition))
    }
}
