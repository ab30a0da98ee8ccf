import Foundation
import TermCover

/// Runs a script against the gallery with no terminal of its own: a
/// private pseudo-terminal takes ncurses' output, so the bytes (and a
/// recording) are exactly what a terminal would get, while time is a manual
/// clock that moves only by the script's `wait`s, in steps of one frame.
@MainActor
public final class ScriptRun {
    /// Why a run stopped early.
    public enum Failure: Error, CustomStringConvertible {
        /// An `expect`/`expect-not` did not hold: exit status 1.
        case expectation(String)
        /// The run could not start: exit status 2.
        case setup(String)
        /// The recording could not be written (a full disk, a file-size
        /// limit): the run stops there, the cast stays valid up to the last
        /// whole event; exit status 1.
        case recording(String)

        public var description: String {
            switch self {
            case .expectation(let m), .setup(let m), .recording(let m): m
            }
        }
    }

    private let options: DemoOptions
    private let print: (String) -> Void
    private let clock = ManualClock()
    private let terminal: NcursesTerminal
    private let host: ViewHost
    private let driver: FrameDriver
    private let recorder: CastWriter?
    private let meter = FrameMeter()

    /// Prepares a run. The recording is created first, so a bad path fails
    /// before any terminal exists.
    public init(options: DemoOptions, print: @escaping (String) -> Void) throws {
        self.options = options
        self.print = print
        if let path = options.recordPath {
            recorder = try CastWriter.createStaged(path: path, size: options.size, term: "xterm-256color",
                                                   overwrite: options.overwrite,
                                                   timestamp: Int(Date().timeIntervalSince1970))
        } else {
            recorder = nil
        }
        terminal = try NcursesTerminal.headless(size: options.size)
        if ProcessInfo.processInfo.environment["NO_COLOR"].map({ !$0.isEmpty }) ?? false {
            terminal.limitColors(to: .monochrome)
        }
        var environment = EnvironmentValues()
        environment.colorSupport = terminal.colorSupport
        environment.frameMeter = meter
        let gallery = GalleryView(transition: options.transition, animation: options.animation,
                                  duration: options.duration, reduceMotion: options.reduceMotion)
        host = ViewHost(gallery, size: options.size, clock: clock, environment: environment)
        driver = FrameDriver(host: host, terminal: terminal, clock: clock, stopwatch: clock)
        meter.phases = { [host] in host.coverPhases }
        driver.onFrame = { [meter] in meter.record($0) }
    }

    /// Runs every step, then gives the pseudo-terminal back.
    public func run(_ steps: [ScriptStep]) async throws(Failure) {
        defer { finish() }
        frame()
        do { try recorder?.publish() } catch { throw .setup(error.description) }
        for step in steps {
            if host.quitRequested { break }
            try await perform(step)
            if let failure = recorder?.failure { throw .recording("cover-demo: \(failure)") }
        }
    }

    private func perform(_ step: ScriptStep) async throws(Failure) {
        switch step.command {
        case .wait(let seconds):
            let frames = Int((seconds * Double(options.fps)).rounded())
            for _ in 0..<frames where recorder?.failure == nil {
                clock.advance(by: 1 / Double(options.fps))
                frame()
                await settle()
            }
        case .key(let key):
            press(key)
            await settle()
        case .type(let text):
            for c in text { press(.character(c)) }
            await settle()
        case .resize(let size):
            terminal.resize(to: size)
            recorder?.resize(size, at: clock.now)
            host.resize(to: size)
            frame()
        case .snapshot(let name):
            print("--- snapshot \(name) ---")
            for line in host.canvas.lines { print(String(line.reversed().drop { $0 == " " }.reversed())) }
            print("--- end ---")
        case .expect(let text):
            if !host.canvas.contains(text) {
                throw .expectation("script:\(step.line): expected '\(text.cutForMessage)' on the screen")
            }
        case .expectNot(let text):
            if host.canvas.contains(text) {
                throw .expectation("script:\(step.line): did not expect '\(text.cutForMessage)' on the screen")
            }
        }
    }

    private func press(_ key: Key) {
        // Ctrl-C quits from anywhere, as it does live.
        if key == .control("c") { host.environment.quit?(); return }
        host.send(.key(key))
        frame()
    }

    /// Lets tasks the last frame resumed (awaited presents and dismisses)
    /// run, then draws what they changed.
    private func settle() async {
        for _ in 0..<8 { await Task.yield() }
        frame()
    }

    /// Draws a frame if one is due and records its bytes as one event.
    private func frame() {
        driver.renderIfNeeded()
        let bytes = terminal.takeOutput()
        if !bytes.isEmpty { recorder?.output(bytes, at: clock.now) }
    }

    private func finish() {
        terminal.restore()
        let bytes = terminal.takeOutput()
        if !bytes.isEmpty { recorder?.output(bytes, at: clock.now) }
        recorder?.close()
    }
}
