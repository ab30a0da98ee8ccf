/// A view running on a headless terminal and a manual clock: the shortest
/// way to put a view through its paces in a test. Time moves only when the
/// test says so, in whole frames.
@MainActor
public final class TestHost {
    /// The manual clock.
    public let clock = ManualClock()
    /// The view host.
    public let host: ViewHost
    /// The headless terminal.
    public let terminal: HeadlessTerminal
    /// The frame driver between them.
    public let driver: FrameDriver
    /// Frames per second when advancing time.
    public let fps: Double

    /// Runs `view` on a `size` screen.
    public init<V: View>(_ view: V, size: Size = Size(width: 20, height: 5), fps: Double = 60,
                         colorSupport: ColorSupport = .palette256, environment: EnvironmentValues = EnvironmentValues()) {
        var env = environment
        env.colorSupport = colorSupport
        terminal = HeadlessTerminal(size: size, colorSupport: colorSupport)
        host = ViewHost(view, size: size, clock: clock, environment: env)
        driver = FrameDriver(host: host, terminal: terminal, clock: clock)
        self.fps = fps
        driver.renderIfNeeded()
    }

    /// The screen the host composed last.
    public var screen: Canvas { host.canvas }
    /// The rows of the screen as text.
    public var lines: [String] { host.canvas.lines }
    /// Frames drawn so far (frames with no change are not drawn).
    public var frameCount: Int { driver.frameCount }

    /// Draws a frame now if one is needed.
    @discardableResult
    public func renderIfNeeded() -> FrameStats? { driver.renderIfNeeded() }

    /// Sends a key, then draws the frame it causes.
    public func press(_ key: Key) {
        host.send(.key(key))
        driver.renderIfNeeded()
    }

    /// Types each character as a key press.
    public func type(_ text: String) {
        for c in text { press(.character(c)) }
    }

    /// Resizes the screen and draws.
    public func resize(to size: Size) {
        terminal.size = size
        host.resize(to: size)
        driver.renderIfNeeded()
    }

    /// Moves time forward by `seconds` in steps of one frame, drawing each
    /// frame that is needed and letting waiting tasks run between frames.
    public func advance(by seconds: Double) async {
        let steps = Int((seconds * fps).rounded())
        for _ in 0..<steps {
            clock.advance(by: 1 / fps)
            driver.renderIfNeeded()
            await settle()
        }
    }

    /// Lets tasks resumed by the last frame (awaited presents and
    /// dismisses) run up to their next suspension, then draws what they changed.
    public func settle() async {
        for _ in 0..<20 { await Task.yield() }
        // A resumed task may first run on the global executor before it hops
        // back to the main actor; under load that takes real time, which a
        // yield alone does not give it.
        try? await Task.sleep(nanoseconds: 200_000)
        for _ in 0..<10 { await Task.yield() }
        driver.renderIfNeeded()
    }

    /// Moves time forward without drawing: a stalled terminal or a
    /// dropped frame.
    public func skip(_ seconds: Double) { clock.advance(by: seconds) }
}
