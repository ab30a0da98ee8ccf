import Glibc
import TermCoverCore

/// Finds out the terminal's real default colors, so that fades that
/// involve them blend toward what is really on screen.
///
/// First the terminal is asked (OSC 10 and 11 with `?`, which xterm, VTE,
/// kitty, iTerm2, WezTerm, foot, Alacritty and tmux answer), followed by a
/// primary device attributes request (`CSI c`) that nearly every terminal
/// answers, and answers after the others: once its reply is in, no color
/// reply is coming and there is no need to wait out the timeout. Failing
/// that, `COLORFGBG` (set by rxvt, Konsole and others) names the two ANSI
/// colors; failing that, the dark assumption stands.
package enum TerminalColorQuery {
    /// What a terminal answered: either color may be missing.
    package struct Answer: Equatable, Sendable {
        /// The default foreground (OSC 10), when the terminal answered.
        package var foreground: TerminalColors.RGB?
        /// The default background (OSC 11), when the terminal answered.
        package var background: TerminalColors.RGB?
        /// True once the device attributes reply came: nothing more is coming.
        package var complete: Bool
    }

    /// The colors asked for: default foreground, default background.
    static let colorRequest = Array("\u{1B}]10;?\u{1B}\\\u{1B}]11;?\u{1B}\\".utf8)
    /// The whole start-up question, one burst: the colors, then the
    /// capability questions, device attributes last (see `TerminalCapabilities.queries`).
    static let request = colorRequest + TerminalCapabilities.queries

    /// Asks the terminal on `output` and reads its replies from `input`,
    /// waiting at most `timeout` seconds. The terminal must already be in a
    /// mode with no echo and no line buffering. Nothing typed is dropped:
    /// see `exchange`.
    package static func ask(input: Int32, output: Int32, timeout: Double = 0.2) -> Answer {
        exchange(input: input, output: output, timeout: timeout).answer
    }

    /// `ask`, also returning every byte read meanwhile: keys typed during
    /// the question, and replies, whole or in part. Those bytes, and any
    /// reply that comes after the timeout, belong to the input reader, whose
    /// decoder drops replies whole (OSC and `CSI ?` sequences are never
    /// keys) and keeps what was typed, in order.
    package static func exchange(input: Int32, output: Int32, timeout: Double = 0.2,
                                askColors: Bool = true) -> (answer: Answer, read: [UInt8]) {
        var answer = Answer(foreground: nil, background: nil, complete: false)
        let request = askColors ? request : TerminalCapabilities.queries
        guard write(output, request, request.count) == request.count else { return (answer, []) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 512)
        let deadline = now() + timeout
        while true {
            answer = parse(bytes)
            // Device attributes go last and every terminal answers them, in order: after them nothing comes.
            if answer.complete { break }
            let left = deadline - now()
            if left <= 0 { break }
            var fds = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&fds, 1, Int32(max(1, (left * 1000).rounded(.up))))
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { continue }
            let n = read(input, &chunk, chunk.count)
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        return (answer, bytes)
    }

    /// Reads the replies in `bytes`: `OSC 10;rgb:R/G/B` and `OSC 11;...`
    /// ended by BEL or ST, each component 1 to 4 hex digits, and a device
    /// attributes reply `CSI ? ... c`.
    package static func parse(_ bytes: [UInt8]) -> Answer {
        var answer = Answer(foreground: nil, background: nil, complete: false)
        let text = String(decoding: bytes, as: UTF8.self)
        for part in text.split(separator: "\u{1B}]", omittingEmptySubsequences: true) {
            let body = part.prefix { $0 != "\u{07}" && $0 != "\u{1B}" }
            guard body.count < part.count else { continue }  // unterminated: more may come
            if body.hasPrefix("10;"), let rgb = color(body.dropFirst(3)) { answer.foreground = rgb }
            if body.hasPrefix("11;"), let rgb = color(body.dropFirst(3)) { answer.background = rgb }
        }
        answer.complete = TerminalCapabilities.isComplete(bytes)
        return answer
    }

    /// `rgb:RRRR/GGGG/BBBB` (1–4 hex digits a component) as 8-bit color.
    static func color(_ spec: Substring) -> TerminalColors.RGB? {
        guard spec.hasPrefix("rgb:") else { return nil }
        let parts = spec.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var bytes: [UInt8] = []
        for p in parts {
            guard (1...4).contains(p.count), let v = UInt32(p, radix: 16) else { return nil }
            let top = Double((1 << (4 * p.count)) - 1)
            bytes.append(UInt8((Double(v) / top * 255).rounded()))
        }
        return TerminalColors.RGB(bytes[0], bytes[1], bytes[2])
    }

    /// The colors `COLORFGBG` names: `fg;bg` (or `fg;default;bg`) as ANSI
    /// color numbers, read through xterm's palette. Nil when it is unset or
    /// unreadable.
    package static func colors(fromCOLORFGBG value: String?) -> TerminalColors? {
        guard let value else { return nil }
        let fields = value.split(separator: ";")
        guard fields.count >= 2, let fg = Int(fields.first!), let bg = Int(fields.last!),
              (0..<16).contains(fg), (0..<16).contains(bg) else { return nil }
        return TerminalColors(foreground: TerminalColors.xtermPalette[fg], background: TerminalColors.xtermPalette[bg])
    }

    /// The colors to assume from a terminal's `answer` and the environment:
    /// each answered color wins, then `COLORFGBG`, then the dark assumption.
    package static func resolve(_ answer: Answer?, environment: [String: String]) -> TerminalColors {
        let fallback = colors(fromCOLORFGBG: environment["COLORFGBG"]) ?? .dark
        guard let answer, answer.foreground != nil || answer.background != nil else { return fallback }
        var colors = fallback
        // One answered color without the other: take the other from the
        // theme the answered one belongs to.
        if let bg = answer.background {
            colors.background = bg
            if answer.foreground == nil {
                let light = 0.2126 * Double(bg.red) + 0.7152 * Double(bg.green) + 0.0722 * Double(bg.blue) > 127.5
                colors.foreground = light ? TerminalColors.light.foreground : TerminalColors.dark.foreground
            }
        }
        if let fg = answer.foreground { colors.foreground = fg }
        return colors
    }

    /// Asks the process's own terminal (standard input and output, which
    /// must be a terminal) and resolves the answer as `resolve` does. The
    /// terminal is put in raw mode for the question and then given back its
    /// modes. With no terminal, only the environment is read. What was read
    /// besides the answer is dropped: callers that go on reading the
    /// terminal use `askProcessTerminal(environment:timeout:typeAhead:)`.
    package static func askProcessTerminal(environment: [String: String], timeout: Double = 0.2) -> TerminalColors {
        var typeAhead: [UInt8] = []
        return askProcessTerminal(environment: environment, timeout: timeout, typeAhead: &typeAhead)
    }

    /// `askProcessTerminal`, appending every byte read during the question
    /// (keys typed at start-up, replies) to `typeAhead`, for the input reader.
    package static func askProcessTerminal(environment: [String: String], timeout: Double = 0.2,
                                          typeAhead: inout [UInt8]) -> TerminalColors {
        probeProcessTerminal(environment: environment, timeout: timeout, typeAhead: &typeAhead).colors
    }

    /// The one start-up probe of the process's terminal: the colors (unless
    /// `askColors` is false: then `colors` is what the environment says) and
    /// the capabilities, in one burst with one deadline. Every byte read
    /// meanwhile is appended to `typeAhead`; replies that come after the
    /// deadline reach the input reader, whose decoder drops them.
    package static func probeProcessTerminal(environment: [String: String], askColors: Bool = true, timeout: Double = 0.2,
                                            typeAhead: inout [UInt8]) -> (colors: TerminalColors, capabilities: TerminalCapabilities) {
        let silent = TerminalCapabilities.parse([], environment: environment)
        var saved = termios()
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else {
            return (resolve(nil, environment: environment), silent)
        }
        var raw = saved
        cfmakeraw(&raw)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return (resolve(nil, environment: environment), silent) }
        let (answer, read) = exchange(input: STDIN_FILENO, output: STDOUT_FILENO, timeout: timeout, askColors: askColors)
        typeAhead += read
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved)
        return (resolve(answer, environment: environment), TerminalCapabilities.parse(read, environment: environment))
    }

    /// What `TERMCOVER_CAPABILITIES=1` and `cover-demo --capabilities`
    /// print: the probe's findings, one fact a line, colors included.
    package static func capabilityReport(environment: [String: String], timeout: Double = 0.2) -> [String] {
        var typeAhead: [UInt8] = []
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            return ["no terminal: standard input and output must both be terminals"]
        }
        let (answer, read) = rawExchange(timeout: timeout, typeAhead: &typeAhead)
        var lines = TerminalCapabilities.parse(read, environment: environment).report
        func rgb(_ c: TerminalColors.RGB?) -> String {
            guard let c else { return "no answer" }
            return "rgb(\(c.red), \(c.green), \(c.blue))"
        }
        lines.append("default foreground (OSC 10): " + rgb(answer?.foreground))
        lines.append("default background (OSC 11): " + rgb(answer?.background))
        return lines
    }

    /// `exchange` in raw mode on the process's terminal, its modes given back after.
    private static func rawExchange(timeout: Double, typeAhead: inout [UInt8]) -> (Answer?, [UInt8]) {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return (nil, []) }
        var raw = saved
        cfmakeraw(&raw)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return (nil, []) }
        let (answer, read) = exchange(input: STDIN_FILENO, output: STDOUT_FILENO, timeout: timeout)
        typeAhead += read
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved)
        return (answer, read)
    }

    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}
