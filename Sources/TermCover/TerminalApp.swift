import Foundation
import Synchronization

/// An app whose whole screen is one view, run in the terminal it was
/// started in. Mark a conforming type `@main`:
///
/// ```swift
/// @main struct Hello: TerminalApp {
///     var body: some View { Text("Hello") }
/// }
/// ```
@MainActor
public protocol TerminalApp {
    /// The root view's type.
    associatedtype Body: View
    /// Creates the app.
    init()
    /// The root view.
    @ViewBuilder var body: Body { get }
}

extension TerminalApp {
    /// Runs the app; on a setup error prints it as one line and exits with status 2.
    public static func main() {
        TerminalRunner.main { await TerminalRunner.runReportingErrors { Self().body } }
    }
}

extension App {
    /// Runs the app in the terminal it was started in, as a `TerminalApp`
    /// runs: the first window's content fills the screen. On a setup error
    /// (no usable terminal) prints it as one line and exits with status 2.
    public static func main() {
        TerminalRunner.main { await TerminalRunner.runReportingErrors { AppRootView(Self()) } }
    }
}

/// Runs a view in the process's terminal until it quits (through
/// `@Environment(\.quit)`), Ctrl-C is pressed or SIGINT, SIGTERM or SIGHUP
/// asks it to end, then writes `UserDefaults.standard` (and every store an
/// `@AppStorage` wrote) to disk and gives the
/// terminal back (after a signal, the process then dies of it). Wired by
/// `AppRuntime`, as tests and scripted runs are.
@MainActor
public enum TerminalRunner {
    /// Runs `work` on the main actor with the main thread serving it, then
    /// exits with the status it returns. Call it from a synchronous `main`,
    /// before anything awaits.
    ///
    /// The main thread stays in `MainThreadLoop`, which runs the main
    /// actor's jobs and fires frames, so views, tasks and every ncurses call
    /// share that one thread for the whole run (and `Thread.isMainThread`
    /// holds there, as SwiftUI developers expect; `Timer`s on the main run
    /// loop fire too). An `async` main would end the main thread (Linux's
    /// `dispatch_main`) and leave the main actor to whichever dispatch
    /// worker is free, which changes after idle spells.
    public nonisolated static func main(_ work: @escaping @MainActor () async -> Int32) -> Never {
        Task { @MainActor in exit(await work()) }
        MainThreadLoop.run()
    }


    /// Asks the process's terminal the start-up questions and prints what it
    /// answered, one fact a line (see `TerminalCapabilities`); returns the
    /// exit status: 0, or 2 when standard input or output is no terminal.
    /// What `TERMCOVER_CAPABILITIES=1` does for any app.
    public static func printCapabilities() -> Int32 {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            FileHandle.standardError.write(Data("standard input and output must both be terminals\n".utf8))
            return 2
        }
        let lines = TerminalColorQuery.capabilityReport(environment: ProcessInfo.processInfo.environment)
        FileHandle.standardOutput.write(Data(lines.map { $0 + "\n" }.joined().utf8))
        return 0
    }

    /// Runs the view `makeView` makes; 0 when it quits, 2 (with the error
    /// on one line of standard error) when the terminal cannot be set up.
    static func runReportingErrors<V: View>(_ makeView: () -> V) async -> Int32 {
        do {
            try await run(makeView())
            return 0
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 2
        }
    }

    /// The process's terminal, drawing with `colors` when given, whatever
    /// `COLORTERM` and `TERM` say: true color through a direct-color entry,
    /// 256 colors through xterm-256color's when the terminal's own entry has
    /// fewer, and fewer colors by limiting what is drawn.
    /// With `defaultColors` given, the terminal is not asked for its own.
    static func openTerminal(colors: ColorSupport?, defaultColors: TerminalColors? = nil) throws -> NcursesTerminal {
        var environment = ProcessInfo.processInfo.environment
        // Any app: report what the terminal answered, then end before touching the screen.
        if environment["TERMCOVER_CAPABILITIES"] == "1" { exit(printCapabilities()) }
        var term = environment["TERM"]
        if let colors {
            environment["COLORTERM"] = colors == .trueColor ? "truecolor" : nil
            if colors >= .palette256, let t = term, !t.contains("256color"), !t.contains("direct") { term = "xterm-256color" }
        }
        let terminal = try NcursesTerminal.live(term: term, environment: environment, defaultColors: defaultColors)
        if let colors, colors < .palette256 { terminal.limitColors(to: colors) }
        return terminal
    }

    /// Runs `view` live at `fps` frames per second while animating.
    /// - Throws: `NcursesTerminalError` when there is no usable terminal;
    ///   the terminal is untouched in that case.
    /// `colors` draws with that many colors whatever `COLORTERM` and `TERM`
    /// say (see `openTerminal(colors:)`).
    /// `defaultColors` overrides what the terminal said its default colors
    /// are (see `NcursesTerminal.defaultColors`), which blends use.
    ///
    /// Awaited from an `async` main before anything else awaited (the main
    /// thread is still the caller's), it keeps the main thread serving the
    /// main actor for the run, as `main` does, so both entries share one
    /// path and one cost; it returns when the view quits.
    public static func run<V: View>(_ view: V, fps: Double = 60, environment: EnvironmentValues = EnvironmentValues(),
                                    defaultColors: TerminalColors? = nil, colors: ColorSupport? = nil) async throws {
        try await run(view, fps: fps, environment: environment, defaultColors: defaultColors, colors: colors,
                      configure: nil)
    }

    /// `run(_:fps:environment:defaultColors:colors:)` with a hook that sees
    /// the engine (host, driver, loop) before the first frame: the demo's
    /// frame statistics and event interception. Engine types are not API.
    package static func run<V: View>(_ view: V, fps: Double = 60, environment: EnvironmentValues = EnvironmentValues(),
                                     defaultColors: TerminalColors? = nil, colors: ColorSupport? = nil,
                                     configure: (@MainActor (ViewHost, FrameDriver, FrameLoop) -> Void)?) async throws {
        if MainThreadLoop.mayServe {
            // Otherwise the first await would end the main thread (Linux's
            // `dispatch_main`) and the main actor would move between workers.
            let outcome = RunOutcome()
            let box = UncheckedBox((view, configure))
            Task { @MainActor in
                do {
                    try await runHere(box.value.0, fps: fps, environment: environment, defaultColors: defaultColors,
                                      colors: colors, configure: box.value.1)
                    outcome.result = .success(())
                } catch {
                    outcome.result = .failure(error)
                }
            }
            MainThreadLoop.serve { outcome.result != nil }
            return try outcome.result!.get()
        }
        try await runHere(view, fps: fps, environment: environment, defaultColors: defaultColors, colors: colors,
                          configure: configure)
    }

    /// `run` on the thread the main actor has now.
    private static func runHere<V: View>(_ view: V, fps: Double, environment: EnvironmentValues,
                                         defaultColors: TerminalColors?, colors: ColorSupport?,
                                         configure: (@MainActor (ViewHost, FrameDriver, FrameLoop) -> Void)?) async throws {
        let terminal = try openTerminal(colors: colors, defaultColors: defaultColors)
        defer {
            terminal.restore()
            // A SIGINT, SIGTERM or SIGHUP ended the loop: die of it, as the parent expects.
            terminal.endIfAskedTo()
        }
        // Live date texts (`Text(date, style: .relative)`) count from the wall clock now.
        var environment = environment
        if environment.clockOrigin == EnvironmentValues().clockOrigin { environment.clockOrigin = Date() }
        let runtime = AppRuntime(view, terminal: terminal, clock: SystemClock(), fps: fps, environment: environment)
        let loop = runtime.makeLoop(events: terminal)
        // Only where the loop that fires the timer is running, and runs the main actor.
        if MainThreadLoop.isRunning, Thread.isMainThread { loop.timer = MainThreadLoop.shared }
        let host = runtime.host, driver = runtime.driver
        // The window is named after the program, and the page on top (see `ViewHost.windowTitle`).
        host.appName = ProcessInfo.processInfo.processName
        if ScreenReaderMode.isRequested(environment: ProcessInfo.processInfo.environment, arguments: CommandLine.arguments) {
            host.screenReaderMode = true
        }
        configure?(host, driver, loop)
        // A signal during start-up (the color query) ends the run before its first frame.
        if terminal.terminationSignal == nil {
            await TerminalColors.$current.withValue(defaultColors ?? terminal.defaultColors) { await loop.run() }
        }
        // However the loop ended (a quit, Ctrl-C, a signal, the terminal
        // gone), what the app put in UserDefaults is written (the standard
        // store and every store an @AppStorage wrote): Linux's Foundation
        // writes it only when asked. Untouched, nothing is written.
        AppStorageWrites.synchronize()
    }
}

/// How a run served from an `async` main ended.
@MainActor
private final class RunOutcome: Sendable {
    var result: Result<Void, Error>?
}

/// Carries a value into a task on the same actor; views need not be `Sendable`.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
