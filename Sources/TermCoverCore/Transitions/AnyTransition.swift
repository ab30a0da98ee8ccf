import Foundation

/// How a view enters and leaves, as in SwiftUI: two states of view
/// modifiers, active and identity, between which the animation of the
/// change interpolates every animatable property.
@MainActor
public struct AnyTransition {
    /// Applies the transition's modifiers for `phase` to `content`. Every
    /// phase produces the same modifier structure, so the animations of a
    /// property carry on when the phase changes mid-flight.
    let body: @MainActor (AnyView, TransitionPhase) -> AnyView
    /// The animation the transition was given with `.animation(_:)`, which
    /// its body already applies to its own modifiers; kept to time the
    /// cross-fade that replaces it under reduced motion.
    var animation: Animation?
    /// True when the transition moves, scales or rotates: reduced motion
    /// replaces it with a cross-fade.
    var hasMotion: Bool

    init(hasMotion: Bool, animation: Animation? = nil, body: @escaping @MainActor (AnyView, TransitionPhase) -> AnyView) {
        self.body = body
        self.animation = animation
        self.hasMotion = hasMotion
    }

    /// A transition from `active` (inserted from and removed to) to `identity` (at rest).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(hasMotion: true) { content, phase in
            AnyView(content.modifier(phase.isIdentity ? identity : active))
        }
    }

    /// No change at all.
    public static var identity: AnyTransition { AnyTransition(IdentityTransition()) }

    /// Fades in from and out to transparent; the default for inserted views.
    public static var opacity: AnyTransition { AnyTransition(OpacityTransition()) }

    /// Moves in from `edge` and out to the same edge, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge)) }

    /// Moves in from the leading edge and out to the trailing edge.
    public static var slide: AnyTransition { AnyTransition(SlideTransition()) }

    /// Offsets by (x, y) points in the active state.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(OffsetTransition(CGSize(width: x, height: y)))
    }

    /// Moves in from `edge` while fading in, and out to the opposite edge while fading out.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(PushTransition(edge: edge)) }

    /// `insertion` when the view appears, `removal` when it leaves.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(hasMotion: insertion.hasMotion || removal.hasMotion,
                      animation: insertion.animation ?? removal.animation) { content, phase in
            let inner = insertion.body(content, phase == .willAppear ? .willAppear : .identity)
            return removal.body(inner, phase == .didDisappear ? .didDisappear : .identity)
        }
    }

    /// Both transitions at once: this one inside, `other` outside.
    public func combined(with other: AnyTransition) -> AnyTransition {
        let first = self
        return AnyTransition(hasMotion: hasMotion || other.hasMotion, animation: animation ?? other.animation) { content, phase in
            other.body(first.body(content, phase), phase)
        }
    }

    /// The same transition, animated with `animation` whatever the change's
    /// own. Only this transition's modifiers take it: inside `asymmetric`
    /// or `combined`, the other parts keep the change's animation (or their
    /// own), and the view's content always keeps the change's.
    public func animation(_ animation: Animation?) -> AnyTransition {
        guard let animation else {
            var copy = self
            copy.animation = nil
            return copy
        }
        let inner = self
        return AnyTransition(hasMotion: hasMotion, animation: animation) { content, phase in
            AnyView(inner.body(content, phase).modifier(TransitionAnimationModifier(animation: animation)))
        }
    }
}

/// Gives the modifiers of a transition its own animation, unless the
/// change disables animations.
struct TransitionAnimationModifier: PrimitiveModifier {
    let animation: Animation

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        var context = context
        if !context.transaction.disablesAnimations { context.transaction.animation = animation }
        return content.resolve(context)
    }
}
