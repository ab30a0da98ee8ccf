import Foundation

/// What a terminal said about itself when asked at start-up (see
/// `TerminalCapabilities.parse(_:environment:)` for the questions), and
/// what TermCover turns on because of it. Every fact is optional: a
/// terminal that did not answer leaves it nil, and nil always means
/// "behave as before anything was asked".
package struct TerminalCapabilities: Equatable, Sendable {
    /// How a terminal answered a DEC private mode request (DECRQM, `CSI ? n $ p`).
    package enum ModeState: Int, Equatable, Sendable {
        /// The terminal does not know the mode (reply value 0).
        case notRecognized = 0
        /// Known and on.
        case set = 1
        /// Known and off: it can be turned on.
        case reset = 2
        /// Always on.
        case permanentlySet = 3
        /// Always off: known, but never available.
        case permanentlyReset = 4

        /// True when the terminal does the mode, on now or once turned on.
        package var isSupported: Bool { self == .set || self == .reset || self == .permanentlySet }
    }

    /// The terminal's name from its XTVERSION reply (`kitty`, `XTerm`, `foot`, `tmux`).
    package var name: String?
    /// The version that came with the name, when the reply had one.
    package var version: String?
    /// Synchronized output (mode 2026), when the terminal answered for it.
    package var synchronizedOutput: ModeState?
    /// Grapheme cluster segmentation (mode 2027), when the terminal answered for it.
    package var graphemeClusters: ModeState?
    /// Focus reporting (mode 1004), when the terminal answered for it.
    package var focusReporting: ModeState?
    /// The kitty keyboard protocol's current flags (`CSI ? flags u`), or nil
    /// when the terminal did not answer the query: then it does not speak the protocol.
    package var kittyKeyboardFlags: Int?
    /// The primary device attributes (`CSI ? a ; b … c`), or nil when none came.
    package var deviceAttributes: [Int]?
    /// `TMUX` is set: the answers are tmux's own, not those of the terminal tmux runs in.
    package var underTmux: Bool
    /// The environment's `TERM` when the probe ran.
    package var term: String?

    /// A terminal that answered nothing.
    package init(underTmux: Bool = false) {
        self.underTmux = underTmux
    }

    /// The kitty keyboard flags TermCover pushes: 1, "disambiguate escape
    /// codes", so Esc and Control or Alt chords arrive as `CSI … u`, and 2,
    /// "report event types", so a held key's repeats and its release are
    /// told apart (`KeyPress.phase`'s `.repeat` and `.up`). Not 8 ("report
    /// all keys as escape codes"): text stays text, and Enter, Tab and
    /// Backspace keep their bytes, so a shell still works if the app dies
    /// without popping the flags.
    package static let pushedKittyFlags = 1 | 2

    /// Whether TermCover pushes kitty keyboard flags: only where the terminal answered the query.
    package var usesKittyKeyboard: Bool { kittyKeyboardFlags != nil }

    /// Written after entering the full-screen session: `CSI > 3 u` where
    /// the terminal speaks the kitty keyboard protocol, `CSI ? 1004 h`
    /// where it reports focus, and `CSI 22 ; 2 t` (XTWINOPS: push the
    /// window title) where TermCover names the window.
    package var enteringSequence: [UInt8] {
        (usesKittyKeyboard ? Array("\u{1B}[>\(Self.pushedKittyFlags)u".utf8) : [])
            + (usesFocusReporting ? Array("\u{1B}[?1004h".utf8) : [])
            + (usesWindowTitle ? Self.pushTitle : [])
            + (usesGraphemeClusters ? Array("\u{1B}[?2027h".utf8) : [])
    }

    /// XTWINOPS 22;2: the terminal saves its window title on a stack.
    package static let pushTitle = Array("\u{1B}[22;2t".utf8)
    /// XTWINOPS 23;2: the terminal takes back the title it saved.
    package static let popTitle = Array("\u{1B}[23;2t".utf8)

    /// Terminal families that speak xterm's OSC 2 (title), XTWINOPS 22/23
    /// (its stack) and OSC 52 (the clipboard), or at least ignore them
    /// whole: `TERM` names them, the one thing every terminal sets.
    static let xtermFamilies = ["xterm", "screen", "tmux", "rxvt", "kitty", "alacritty", "foot", "wezterm",
                                "ghostty", "st", "vte", "gnome", "konsole", "iterm", "contour", "mintty"]

    /// Whether TermCover names the window (OSC 2, the terminal's own title
    /// pushed first and popped on every way out): where the terminal
    /// answered XTVERSION, or `TERM` names a terminal of xterm's family.
    /// Not on the Linux console or a serial terminal (vt100, ansi), which
    /// have no window and might show the string.
    package var usesWindowTitle: Bool {
        if name != nil { return true }
        guard let term = term?.lowercased() else { return false }
        let family = term.split(separator: "-").first.map(String.init) ?? term
        return Self.xtermFamilies.contains(family)
    }

    /// Whether a copy command writes OSC 52: on the same terminals as the
    /// title. A terminal that does not allow it (xterm by default, tmux
    /// without `set-clipboard`) drops the sequence; nothing shows.
    package var usesClipboard: Bool { usesWindowTitle }

    /// `OSC 2 ; title ST`: the window's name, with control characters left out.
    package static func titleSequence(_ title: String) -> [UInt8] {
        let clean = String(title.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value) })
        return Array("\u{1B}]2;\(clean)\u{1B}\\".utf8)
    }

    /// `OSC 52 ; c ; base64 ST`: puts `text` on the system clipboard.
    package static func clipboardSequence(_ text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + Array(Data(text.utf8).base64EncodedString().utf8) + Array("\u{1B}\\".utf8)
    }

    /// Whether TermCover turns focus reporting on (driving `\.scenePhase`):
    /// only where the terminal said it knows mode 1004.
    package var usesFocusReporting: Bool { focusReporting?.isSupported == true && focusReporting != .permanentlySet }

    /// Written before leaving it, on every exit path: `CSI < u` pops what
    /// `enteringSequence` pushed (kitty keeps one stack a screen, so this
    /// goes before leaving the alternate screen).
    package var leavingSequence: [UInt8] {
        (usesKittyKeyboard ? Array("\u{1B}[<u".utf8) : [])
            + (usesFocusReporting ? Array("\u{1B}[?1004l".utf8) : [])
            + (usesWindowTitle ? Self.popTitle : [])
            + (usesGraphemeClusters ? Array("\u{1B}[?2027l".utf8) : [])
    }

    /// One fact a line, for `--capabilities` and `TERMCOVER_CAPABILITIES=1`.
    package var report: [String] {
        func mode(_ state: ModeState?) -> String {
            guard let state else { return "no answer" }
            return switch state {
            case .notRecognized: "not recognized"
            case .set: "supported (on)"
            case .reset: "supported (off)"
            case .permanentlySet: "always on"
            case .permanentlyReset: "never available"
            }
        }
        var lines: [String] = []
        lines.append("terminal: " + (name.map { [$0, version].compactMap { $0 }.joined(separator: " ") } ?? "no answer to XTVERSION"))
        lines.append("device attributes: " + (deviceAttributes.map { "answered (\($0.map(String.init).joined(separator: ";")))" }
                                              ?? "no answer"))
        var sync = "synchronized output (2026): " + mode(synchronizedOutput)
        if underTmux, synchronizedOutput != nil { sync += " (tmux's own answer, not the outer terminal's)" }
        lines.append(sync)
        lines.append("grapheme clusters (2027): " + mode(graphemeClusters) + graphemeReport)
        lines.append("focus reporting (1004): " + mode(focusReporting)
                     + (usesFocusReporting ? "; turned on (scenePhase follows focus)" : ""))
        lines.append("kitty keyboard: " + (kittyKeyboardFlags.map { "flags \($0); pushing flags \(Self.pushedKittyFlags) (Esc at once, Control digits and Control-Shift letters, key repeat and release)" }
                                           ?? "no answer (Esc waits 25 ms for a sequence)"))
        lines.append("tmux: " + (underTmux ? "yes (TMUX is set)" : "no"))
        lines.append("window title and clipboard (OSC 2, OSC 52): " + (usesWindowTitle ? "written" : "not written (no answer, TERM not of xterm's family)"))
        return lines
    }
}
