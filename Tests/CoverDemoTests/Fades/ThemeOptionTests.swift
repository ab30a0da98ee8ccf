import Foundation
import Testing
import CoverDemoKit
import TermCover

/// `--theme` and the asciicast header's `theme`.
@Suite("Fades: --theme and the recording's theme")
struct ThemeOptionTests {
    @Test("--theme takes dark, light, or text and background as #rrggbb,#rrggbb")
    func parse() throws {
        #expect(try runOptions()?.theme == nil)
        #expect(try runOptions("--theme", "light")?.theme == .light)
        #expect(try runOptions("--theme=DARK")?.theme == .dark)
        let custom = try #require(try runOptions("--theme", "#102030,#fafbfc")?.theme)
        #expect(custom.foreground == TerminalColors.RGB(0x10, 0x20, 0x30))
        #expect(custom.background == TerminalColors.RGB(0xfa, 0xfb, 0xfc))
        #expect(custom.palette == TerminalColors.xtermPalette)
    }

    @Test("a theme it cannot read is refused in one line")
    func refused() {
        for bad in ["solarized", "#fff,#000", "#102030", "#10203g,#000000", "#102030;#000000"] {
            #expect(usageError("--theme", bad)
                    == "cover-demo: --theme must be dark, light or #rrggbb,#rrggbb (text, background), not '\(bad)'")
        }
        #expect(usageError("--theme") == "cover-demo: --theme needs a value (try --help)")
    }

    @Test("the header's theme names fg, bg and the 16-color palette")
    func header() throws {
        let dir = try TemporaryDirectory()
        let writer = try CastWriter.create(path: dir.file("t.cast"), size: Size(width: 10, height: 2), term: "xterm-256color",
                                           overwrite: false, timestamp: 1, theme: .light)
        writer.close()
        let palette = "#000000:#cd0000:#00cd00:#cdcd00:#0000ee:#cd00cd:#00cdcd:#e5e5e5:"
            + "#7f7f7f:#ff0000:#00ff00:#ffff00:#5c5cff:#ff00ff:#00ffff:#ffffff"
        #expect(try dir.contents("t.cast") == """
            {"version": 2, "width": 10, "height": 2, "timestamp": 1, "env": {"TERM": "xterm-256color"}, \
            "theme": {"fg": "#000000", "bg": "#ffffff", "palette": "\(palette)"}}

            """)
    }

    /// The first line of a scripted recording made with `flags`, as JSON.
    private func recordedHeader(_ flags: [String]) throws -> [String: Any] {
        let dir = try TemporaryDirectory()
        let result = try DemoProcess.run(["--script", "-", "--record", dir.file("s.cast")] + flags,
                                         input: "wait 50ms\nkey enter\nwait 200ms\n")
        #expect(result.status == 0, "\(result.stderr)")
        let first = try #require(try dir.contents("s.cast").split(separator: "\n").first)
        return try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
    }

    @Test("a script records the theme its blends assumed: dark by default, light with --theme light")
    func scriptHeaders() throws {
        let dark = try #require(try recordedHeader([])["theme"] as? [String: String])
        #expect(dark["fg"] == "#e5e5e5" && dark["bg"] == "#000000")
        #expect(dark["palette"]?.split(separator: ":").count == 16)
        let light = try #require(try recordedHeader(["--theme", "light"])["theme"] as? [String: String])
        #expect(light["fg"] == "#000000" && light["bg"] == "#ffffff")
    }

    @Test("on a light theme a scripted fade blends toward white: near-white ink that a dark theme never has")
    func lightFade() throws {
        func events(_ flags: [String]) throws -> String {
            let dir = try TemporaryDirectory()
            let result = try DemoProcess.run(["--script", "-", "--record", dir.file("f.cast"), "--transition", "opacity",
                                              "--duration", "1", "--animation", "linear"] + flags,
                                             input: "wait 50ms\nkey enter\nwait 150ms\n")
            #expect(result.status == 0, "\(result.stderr)")
            return try dir.contents("f.cast")
        }
        // Early in the fade the cover's text is ink barely off the
        // background: on white, the cube's white (231); on black, the dark
        // theme's text (229) is the lightest a blend can reach.
        #expect(try events(["--theme", "light"]).contains("38;5;231m"))
        #expect(try !events([]).contains("38;5;231m"))
    }
}
