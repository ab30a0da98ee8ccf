import Glibc
import Testing
import TermCoverCore
@testable import TermCoverNcurses

/// Asking the terminal for its default colors (OSC 10/11), and the fallbacks.
@Suite("The terminal's default colors")
struct TerminalColorQueryTests {
    typealias RGB = TerminalColors.RGB

    @Test("replies in 4, 2 and 1 hex digits, ended by ST or BEL, are read as 8-bit colors")
    func parse() {
        let reply = "\u{1B}]10;rgb:0000/8080/ffff\u{1B}\\\u{1B}]11;rgb:ff/ee/dd\u{07}\u{1B}[?62;22c"
        let answer = TerminalColorQuery.parse(Array(reply.utf8))
        #expect(answer.foreground == RGB(0, 128, 255))
        #expect(answer.background == RGB(255, 238, 221))
        #expect(answer.complete)
        let short = TerminalColorQuery.parse(Array("\u{1B}]11;rgb:f/0/8\u{07}".utf8))
        // f/f = 255, 8/f = 136.
        #expect(short.background == RGB(255, 0, 136))
        #expect(short.foreground == nil)
        #expect(!short.complete)
    }

    @Test("unterminated, malformed or absent replies give nothing")
    func malformed() {
        for reply in ["\u{1B}]11;rgb:ff/ee/dd", "\u{1B}]11;rgb:ff/ee\u{07}", "\u{1B}]11;rgb:fffff/0/0\u{07}",
                      "\u{1B}]11;#ffffff\u{07}", "", "garbage"] {
            #expect(TerminalColorQuery.parse(Array(reply.utf8)).background == nil, "\(reply.debugDescription)")
        }
    }

    @Test("COLORFGBG names ANSI colors: 0;15 is black on white, 15;default;0 white on black")
    func colorfgbg() {
        #expect(TerminalColorQuery.colors(fromCOLORFGBG: "0;15")
                == TerminalColors(foreground: RGB(0, 0, 0), background: RGB(255, 255, 255)))
        #expect(TerminalColorQuery.colors(fromCOLORFGBG: "15;default;0")
                == TerminalColors(foreground: RGB(255, 255, 255), background: RGB(0, 0, 0)))
        #expect(TerminalColorQuery.colors(fromCOLORFGBG: "0;15")?.isLight == true)
        #expect(TerminalColorQuery.colors(fromCOLORFGBG: "junk") == nil)
        #expect(TerminalColorQuery.colors(fromCOLORFGBG: "0;99") == nil)
        #expect(TerminalColorQuery.colors(fromCOLORFGBG: nil) == nil)
    }

    @Test("the terminal's answer wins, then COLORFGBG, then the dark assumption")
    func resolve() {
        let answered = TerminalColorQuery.Answer(foreground: RGB(10, 20, 30), background: RGB(250, 240, 230), complete: true)
        let env = ["COLORFGBG": "15;0"]
        #expect(TerminalColorQuery.resolve(answered, environment: env)
                == TerminalColors(foreground: RGB(10, 20, 30), background: RGB(250, 240, 230)))
        #expect(TerminalColorQuery.resolve(nil, environment: env).background == RGB(0, 0, 0))
        #expect(TerminalColorQuery.resolve(nil, environment: [:]) == .dark)
        // A light background alone brings dark text with it.
        let bgOnly = TerminalColorQuery.Answer(foreground: nil, background: RGB(255, 255, 240), complete: true)
        #expect(TerminalColorQuery.resolve(bgOnly, environment: [:]).foreground == TerminalColors.light.foreground)
    }

    /// A pty whose far end plays the terminal: `reply` is waiting before the question is asked.
    private func ask(replying reply: String, timeout: Double) throws -> (TerminalColorQuery.Answer, String, Double) {
        var master: Int32 = -1, slave: Int32 = -1
        #expect(openpty(&master, &slave, nil, nil, nil) == 0)
        defer { close(master); close(slave) }
        var raw = termios()
        tcgetattr(slave, &raw)
        cfmakeraw(&raw)
        tcsetattr(slave, TCSANOW, &raw)
        _ = reply.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        let answer = TerminalColorQuery.ask(input: slave, output: slave, timeout: timeout)
        clock_gettime(CLOCK_MONOTONIC, &end)
        var asked = [UInt8](repeating: 0, count: 256)
        let n = read(master, &asked, asked.count)
        let elapsed = Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) * 1e-9
        return (answer, String(decoding: asked.prefix(max(0, n)), as: UTF8.self), elapsed)
    }

    @Test("on a pty: the question is OSC 10, OSC 11 and a device attributes request, and the replies are read")
    func askAnswered() throws {
        let (answer, asked, _) = try ask(replying: "\u{1B}]10;rgb:0/0/0\u{1B}\\\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?1;2c",
                                         timeout: 5)
        // The colors, then the capability questions in the same burst, device attributes last.
        #expect(asked == "\u{1B}]10;?\u{1B}\\\u{1B}]11;?\u{1B}\\\u{1B}[>0q\u{1B}[?2026$p\u{1B}[?2027$p\u{1B}[?1004$p\u{1B}[?u\u{1B}[c")
        #expect(answer.foreground == RGB(0, 0, 0))
        #expect(answer.background == RGB(255, 255, 255))
    }

    @Test("a terminal that only answers device attributes is not waited for")
    func askUnanswered() throws {
        let (answer, _, elapsed) = try ask(replying: "\u{1B}[?1;2c", timeout: 5)
        #expect(answer.foreground == nil && answer.background == nil && answer.complete)
        #expect(elapsed < 4, "returned when the attributes came, not at the timeout: \(elapsed) s")
    }

    @Test("a terminal that answers nothing costs the timeout and nothing more")
    func askSilent() throws {
        let (answer, _, elapsed) = try ask(replying: "", timeout: 0.1)
        #expect(answer == TerminalColorQuery.Answer(foreground: nil, background: nil, complete: false))
        #expect(elapsed >= 0.1)
    }
}
