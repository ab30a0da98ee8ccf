import TermCover

/// A card turned over in three dimensions, written with the Transition
/// protocol: an arriving view turns in from edge-on (−90° about the
/// vertical axis) to face the viewer, and a leaving one turns on to
/// edge-on the other way (+90°), as a card dealt face up and swept off.
/// `rotation3DEffect` draws it as a picture with perspective: the edge
/// nearer the eye grows, the far one shrinks.
struct FlipTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.rotation3DEffect(.degrees(90 * phase.value), axis: (x: 0, y: 1, z: 0))
    }
}
