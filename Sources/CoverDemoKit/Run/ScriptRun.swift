import Foundation
import TermCover

/// Runs a script against the gallery with no terminal of its own: a
/// private pseudo-terminal takes ncurses' output, so the bytes (and a
/// recording) are exactly what a terminal would get, while time is a manual
/// clock that moves only by the script's `wait`s, in steps of one frame.
@MainActor
package final class ScriptRun {
    /// Why a run stopped early.
    package enum Failure: Error, CustomStringConvertible {
        /// An `expect`/`expect-not` did not hold: exit status 1.
        case expectation(String)
        /// The run could not start: exit status 2.
        case setup(String)
        /// The recording could not be written (a full disk, a file-size
        /// limit): the run stops there, the cast stays valid up to the last
        /// whole event; exit status 1.
        case recording(String)

        /// The exit status the run ends with, which a v3 recording's `"x"` event says.
        package var exitStatus: Int32 {
            switch self {
            case .expectation, .recording: 1
            case .setup: 2
            }
        }

        /// The failure as one line for standard error.
        package var description: String {
            switch self {
            case .expectation(let m), .setup(let m), .recording(let m): m
            }
        }
    }

    private let options: DemoOptions
    private let print: (String) -> Void
    private let clock = ManualClock()
    private let terminal: NcursesTerminal
    private let runtime: AppRuntime
    private var host: ViewHost { runtime.host }
    private let recorder: CastWriter?
    private let meter = FrameMeter()
    /// The terminal colors the blends assume and the recording's header names.
    private let theme: TerminalColors

    /// Prepares a run. The recording is created first, so a bad path fails
    /// before any terminal exists.
    package init(options: DemoOptions, print: @escaping (String) -> Void) throws {
        self.options = options
        self.print = print
        theme = options.theme ?? .dark
        if let path = options.recordPath {
            recorder = try CastWriter.createStaged(path: path, size: options.size, term: "xterm-256color",
                                                   overwrite: options.overwrite,
                                                   timestamp: Int(Date().timeIntervalSince1970), theme: theme,
                                                   colorTerm: options.colors == .trueColor ? "truecolor" : nil,
                                                   format: options.format, colors: options.colors ?? .palette256)
        } else {
            recorder = nil
        }
        terminal = try NcursesTerminal.headless(size: options.size, directColor: options.colors == .trueColor,
                                                defaultColors: theme)
        // Fewer colors than xterm-256color's, as `--colors 16` or `none` asks.
        if let colors = options.colors, colors < .palette256 { terminal.limitColors(to: colors) }
        var environment = EnvironmentValues()
        environment.frameMeter = meter
        let gallery = GalleryView(transition: options.transition, animation: options.animation,
                                  duration: options.duration, reduceMotion: options.reduceMotion)
        runtime = AppRuntime(gallery, terminal: terminal, clock: clock, stopwatch: clock, fps: Double(options.fps),
                             environment: environment)
        meter.phases = { [host = runtime.host] in host.coverPhases }
        runtime.driver.onFrame = { [meter] in meter.record($0) }
        // Every frame's bytes are one event of the recording, after a marker
        // where a cover starts to present or dismiss.
        let markers = CastMarkers()
        // The script's keys as input events, masked where they meet a SecureField (`InputRecord`).
        if let recorder, options.inputEvents {
            runtime.host.onInput = { [clock] record in recorder.input(record.data, at: clock.now) }
        }
        runtime.afterFrame = { [terminal, recorder, clock, host = runtime.host] in
            if let recorder {
                for label in markers.labels(after: host.coverPhases) { recorder.marker(label, at: clock.now) }
            }
            let bytes = terminal.takeOutput()
            if !bytes.isEmpty { recorder?.output(bytes, at: clock.now) }
        }
    }

    /// Runs every step, then gives the pseudo-terminal back.
    package func run(_ steps: [ScriptStep]) async throws(Failure) {
        // Every frame blends with the theme's colors.
        let failure: Failure? = await TerminalColors.$current.withValue(theme) {
            do throws(Failure) {
                frame()
                do throws(RecordingError) { try recorder?.publish() } catch { throw .setup(error.description) }
                for step in steps {
                    if host.quitRequested { break }
                    try await perform(step)
                    if let failure = recorder?.failure { throw .recording("cover-demo: \(failure)") }
                }
                return nil
            } catch {
                return error
            }
        }
        finish(status: failure?.exitStatus ?? 0)
        if let failure { throw failure }
    }

    private func perform(_ step: ScriptStep) async throws(Failure) {
        switch step.command {
        case .wait(let seconds):
            // Idle frames (nothing moves, nothing is due before the next
            // wake-up) would draw nothing: time skips over them.
            await runtime.advance(by: seconds, skippingIdleFrames: true) { [recorder] in recorder?.failure == nil }
        case .key(let key):
            press(key)
            await settle()
        case .type(let text):
            runtime.input(text.map { .key(.character($0)) })
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

    /// Sends a key as a live run does (Ctrl-C quits from anywhere), paced
    /// and drawn on the live loop's frames (see `AppRuntime.input`).
    private func press(_ key: Key) { runtime.input([.key(key)]) }

    /// Lets tasks the last frame resumed (awaited presents and dismisses)
    /// run, then draws what they changed.
    private func settle() async { await runtime.settle() }

    /// Draws a frame if one is due and records its bytes as one event.
    private func frame() { runtime.renderIfNeeded() }

    private func finish(status: Int32) {
        terminal.restore()
        let bytes = terminal.takeOutput()
        if !bytes.isEmpty { recorder?.output(bytes, at: clock.now) }
        recorder?.exitStatus(status, at: clock.now)
        recorder?.close()
    }
}
