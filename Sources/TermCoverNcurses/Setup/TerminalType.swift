import Foundation
import Glibc

/// What the backend makes of `TERM`: refused when unset or dumb; shown in
/// messages escaped and cut short (it comes from the environment, and may
/// hold escapes or be kilobytes long); and, for a terminal known to speak
/// xterm's language whose terminfo entry this machine lacks (kitty,
/// ghostty, Alacritty, foot, WezTerm over ssh), replaced by
/// `xterm-256color`, with a note on standard error.
enum TerminalType {
    /// The entry used in place of a missing xterm-compatible one.
    static let fallback = "xterm-256color"

    /// Names of terminals that emulate xterm, beyond those starting `xterm-`.
    static let xtermCompatible: Set<String> = ["alacritty", "foot", "foot-extra", "wezterm", "contour", "rio",
                                               "ghostty", "kitty", "st-256color", "konsole", "konsole-256color"]

    /// `term`, or the error the user sees for an unset or dumb one.
    static func validated(_ term: String?) throws -> String {
        guard let term, !term.isEmpty else { throw NcursesTerminalError("TERM is not set") }
        guard term != "dumb" else { throw NcursesTerminalError("TERM=dumb cannot show a full-screen interface") }
        return term
    }

    /// The entry to try when `term` has none: `xterm-256color` for an
    /// xterm-compatible name, nil for anything else.
    static func fallback(for term: String) -> String? {
        guard term != fallback, term.hasPrefix("xterm-") || xtermCompatible.contains(term) else { return nil }
        return fallback
    }

    /// `term` for a message: control characters escaped, at most 40 characters.
    static func shown(_ term: String) -> String {
        let cut = term.count > 40 ? String(term.prefix(40)) + "…" : term
        var out = ""
        for scalar in cut.unicodeScalars {
            let category = scalar.properties.generalCategory
            let breaks = category == .control || category == .lineSeparator || category == .paragraphSeparator
                || category == .format
            out += breaks ? scalar.escaped(asASCII: true) : String(scalar)
        }
        return out
    }

    /// The error for a `term` terminfo does not know.
    static func unknown(_ term: String) -> NcursesTerminalError {
        NcursesTerminalError("unknown terminal type TERM=\(shown(term))")
    }

    /// Says on standard error, once, that `term` is stood in for by `fallback`.
    static func noteFallback(from term: String) {
        let line = "\(ProcessInfo.processInfo.processName): TERM=\(shown(term)) has no terminfo entry here; using \(fallback)\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
    }
}
