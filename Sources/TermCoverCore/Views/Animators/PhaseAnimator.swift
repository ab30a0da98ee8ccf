/// A container that animates its content by cycling through phases, as
/// SwiftUI's `PhaseAnimator`. The content first shows the first phase. Each
/// step moves to the next phase inside `withAnimation` with the animation
/// `animation` returns for the phase it moves to (`.default` unless told),
/// and the next step starts once that animation is logically complete:
/// with a trigger, each change plays the phases after the first in turn and
/// then the first again; without one, the phases cycle for as long as the
/// view is shown.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: EquatableBox?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through `phases` once each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = EquatableBox(value: trigger)
        self.content = content
        self.animation = animation
    }

    /// Cycles through `phases` continuously.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    @State private var index = 0
    @State private var stepper = PhaseStepper()

    /// The content at the current phase.
    public var body: some View {
        let phases = self.phases
        if phases.isEmpty {
            // SwiftUI shows a warning in place of an animator without phases.
            Text("PhaseAnimator: no phases")
        } else {
            content(phases[min(index, phases.count - 1)])
                .onAppear {
                    stepper.isShown = true
                    if trigger == nil { step(to: 1) }
                }
                .onDisappear { stepper.isShown = false }
                .onChange(of: trigger) { step(to: 1) }
        }
    }

    /// Moves to phase `next` with its animation; when that animation is
    /// logically complete, on to the one after, until the first phase is
    /// reached again (continuing past it without a trigger).
    private func step(to next: Int) {
        guard phases.count > 1 else { return }
        let next = next % phases.count
        stepper.generation += 1
        let generation = stepper.generation
        let binding = $index
        let stepper = self.stepper
        let phases = self.phases, animation = self.animation, continuous = trigger == nil
        func go(to next: Int) {
            withAnimation(animation(phases[next]), completionCriteria: .logicallyComplete) {
                binding.wrappedValue = next
            } completion: {
                // A later trigger took over, or the view is gone.
                guard stepper.isShown, stepper.generation == generation else { return }
                if next == 0 && !continuous { return }
                go(to: (next + 1) % phases.count)
            }
        }
        // The first step runs after the frame that saw the trigger change
        // (or the view appear), and starts with that frame.
        var first = Transaction.current ?? Transaction()
        first.beginsWithPreviousFrame = true
        withTransaction(first) { go(to: next) }
    }
}

/// What a phase animator's steps check before moving on.
@MainActor
final class PhaseStepper {
    /// Bumped by every new run of the phases, so an older run's pending
    /// completion does nothing.
    var generation = 0
    var isShown = false
}
