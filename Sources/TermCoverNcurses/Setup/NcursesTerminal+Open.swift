import CNcurses
import Foundation
import Glibc
import TermCoverCore

extension NcursesTerminal {
    /// Only one terminal may own the process's tty and signal handlers.
    /// Process-wide because they are: there is one controlling terminal and
    /// one handler per signal.
    private static var liveIsOpen = false

    /// Opens the process's own terminal: standard input and output must both
    /// be terminals, and `term` (the environment's `TERM` by default) known
    /// to terminfo. Installs signal handlers that give the terminal back.
    /// - Throws: `NcursesTerminalError` with a one-line description.
    ///
    /// Colors: direct color when terminfo says so or `COLORTERM` is
    /// `truecolor` or `24bit` (see `DirectColor`); the default colors are
    /// asked of the terminal first (see `TerminalColorQuery`), unless
    /// `defaultColors` says what they are: then the colors are not asked.
    /// The capabilities are asked in the same burst (see `capabilities`).
    /// Keys typed while the question is out are kept for the input reader.
    public static func live(term: String? = ProcessInfo.processInfo.environment["TERM"],
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            defaultColors given: TerminalColors? = nil) throws -> NcursesTerminal {
        guard isatty(STDIN_FILENO) == 1 else { throw NcursesTerminalError("standard input is not a terminal") }
        guard isatty(STDOUT_FILENO) == 1 else { throw NcursesTerminalError("standard output is not a terminal") }
        let term = try validated(term)
        guard !liveIsOpen else { throw NcursesTerminalError("the terminal is already open") }
        WindowSize.ignoreEnvironment()
        try CursesLocale.ensureUTF8()
        var saved = termios()
        guard tcgetattr(STDOUT_FILENO, &saved) == 0 else {
            throw NcursesTerminalError("cannot read the terminal's modes: \(String(cString: strerror(errno)))")
        }
        guard let pipe = SelfPipe() else { throw NcursesTerminalError("cannot create a pipe") }
        // Never fclosed: these wrap the process's own descriptors 0 and 1.
        guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r") else {
            pipe.close()
            throw NcursesTerminalError("cannot open the terminal's streams")
        }
        EmergencyRestore.install(fd: STDOUT_FILENO, saved: saved, resizePipe: pipe.writeEnd,
                                 backtrace: ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"])
        let directColor = DirectColor.requested(by: environment)
        var opened = WindowSize.capped(STDOUT_FILENO) { openScreen(term, output, input, directColor: directColor) }
        // A common terminal whose entry this machine lacks: xterm-256color serves it.
        if opened == nil, let fallback = TerminalType.fallback(for: term),
           let screen = WindowSize.capped(STDOUT_FILENO, { openScreen(fallback, output, input, directColor: directColor) }) {
            TerminalType.noteFallback(from: term)
            opened = screen
        }
        guard let screen = opened else {
            EmergencyRestore.uninstall()
            pipe.close()
            throw TerminalType.unknown(term)
        }
        // Asked once the terminal type is known to be good (so a bad TERM
        // prints only its error) and before the input thread starts reading.
        // One burst, one deadline: the colors (unless given) and the capabilities.
        var typeAhead: [UInt8] = []
        let probe = TerminalColorQuery.probeProcessTerminal(environment: environment, askColors: given == nil,
                                                            typeAhead: &typeAhead)
        let terminal = NcursesTerminal(screen: screen, output: output, input: input,
                                       capture: nil, master: -1, savedModes: saved, pipe: pipe, typeAhead: typeAhead)
        terminal.defaultColors = given ?? probe.colors
        terminal.capabilities = probe.capabilities
        terminal.measuresGraphemeClusters = probe.capabilities.measuresGraphemeClusters(environment: environment)
        terminal.writesHyperlinks = probe.capabilities.writesHyperlinks(environment: environment)
        terminal.enterLive()
        liveIsOpen = true
        // A live app composes canvases of hundreds of kilobytes 60 times a
        // second. Past glibc's thresholds each came from a fresh mmap and went
        // back to the system when freed, so every frame faulted its pages in
        // again (a tenth of a frame's time at 200x60). Kept in the heap, they
        // are reused; memory stays at its peak, a few screens' worth.
        tc_keep_large_blocks()
        return terminal
    }

    /// Opens a terminal on a pseudo-terminal of its own, of `size`, that
    /// nobody sees: for tests and recordings. Works with no controlling
    /// terminal at all. Read what it emitted with `takeOutput()`.
    /// - Throws: `NcursesTerminalError` when `term` is unknown or no pty can be had.
    /// With `directColor`, colors go out as 24-bit as they would for
    /// `COLORTERM=truecolor`. The default colors are taken to be `defaultColors`.
    public static func headless(size: Size, term: String = "xterm-256color", directColor: Bool = false,
                                defaultColors: TerminalColors = .dark) throws -> NcursesTerminal {
        let term = try validated(term)
        WindowSize.ignoreEnvironment()
        try CursesLocale.ensureUTF8()
        let pty: PtyPair
        switch PtyPair.open(size: size) {
        case .success(let opened): pty = opened
        case .failure(let error): throw NcursesTerminalError(error.description)
        }
        let master = pty.master
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        guard let capture = OutputCapture(master: master) else {
            close(pty.slave)
            close(master)
            throw NcursesTerminalError("cannot read a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        // dup: the two streams must not close the same descriptor twice.
        guard let pipe = SelfPipe(), let output = fdopen(pty.slave, "w"),
              let input = fdopen(fcntl(pty.slave, F_DUPFD_CLOEXEC, 0), "r") else {
            close(pty.slave)
            capture.close()
            throw NcursesTerminalError("cannot open streams on a pseudo-terminal")
        }
        guard let screen = openScreen(term, output, input, directColor: directColor) else {
            fclose(output)
            fclose(input)
            pipe.close()
            capture.close()
            throw TerminalType.unknown(term)
        }
        let terminal = NcursesTerminal(screen: screen, output: output, input: input,
                                       capture: capture, master: master, savedModes: nil, pipe: pipe)
        terminal.defaultColors = defaultColors
        // All of the start-up must be read before the first frame: its last
        // bytes, an ESU, would otherwise end the wait for that frame's.
        _ = capture.waitFor(suffix: SynchronizedOutput.end, after: 0)
        capture.settle()
        return terminal
    }

    /// `newterm`, on the direct-color variant of `term` when `directColor`
    /// asks for it (even over an entry with direct color of its own, whose
    /// colon form many terminals misread); on `term` itself when that
    /// variant cannot be made.
    private static func openScreen(_ term: String, _ output: UnsafeMutablePointer<FILE>,
                                   _ input: UnsafeMutablePointer<FILE>, directColor: Bool) -> OpaquePointer? {
        if directColor, let directory = DirectColor.compile(for: term) {
            if let screen = DirectColor.withEntries(in: directory, { newterm(DirectColor.entryName, output, input) }) {
                return screen
            }
        }
        return newterm(term, output, input)
    }

    /// Lets `live()` open the terminal again after `restore()`.
    static func liveClosed() { liveIsOpen = false }

    static func validated(_ term: String?) throws -> String { try TerminalType.validated(term) }
}
