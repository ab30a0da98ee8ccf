import Foundation

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
    public static func main() async {
        do {
            try await TerminalRunner.run(Self().body)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(2)
        }
    }
}

/// Runs a view in the process's terminal until it quits (through
/// `@Environment(\.quit)`) or Ctrl-C is pressed, then gives the terminal back.
@MainActor
public enum TerminalRunner {
    /// Runs `view` live at `fps` frames per second while animating.
    /// `configure` sees the host, the driver and the loop before the first
    /// frame, so callers can hook frame statistics or intercept events.
    /// - Throws: `NcursesTerminalError` when there is no usable terminal;
    ///   the terminal is untouched in that case.
    /// `defaultColors` overrides what the terminal said its default colors
    /// are (see `NcursesTerminal.defaultColors`), which blends use.
    public static func run<V: View>(_ view: V, fps: Double = 60, environment: EnvironmentValues = EnvironmentValues(),
                                    defaultColors: TerminalColors? = nil,
                                    configure: (@MainActor (ViewHost, FrameDriver, FrameLoop) -> Void)? = nil) async throws {
        let terminal = try NcursesTerminal.live()
        defer { terminal.restore() }
        if ProcessInfo.processInfo.environment["NO_COLOR"].map({ !$0.isEmpty }) ?? false {
            terminal.limitColors(to: .monochrome)
        }
        var env = environment
        env.colorSupport = terminal.colorSupport
        let clock = SystemClock()
        let host = ViewHost(view, size: terminal.size, clock: clock, environment: env)
        let driver = FrameDriver(host: host, terminal: terminal, clock: clock)
        let loop = FrameLoop(driver: driver, events: terminal, fps: fps)
        loop.intercept = { [weak loop] event in
            // Ctrl-C quits from anywhere, whatever has focus.
            if event == .key(.control("c")) { loop?.stop(); return true }
            return false
        }
        configure?(host, driver, loop)
        await TerminalColors.$current.withValue(defaultColors ?? terminal.defaultColors) { await loop.run() }
    }
}
