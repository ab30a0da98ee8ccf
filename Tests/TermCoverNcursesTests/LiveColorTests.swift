import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

private let demo = coverDemoPath

/// The live demo on a pty, with the test playing the terminal: it answers
/// the color query (or not) and reads what the demo draws.
@Suite("Live runs: the terminal's colors and color depth", .serialized, .enabled(if: demo != nil, "cover-demo is not built"))
struct LiveColorTests {
    private static let environment = ["TERM": "xterm-256color", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin",
                                      "SWIFT_BACKTRACE": "interactive=no"]

    /// Runs an opacity fade live, answering the color query with `reply`
    /// (if any); returns everything the demo wrote.
    private func fade(_ extra: [String: String], reply: String?) throws -> String {
        let child = try PtyProcess([try #require(demo), "--transition", "opacity", "--duration", "1", "--animation", "linear"],
                                   size: Size(width: 80, height: 24),
                                   environment: Self.environment.merging(extra) { $1 })
        let query = "\u{1B}]11;?"
        child.read(for: 20) { String(decoding: $0, as: UTF8.self).contains(query) }
        #expect(String(decoding: child.output, as: UTF8.self).contains(query), "the demo asks for the colors")
        if let reply { child.type(Array(reply.utf8)) }
        child.read(for: 20) { String(decoding: $0, as: UTF8.self).contains("transition gallery") }
        child.type(Array("\r".utf8))
        child.read(for: 0.6)
        child.type([0x1B])  // esc dismisses the cover, then q quits the gallery
        child.read(for: 1.5)
        child.type(Array("q".utf8))
        #expect(child.waitForExit(timeout: 20) == 0)
        return String(decoding: child.output, as: UTF8.self)
    }

    /// The direct background colors in `text` whose every channel is above
    /// `level`: a gallery cover (a dark blue surface) fading in over a white
    /// terminal passes through them; over a black one it never does.
    private func lightBackgrounds(_ text: String, above level: Int = 100) -> Int {
        let parts = text.components(separatedBy: "48;2;").dropFirst()
        return parts.filter { part in
            let rgb = part.prefix { $0.isNumber || $0 == ";" }.split(separator: ";").prefix(3).compactMap { Int($0) }
            return rgb.count == 3 && rgb.allSatisfy { $0 > level }
        }.count
    }

    @Test("COLORTERM=truecolor: direct color; a terminal that answers black on white gets fades toward white")
    func directColorOnALightTerminal() throws {
        let light = try fade(["COLORTERM": "truecolor"],
                             reply: "\u{1B}]10;rgb:0000/0000/0000\u{1B}\\\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?1;2c")
        #expect(light.contains("38;2;"))
        #expect(!light.contains("38;5;"))
        // The cover's surface half-way between its blue and the white background.
        #expect(lightBackgrounds(light) > 0)
        let dark = try fade(["COLORTERM": "truecolor"], reply: "\u{1B}[?1;2c")
        #expect(dark.contains("38;2;"))
        #expect(lightBackgrounds(dark) == 0)
    }

    @Test("COLORFGBG stands in when the terminal does not answer")
    func colorfgbg() throws {
        let light = try fade(["COLORTERM": "truecolor", "COLORFGBG": "0;15"], reply: "\u{1B}[?1;2c")
        #expect(lightBackgrounds(light) > 0)
    }

    @Test("NO_COLOR wins over COLORTERM: no color at all")
    func noColorWins() throws {
        let plain = try fade(["COLORTERM": "truecolor", "NO_COLOR": "1"], reply: nil)
        #expect(!plain.contains("38;2;") && !plain.contains("38;5;") && !plain.contains("48;2;"))
    }
}
