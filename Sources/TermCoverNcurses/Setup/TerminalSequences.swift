import CNcurses
import Glibc

/// The strings for leaving a full-screen session in a hurry and coming
/// back to it, from terminfo. Signal handlers write them, and so does a
/// process that records another one on a pty of its own (it must give the
/// terminal back even when its child is killed).
package struct TerminalSequences: Sendable {
    /// End synchronized output, bracketed paste and mouse reporting, reset attributes, show
    /// the cursor, leave keypad mode and the alternate screen. A terminal
    /// with no alternate screen is cleared instead, so the shell's prompt
    /// does not land on the last frame.
    package let leaving: [UInt8]
    /// Back after a stop: alternate screen, keypad mode, hidden cursor, bracketed paste, mouse reporting.
    package let entering: [UInt8]
    /// False for terminals such as vt100, linux and ansi.
    package let hasAlternateScreen: Bool
    /// The terminfo entry the strings came from: `TERM`, or `xterm-256color`
    /// standing in for an xterm-compatible terminal this machine has no entry for.
    package private(set) var term = ""

    /// Clears the screen and homes the cursor; empty when the terminal cannot.
    let clear: [UInt8]
    /// Shows the cursor (`cnorm`). Sent again after leaving the alternate
    /// screen: libvterm (so neovim's terminal) restores the cursor's
    /// visibility with the cursor saved on entering it, or by any later
    /// DECSC; ncurses wraps some of its scroll-region scrolls in DECSC/DECRC,
    /// and the cursor is hidden then.
    let showCursor: [UInt8]

    /// Bracketed paste mode: pasted text arrives between `ESC [ 200 ~` and `ESC [ 201 ~`.
    static let pasteOn: [UInt8] = Array("\u{1B}[?2004h".utf8)
    static let pasteOff: [UInt8] = Array("\u{1B}[?2004l".utf8)
    /// Mouse reporting: presses, releases and the wheel (1000), motion
    /// while a button is held (1002, for drag gestures), in the SGR
    /// encoding where the terminal has it (1006). Written by hand, not
    /// through ncurses' `mousemask`: input is read raw and decoded by
    /// `KeyDecoder`, never by `wgetch`, and the signal handlers must be able
    /// to turn it off with a cached string.
    static let mouseOn: [UInt8] = Array("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h".utf8)
    static let mouseOff: [UInt8] = Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8)

    /// The strings of ncurses' current terminal.
    @MainActor
    static func current() -> TerminalSequences {
        TerminalSequences(capability: { name in tc_string_capability(name).map { String(cString: $0) } })
    }

    /// Looks `term` up the way `NcursesTerminal.live()` will, without
    /// touching any terminal: a recorder checks this before it creates a
    /// file, and keeps the strings to restore the screen its child leaves.
    /// An xterm-compatible `TERM` with no entry here falls back as
    /// `NcursesTerminal.live()` does, saying so on standard error; `term` tells which entry was used.
    /// - Throws: `NcursesTerminalError` for an unset, dumb or unknown `TERM`.
    @MainActor
    package static func lookUp(term: String?) throws -> TerminalSequences {
        let term = try NcursesTerminal.validated(term)
        var error: Int32 = 0
        // No descriptor: nothing is read from or set on any terminal.
        var used = term
        if setupterm(term, -1, &error) != OK {
            guard let fallback = TerminalType.fallback(for: term), setupterm(fallback, -1, &error) == OK else {
                throw TerminalType.unknown(term)
            }
            TerminalType.noteFallback(from: term)
            used = fallback
        }
        var sequences = current()
        sequences.term = used
        return sequences
    }

    private init(capability: (String) -> String?) {
        func value(_ name: String) -> [UInt8] { capability(name).map { Self.withoutPadding(Array($0.utf8)) } ?? [] }
        hasAlternateScreen = !value("smcup").isEmpty
        var out = SynchronizedOutput.end + Self.pasteOff + Self.mouseOff
        for name in ["sgr0", "cnorm", "rmkx", "rmcup"] { out += value(name) }
        clear = value("clear")
        showCursor = value("cnorm")
        out += hasAlternateScreen ? showCursor : clear
        leaving = out
        entering = value("smcup") + value("smkx") + value("civis") + Self.pasteOn + Self.mouseOn
    }

    /// Padding (`$<5>`) is dropped: a signal handler cannot wait.
    private static func withoutPadding(_ s: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var i = 0
        while i < s.count {
            if s[i] == UInt8(ascii: "$"), i + 1 < s.count, s[i + 1] == UInt8(ascii: "<"),
               let close = s[(i + 2)...].firstIndex(of: UInt8(ascii: ">")) {
                i = close + 1
                continue
            }
            out.append(s[i])
            i += 1
        }
        return out
    }
}
