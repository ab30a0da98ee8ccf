// motion: iOS 17's animation vocabulary, as Apple's documentation writes it
import TermCover

// Each piece below is the example from Apple's documentation page for the
// type it shows, written for iOS, with `import TermCover` for
// `import SwiftUI`. Tab moves between the buttons; ⏎ presses; Ctrl-C quits.

// The Transition protocol: Apple's example of a custom transition.
struct RotatingFadeTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
          .opacity(phase.isIdentity ? 1.0 : 0.0)
          .rotationEffect(phase.rotation)
    }
}

extension TransitionPhase {
    fileprivate var rotation: Angle {
        switch self {
        case .willAppear: return .degrees(30)
        case .identity: return .zero
        case .didDisappear: return .degrees(-30)
        }
    }
}

// CustomAnimation: Apple's elastic ease-in-out.
struct ElasticAnimation: CustomAnimation {
    let duration: TimeInterval

    func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? where V: VectorArithmetic {
        if time > duration { return nil }
        let p = time / duration
        let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
        if p < 0.5 {
            return value.scaled(by: -(pow(2, 20 * p - 10) * s) / 2)
        } else {
            return value.scaled(by: (pow(2, -20 * p + 10) * s) / 2 + 1)
        }
    }
}

extension Animation {
    static var elastic: Animation { elastic(duration: 0.35) }
    static func elastic(duration: TimeInterval) -> Animation {
        Animation(ElasticAnimation(duration: duration))
    }
}

// KeyframeAnimator: the values Apple's example animates.
struct AnimationValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
}

// PhaseAnimator: Apple's phases of a "like" reaction.
enum Phase: CaseIterable {
    case initial
    case move
    case scale

    var verticalOffset: Double {
        switch self {
        case .initial: 0
        case .move, .scale: -64
        }
    }

    var scaleEffect: Double {
        switch self {
        case .initial: 1
        case .move: 1.1
        case .scale: 1.8
        }
    }
}

struct ContentView: View {
    @State private var count = 0
    @State private var runPlan = 0
    @State private var likeCount = 0
    @State private var showText = false
    @State private var isHello = true
    @State private var isRight = false

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Button("Count") {
                    withAnimation { count += 1 }
                }
                Text("\(count)")
                    .contentTransition(.numericText(value: Double(count)))
            }

            HStack {
                Button("Run") { runPlan += 1 }
                Text("🐇")
                    .keyframeAnimator(initialValue: AnimationValues(), trigger: runPlan) { content, value in
                        content
                            .rotationEffect(value.angle)
                            .scaleEffect(value.scale)
                            .scaleEffect(y: value.verticalStretch)
                            .offset(y: value.verticalTranslation)
                    } keyframes: { _ in
                        KeyframeTrack(\.angle) {
                            CubicKeyframe(.zero, duration: 0.58)
                            CubicKeyframe(.degrees(16), duration: 0.125)
                            CubicKeyframe(.degrees(-16), duration: 0.125)
                            CubicKeyframe(.degrees(16), duration: 0.125)
                            CubicKeyframe(.zero, duration: 0.125)
                        }
                        KeyframeTrack(\.verticalStretch) {
                            CubicKeyframe(1.0, duration: 0.1)
                            CubicKeyframe(0.6, duration: 0.15)
                            CubicKeyframe(1.5, duration: 0.1)
                            CubicKeyframe(1.05, duration: 0.15)
                            CubicKeyframe(1.0, duration: 0.88)
                            CubicKeyframe(0.8, duration: 0.1)
                            CubicKeyframe(1.04, duration: 0.4)
                            CubicKeyframe(1.0, duration: 0.22)
                        }
                        KeyframeTrack(\.scale) {
                            LinearKeyframe(1.0, duration: 0.36)
                            SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                            SpringKeyframe(1.0, spring: .bouncy)
                        }
                        KeyframeTrack(\.verticalTranslation) {
                            LinearKeyframe(0.0, duration: 0.1)
                            SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                            SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                            SpringKeyframe(0.0, spring: .bouncy)
                        }
                    }
            }

            HStack {
                Button("Like") { likeCount += 1 }
                Text("♥")
                    .foregroundStyle(.red)
                    .phaseAnimator(Phase.allCases, trigger: likeCount) { content, phase in
                        content
                            .blur(radius: phase == .scale ? 16 : 0)
                            .scaleEffect(phase.scaleEffect)
                            .offset(y: phase.verticalOffset)
                    } animation: { phase in
                        switch phase {
                        case .initial: .smooth
                        case .move: .easeInOut(duration: 0.3)
                        case .scale: .spring(duration: 0.3, bounce: 0.7)
                        }
                    }
            }

            PhaseAnimator([false, true]) { value in
                Text("★")
                    .foregroundStyle(.yellow)
                    .opacity(value ? 1 : 0.5)
            }

            HStack {
                Button("Show") {
                    withAnimation { showText.toggle() }
                }
                if showText {
                    Text("Rotating fade")
                        .transition(RotatingFadeTransition())
                }
            }

            HStack {
                Button("Swap") {
                    withAnimation(.smooth) { isHello.toggle() }
                }
                Text(isHello ? "Hello" : "Goodbye")
                    .id(isHello)
                    .transition(.blurReplace)
            }

            HStack {
                Button("Elastic") {
                    withAnimation(.elastic) { isRight.toggle() }
                }
                Text("●")
                    .offset(x: isRight ? 160 : 0)
            }
        }
    }
}

@main
struct MotionApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
