import TermCover

extension DemoTransition {
    /// The transition the gallery shows under this name.
    @MainActor
    var transition: AnyTransition {
        switch self {
        case .cover, .moveBottom: .move(edge: .bottom)
        case .slide: .slide
        case .moveTop: .move(edge: .top)
        case .moveLeading: .move(edge: .leading)
        case .moveTrailing: .move(edge: .trailing)
        case .scale: .scale
        case .opacity: .opacity
        case .rotation: .rotation
        case .push: .push(from: .trailing)
        case .asymmetric: .asymmetric(insertion: .scale, removal: .slide)
        case .slideOpacity: .slide.combined(with: .opacity)
        case .dissolve: .dissolve
        case .wipe: .wipe(edge: .leading)
        // Covers zoom out of their source (see `coverTransition`); the
        // preview card, which has no source of its own, grows out of its
        // leading edge, toward the list.
        case .zoom: .scale(scale: 0.2, anchor: .leading)
        case .blurReplace: AnyTransition(.blurReplace)
        case .spin: AnyTransition(SpinTransition())
        case .flip: AnyTransition(FlipTransition())
        // The counter is the show: the cover comes as covers do.
        case .numericText: .move(edge: .bottom)
        }
    }
}

extension DemoAnimation {
    /// The animation under this name, lasting `duration` seconds.
    func animation(duration: Double) -> Animation {
        switch self {
        case .easeInOut: .easeInOut(duration: duration)
        case .linear: .linear(duration: duration)
        case .easeIn: .easeIn(duration: duration)
        case .easeOut: .easeOut(duration: duration)
        case .spring: .spring(duration: duration, bounce: 0.15)
        case .smooth: .smooth(duration: duration)
        case .snappy: .snappy(duration: duration)
        case .bouncy: .bouncy(duration: duration)
        }
    }
}

/// The custom transition from the classic SwiftUI article (rotate a full
/// turn, drop, shrink and fade), measured for a terminal: the article drops
/// the view by 100 points, which is 100 rows here, so the card would spend
/// half its insertion below the screen. It drops by a third of the screen
/// instead, so the turning card is on screen the whole time. The article's
/// modifier, verbatim, is in the tests.
struct RotationTransition: ViewModifier {
    let value: Bool
    @Environment(\.screenSize) private var screen

    func body(content: Content) -> some View {
        content
            .rotationEffect(.degrees(value ? 0 : 360))
            .offset(y: value ? 0 : .rows(screen.height) / 3)
            .scaleEffect(value ? 1 : 0.01)
            .opacity(value ? 1 : 0)
    }
}

extension AnyTransition {
    /// Rotate-and-shrink, built from `RotationTransition`.
    @MainActor
    static var rotation: AnyTransition {
        .modifier(active: RotationTransition(value: false), identity: RotationTransition(value: true))
    }
}

/// The same rotate-and-shrink as `RotationTransition`, written as iOS 17
/// writes a transition: one body for every phase. It turns in one way and
/// out the other (the phase's value says which), drops by a third of the
/// screen (see `ScreenDrop`), shrinks to nothing and fades.
struct SpinTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .rotationEffect(.degrees(-360 * phase.value))
            .modifier(ScreenDrop(dropped: !phase.isIdentity))
            .scaleEffect(phase.isIdentity ? 1 : 0.01)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Drops a view by a third of the screen's height: a transition has no
/// environment of its own, a modifier inside it does.
struct ScreenDrop: ViewModifier {
    let dropped: Bool
    @Environment(\.screenSize) private var screen

    func body(content: Content) -> some View {
        content.offset(y: dropped ? .rows(screen.height) / 3 : 0)
    }
}
