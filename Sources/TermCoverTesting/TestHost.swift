/// A view running on a headless terminal and a manual clock: the shortest
/// way to put a view through its paces in a test. Time moves only when the
/// test says so, in whole frames.
@MainActor
public final class TestHost {
    /// The manual clock.
    public let clock = ManualClock()
    /// The runtime, wired as a live run is.
    package let runtime: AppRuntime
    /// The view host.
    package var host: ViewHost { runtime.host }
    /// The headless terminal.
    public let terminal: HeadlessTerminal
    /// The frame driver between them.
    package var driver: FrameDriver { runtime.driver }
    /// Frames per second when advancing time.
    public var fps: Double { runtime.fps }

    /// Runs `view` on a `size` screen. The test chooses the colors:
    /// `NO_COLOR` in the test's environment changes nothing.
    public init<V: View>(_ view: V, size: Size = Size(width: 20, height: 5), fps: Double = 60,
                         colorSupport: ColorSupport = .palette256, environment: EnvironmentValues = EnvironmentValues()) {
        terminal = HeadlessTerminal(size: size, colorSupport: colorSupport)
        runtime = AppRuntime(view, terminal: terminal, clock: clock, fps: fps, environment: environment, noColor: false)
        runtime.renderIfNeeded()
    }

    /// The screen the host composed last.
    public var screen: CellGrid { host.canvas }
    /// The rows of the screen as text.
    public var lines: [String] { host.canvas.lines }
    /// Frames drawn so far (frames with no change are not drawn).
    public var frameCount: Int { driver.frameCount }

    /// Draws a frame now if one is needed.
    @discardableResult
    package func renderIfNeeded() -> FrameStats? { runtime.renderIfNeeded() }

    /// Sends a key as a live run does (Ctrl-C quits), then draws the frame
    /// it causes, when the live loop would: at once after an idle spell, at
    /// the next frame's time when a frame was drawn less than a frame ago
    /// or an animation runs (the clock moves there). See `AppRuntime.input`.
    public func press(_ key: Key) { runtime.input([.key(key)]) }

    /// Sends a mouse report as a live run does, then draws the frame it causes, as `press` does.
    public func send(_ mouse: MouseEvent) { runtime.input([.mouse(mouse)]) }

    /// Sends the terminal's focus report (`CSI I` when `focused`, `CSI O`
    /// otherwise) as a live run does, then draws the frame it causes.
    public func sendFocus(_ focused: Bool) { runtime.input([.focus(focused)]) }

    /// Clicks the left button on column `x`, row `y`: a press and a release there.
    public func click(x: Int, y: Int) {
        send(MouseEvent(x: x, y: y, kind: .press))
        send(MouseEvent(x: x, y: y, kind: .release))
    }

    /// Types each character as a key press, all arriving together as from
    /// a fast typist or a paste: the live reader hands them over one a frame.
    public func type(_ text: String) { runtime.input(text.map { .key(.character($0)) }) }

    /// Resizes the screen and draws.
    public func resize(to size: Size) {
        terminal.size = size
        host.resize(to: size)
        runtime.renderIfNeeded()
    }

    /// Moves time forward by `seconds` in steps of one frame, drawing each
    /// frame that is needed and letting waiting tasks run between frames.
    public func advance(by seconds: Double) async { await runtime.advance(by: seconds) }

    /// Lets tasks resumed by the last frame (awaited presents and
    /// dismisses) run up to their next suspension, then draws what they changed.
    public func settle() async { await runtime.settle() }

    /// Moves time forward without drawing: a stalled terminal or a
    /// dropped frame.
    public func skip(_ seconds: Double) { clock.advance(by: seconds) }
}
