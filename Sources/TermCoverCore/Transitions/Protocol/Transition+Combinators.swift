extension Transition {
    /// Both transitions at once: this one inside, `other` outside, as SwiftUI's `combined(with:)`.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// The same transition, animated with `animation` whatever the change's own.
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, animation: animation)
    }
}

/// `first.combined(with: second)`.
struct CombinedTransition<First: Transition, Second: Transition>: Transition, AnyTransitionConvertible {
    let first: First
    let second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }

    static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }

    var anyTransition: AnyTransition { AnyTransition(first).combined(with: AnyTransition(second)) }
}

/// `base.animation(animation)`.
struct AnimatedTransition<Base: Transition>: Transition, AnyTransitionConvertible {
    let base: Base
    let animation: Animation?

    func body(content: Content, phase: TransitionPhase) -> some View {
        AnyTransition(self).body(AnyView(content), phase)
    }

    static var properties: TransitionProperties { Base.properties }

    var anyTransition: AnyTransition { AnyTransition(base).animation(animation) }
}
