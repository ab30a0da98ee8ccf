/// A transition that comes in one way and goes another, as iOS 17's
/// SwiftUI `AsymmetricTransition`: `insertion` runs from `.willAppear` to
/// rest while `removal` stays at rest, and `removal` runs from rest to
/// `.didDisappear` while `insertion` stays at rest.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, AnyTransitionConvertible {
    /// The transition the view comes in with.
    public var insertion: Insertion
    /// The transition the view goes with.
    public var removal: Removal

    /// Comes in with `insertion` and goes with `removal`.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// `insertion` inside, in its phase only before insertion; `removal`
    /// outside, in its phase only after removal; both at rest otherwise.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        removal.apply(content: insertion.apply(content: content, phase: phase == .willAppear ? .willAppear : .identity),
                      phase: phase == .didDisappear ? .didDisappear : .identity)
    }

    /// Moves when either part does.
    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }

    /// The `AnyTransition.asymmetric` of the two, keeping each part's own
    /// animation (`.animation(_:)`) as that does.
    var anyTransition: AnyTransition {
        .asymmetric(insertion: AnyTransition(insertion), removal: AnyTransition(removal))
    }
}

extension Transition {
    /// A transition that comes in with `insertion` and goes with `removal`,
    /// as SwiftUI's `Transition.asymmetric(insertion:removal:)`.
    public static func asymmetric<I: Transition, R: Transition>(insertion: I, removal: R) -> Self
        where Self == AsymmetricTransition<I, R> {
        AsymmetricTransition(insertion: insertion, removal: removal)
    }
}
