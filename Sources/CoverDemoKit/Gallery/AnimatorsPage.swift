import TermCover

/// iOS 17's animators on one page: a card that jumps with a spring
/// keyframe and squashes as it lands (`KeyframeAnimator`), and a dot that
/// pulses through phases for as long as the page shows (`PhaseAnimator`).
/// Space bounces the card again; esc closes the page.
struct AnimatorsPage: View {
    let settings: GallerySettings
    @State private var bounces = 0

    /// What the keyframes animate: how high the card is, in rows above
    /// the ground, and how far it is stretched upright (below 1, squashed).
    struct Bounce {
        var height = 0.0
        var stretch = 1.0
    }

    /// The pulse's phases.
    enum Pulse: CaseIterable {
        case dim, bright
    }

    var body: some View {
        VStack(spacing: 16) {
            Text("Animators · KeyframeAnimator and PhaseAnimator").bold()
            HStack(alignment: .bottom, spacing: 48) {
                VStack(spacing: 0) {
                    card
                    Text("────────────────").dim()
                    Text("keyframe bounce").dim()
                }
                VStack(spacing: 0) {
                    pulse.frame(height: 80)
                    Text("phase pulse").dim()
                }
            }
            Text("space bounce again · esc close · ? help").dim()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .foregroundColor(CoverSurface.text)
        .coverTransition(settings.transition, zoomingOutOf: nil)
        .presentationBackground(CoverSurface.color(level: 1))
        .onKeyPress(.space) {
            bounces += 1
            return .handled
        }
        .onAppear { bounces += 1 }
        .presentsKeyHelp()
    }

    /// The card: it crouches, springs up, hangs, falls and squashes as it lands.
    private var card: some View {
        Text(" TermCover ")
            .padding(EdgeInsets(top: 16, leading: 8, bottom: 16, trailing: 8))
            .background(CoverSurface.color(level: 3))
            .border(.cyan, style: .rounded)
            .keyframeAnimator(initialValue: Bounce(), trigger: bounces) { content, value in
                content
                    .scaleEffect(x: 2 - value.stretch, y: value.stretch, anchor: .bottom)
                    .offset(y: -value.height)
            } keyframes: { _ in
                KeyframeTrack(\.height) {
                    LinearKeyframe(0, duration: 0.15)
                    SpringKeyframe(7, duration: 0.45, spring: .snappy(duration: 0.6))
                    CubicKeyframe(7.5, duration: 0.1)
                    CubicKeyframe(0, duration: 0.3)
                    SpringKeyframe(0, duration: 0.5, spring: .bouncy(duration: 0.4))
                }
                KeyframeTrack(\.stretch) {
                    CubicKeyframe(0.7, duration: 0.15)
                    CubicKeyframe(1.2, duration: 0.2)
                    CubicKeyframe(1.0, duration: 0.55)
                    CubicKeyframe(0.6, duration: 0.1)
                    SpringKeyframe(1.0, duration: 0.5, spring: .bouncy)
                }
            }
            .frame(height: 192, alignment: .bottom)
    }

    /// The dot: bright and full-sized, then dim and small, over and over.
    private var pulse: some View {
        Text("●●●\n●●●")
            .foregroundColor(.brightMagenta)
            .phaseAnimator(Pulse.allCases) { content, phase in
                content
                    .scaleEffect(phase == .bright ? 1.4 : 0.8)
                    .opacity(phase == .bright ? 1 : 0.35)
            } animation: { phase in
                phase == .bright ? .easeOut(duration: 0.5) : .easeInOut(duration: 0.7)
            }
    }
}
