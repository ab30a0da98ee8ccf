/// What a caller of `TerminalRunner.run(_:fps:environment:defaultColors:colors:configure:)`
/// may follow and do while its view runs, without reaching into the engine:
/// `configure` receives one before the first frame, sets the callbacks it
/// wants, and may keep it to ask for the covers' phases or end the run.
@MainActor
public final class RunHooks {
    /// Called after each frame that reached the terminal, with what it cost
    /// and how many bytes it wrote. Setting it makes the run count bytes.
    package var onFrame: (@MainActor (FrameStats) -> Void)?
    /// Called with each key as it meets the focused control (masked where
    /// that is a `SecureField`), and with each run of typed text.
    package var onInput: (@MainActor (InputRecord) -> Void)?

    private weak var runtime: AppRuntime?
    private weak var loop: FrameLoop?

    /// Hooks into `runtime`, run by `loop`.
    init(runtime: AppRuntime, loop: FrameLoop) {
        self.runtime = runtime
        self.loop = loop
    }

    /// The phases of the covers on screen, bottom to top (empty once the run ended).
    public var coverPhases: [PresentationPhase] { runtime?.host.coverPhases ?? [] }

    /// Ends the run after the loop's current step, as a quit does, without
    /// asking the views.
    public func stop() { loop?.stop() }

    /// Connects the callbacks that were set to the run.
    func attach() {
        guard let runtime else { return }
        if let onFrame { runtime.driver.onFrame = onFrame }
        if let onInput { runtime.host.onInput = onInput }
    }
}
