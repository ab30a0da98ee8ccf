/// What a terminal said about itself when asked at start-up (see
/// `TerminalCapabilities.parse(_:environment:)` for the questions), and
/// what TermCover turns on because of it. Every fact is optional: a
/// terminal that did not answer leaves it nil, and nil always means
/// "behave as before anything was asked".
public struct TerminalCapabilities: Equatable, Sendable {
    /// How a terminal answered a DEC private mode request (DECRQM, `CSI ? n $ p`).
    public enum ModeState: Int, Equatable, Sendable {
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
        public var isSupported: Bool { self == .set || self == .reset || self == .permanentlySet }
    }

    /// The terminal's name from its XTVERSION reply (`kitty`, `XTerm`, `foot`, `tmux`).
    public var name: String?
    /// The version that came with the name, when the reply had one.
    public var version: String?
    /// Synchronized output (mode 2026), when the terminal answered for it.
    public var synchronizedOutput: ModeState?
    /// Grapheme cluster segmentation (mode 2027), when the terminal answered for it.
    public var graphemeClusters: ModeState?
    /// Focus reporting (mode 1004), when the terminal answered for it.
    public var focusReporting: ModeState?
    /// The kitty keyboard protocol's current flags (`CSI ? flags u`), or nil
    /// when the terminal did not answer the query: then it does not speak the protocol.
    public var kittyKeyboardFlags: Int?
    /// The primary device attributes (`CSI ? a ; b … c`), or nil when none came.
    public var deviceAttributes: [Int]?
    /// `TMUX` is set: the answers are tmux's own, not those of the terminal tmux runs in.
    public var underTmux: Bool

    /// A terminal that answered nothing.
    public init(underTmux: Bool = false) {
        self.underTmux = underTmux
    }

    /// The kitty keyboard flags TermCover pushes: 1, "disambiguate escape
    /// codes", so Esc and Control or Alt chords arrive as `CSI … u`.
    public static let pushedKittyFlags = 1

    /// Whether TermCover pushes kitty keyboard flags: only where the terminal answered the query.
    public var usesKittyKeyboard: Bool { kittyKeyboardFlags != nil }

    /// Written after entering the full-screen session: `CSI > 1 u` where
    /// the terminal speaks the kitty keyboard protocol, nothing elsewhere.
    public var enteringSequence: [UInt8] {
        (usesKittyKeyboard ? Array("\u{1B}[>\(Self.pushedKittyFlags)u".utf8) : [])
            + (usesFocusReporting ? Array("\u{1B}[?1004h".utf8) : [])
            + (usesGraphemeClusters ? Array("\u{1B}[?2027h".utf8) : [])
    }

    /// Whether TermCover turns focus reporting on (driving `\.scenePhase`):
    /// only where the terminal said it knows mode 1004.
    public var usesFocusReporting: Bool { focusReporting?.isSupported == true && focusReporting != .permanentlySet }

    /// Written before leaving it, on every exit path: `CSI < u` pops what
    /// `enteringSequence` pushed (kitty keeps one stack a screen, so this
    /// goes before leaving the alternate screen).
    public var leavingSequence: [UInt8] {
        (usesKittyKeyboard ? Array("\u{1B}[<u".utf8) : [])
            + (usesFocusReporting ? Array("\u{1B}[?1004l".utf8) : [])
            + (usesGraphemeClusters ? Array("\u{1B}[?2027l".utf8) : [])
    }

    /// One fact a line, for `--capabilities` and `TERMCOVER_CAPABILITIES=1`.
    public var report: [String] {
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
        lines.append("kitty keyboard: " + (kittyKeyboardFlags.map { "flags \($0); pushing flags \(Self.pushedKittyFlags) (Esc at once, Control digits and Control-Shift letters)" }
                                           ?? "no answer (Esc waits 25 ms for a sequence)"))
        lines.append("tmux: " + (underTmux ? "yes (TMUX is set)" : "no"))
        return lines
    }
}
