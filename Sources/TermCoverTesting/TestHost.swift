import Testing

/// A view running on a headless terminal and a manual clock: the shortest
/// way to put a view through its paces in a test. Time moves only when the
/// test says so, in whole frames.
///
/// Its face is what a test of an app needs: what the screen shows
/// (`screen`, `lines`), what a user does (`press`, `type`, `click`), time
/// (`advance`, `settle`), the covers' phases (`coverPhases`), the frames
/// drawn (`frameCount`), and where a control is (`find(_:)`). Keys,
/// clicks and frames go through the same loop core a live run does, so a
/// key typed during a transition shows on the same frame here as live.
@MainActor
public final class TestHost {
    /// The manual clock: it moves only by `advance(by:)` and `skip(_:)`,
    /// and while keys wait for a frame.
    public let clock = ManualClock()
    /// The headless terminal the frames are drawn to.
    public let terminal: HeadlessTerminal
    /// The engine underneath (host, frame driver, loop core), for the
    /// package's own tests of its internals. Not part of the test kit's face.
    package let engine: AppRuntime
    /// Frames per second when advancing time.
    public var fps: Double { engine.fps }
    /// How far ahead of the frame that starts it an animation begins, in
    /// seconds. 0 here, so that an animation is read at exactly the times a
    /// test moves the clock to. A live run begins each animation one frame
    /// interval ahead, so the frame answering a key already shows its first
    /// step; set `1 / fps` to draw the frames a live run draws.
    public var animationLead: Double {
        get { engine.host.graph.animationLead }
        set { engine.host.graph.animationLead = newValue }
    }

    /// Runs `view` on a `size` screen. The test chooses the colors:
    /// `NO_COLOR` in the test's environment changes nothing.
    public init<V: View>(_ view: V, size: Size = Size(width: 20, height: 5), fps: Double = 60,
                         colorSupport: ColorSupport = .palette256, environment: EnvironmentValues = EnvironmentValues()) {
        terminal = HeadlessTerminal(size: size, colorSupport: colorSupport)
        engine = AppRuntime(view, terminal: terminal, clock: clock, fps: fps, environment: environment, noColor: false)
        engine.renderIfNeeded()
    }

    // MARK: What the screen shows

    /// The screen the views composed last, cell by cell (see `expectScreen`).
    public var screen: CellGrid { engine.host.canvas }
    /// The rows of the screen as text.
    public var lines: [String] { screen.lines }
    /// Frames drawn so far (frames with no change are not drawn).
    public var frameCount: Int { engine.driver.frameCount }
    /// The phases of the covers on screen (full-screen covers, sheets,
    /// alerts), bottom to top: empty when none is presented.
    public var coverPhases: [PresentationPhase] { engine.host.coverPhases }

    /// Where the top layer shows what is labelled `label`, in cells: a
    /// control whose accessibility label, or else whose text, is `label`;
    /// failing that, a text that reads `label`. Nil when none is on screen.
    public func find(_ label: String) -> Rect? { engine.host.frame(ofLabel: label) }

    // MARK: What a user does

    /// Sends a key as a live run does (Ctrl-C quits), then draws the frame
    /// it causes, when the live loop would: at once after an idle spell, at
    /// the next frame's time when a frame was drawn less than a frame ago
    /// or an animation runs (the clock moves there).
    public func press(_ key: Key) { engine.input([.key(key)]) }

    /// Types each character as a key press, all arriving together as from
    /// a fast typist or a paste: the live reader hands them over in runs a
    /// focused text field takes as one edit.
    public func type(_ text: String) { engine.input(text.map { .key(.character($0)) }) }

    /// Clicks the left button on column `x`, row `y`: a press and a release there.
    public func click(x: Int, y: Int) {
        send(MouseEvent(x: x, y: y, kind: .press))
        send(MouseEvent(x: x, y: y, kind: .release))
    }

    /// Clicks the middle of what `find(_:)` finds for `label`; when
    /// nothing is labelled so, records an issue and clicks nothing.
    public func click(label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let frame = find(label), frame.width > 0, frame.height > 0 else {
            let shown = lines.joined(separator: "\n")
            Issue.record(Comment(rawValue: "nothing labelled '\(label)' on the screen:\n\(shown)"), sourceLocation: sourceLocation)
            return
        }
        click(x: frame.x + (frame.width - 1) / 2, y: frame.y + (frame.height - 1) / 2)
    }

    /// Sends a mouse report as a live run does, then draws the frame it causes, as `press` does.
    public func send(_ mouse: MouseEvent) { engine.input([.mouse(mouse)]) }

    /// Sends the terminal's focus report (`CSI I` when `focused`, `CSI O`
    /// otherwise) as a live run does, then draws the frame it causes.
    public func sendFocus(_ focused: Bool) { engine.input([.focus(focused)]) }

    /// Resizes the screen and draws.
    public func resize(to size: Size) {
        terminal.size = size
        engine.host.resize(to: size)
        engine.renderIfNeeded()
    }

    // MARK: Time

    /// Moves time forward by `seconds` in steps of one frame, drawing each
    /// frame that is needed and letting waiting tasks run between frames.
    public func advance(by seconds: Double) async { await engine.advance(by: seconds) }

    /// Lets tasks resumed by the last frame (awaited presents and
    /// dismisses) run up to their next suspension, then draws what they changed.
    public func settle() async { await engine.settle() }

    /// Moves time forward without drawing: a stalled terminal or a
    /// dropped frame.
    public func skip(_ seconds: Double) { clock.advance(by: seconds) }

    /// Draws a frame now if one is needed; its statistics, or nil when nothing was drawn.
    @discardableResult
    package func renderIfNeeded() -> FrameStats? { engine.renderIfNeeded() }
}
