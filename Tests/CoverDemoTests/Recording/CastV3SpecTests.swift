import Testing
import Foundation

/// The examples of the asciicast v3 spec (docs.asciinema.org/manual/asciicast/v3,
/// revision 2025-10-20), typed in from the page.
enum CastV3SpecExamples {
    /// "asciicast v3 file looks like this".
    static let file = #"""
        {"version": 3, "term": {"cols": 80, "rows": 24, "type": "xterm-256color"}, "timestamp": 1504467315, "title": "Demo", "env": {"SHELL": "/bin/zsh"}}
        # event stream follows the header
        [0.248, "o", "\u001b[1;31mHello \u001b[32mWorld!\u001b[0m\n"]
        [1.001, "o", "That was ok\rThis is better."]
        [3.500, "m", ""]
        [0.143, "o", "Now... "]
        # terminal window resized to 90 cols and 30 rows
        [2.050, "r", "90x30"]
        [1.541, "o", "Bye!"]
        [0.887, "x", "0"]

        """#

    /// "Complete header example", pretty formatted in the spec, here on one line as a file has it.
    static let completeHeader = #"""
        {"version": 3, "term": {"cols": 80, "rows": 24, "type": "xterm-256color", "version": "VTE(7802)", "theme": {"fg": "#d0d0d0", "bg": "#212121", "palette": "#151515:#ac4142:#7e8e50:#e5b567:#6c99bb:#9f4e85:#7dd6cf:#d0d0d0:#505050:#ac4142:#7e8e50:#e5b567:#6c99bb:#9f4e85:#7dd6cf:#f5f5f5"}}, "timestamp": 1509091818, "idle_time_limit": 2, "command": "/bin/bash", "title": "Demo", "env": {"SHELL": "/bin/bash"}, "tags": ["demo", "tutorial", "helix"]}

        """#

    /// "Minimal header example".
    static let minimalHeader = #"{"version": 3, "term": {"cols": 80, "rows": 24}}"# + "\n"

    /// The event examples of each code's section.
    static let codeExamples = #"""
        {"version": 3, "term": {"cols": 80, "rows": 24}}
        [5.0, "o", "hello"]
        [5.0, "i", "h"]
        [5.0,  "m", ""]
        [3.0, "m", "Configuration"]
        [5.0, "r", "100x50"]
        [5.0, "x", "0"]

        """#
}

@Suite("asciicast v3: the test reader against the spec's examples")
struct CastV3SpecTests {
    private typealias Event = CastV3Reader.Event

    @Test("the spec's example file reads as seven events at the intervals' running sums, its two comments skipped")
    func exampleFile() throws {
        let cast = try CastV3Reader(text: CastV3SpecExamples.file)
        #expect(cast.cols == 80 && cast.rows == 24 && cast.type == "xterm-256color" && cast.theme == nil)
        #expect(cast.header["timestamp"] as? Int == 1_504_467_315 && cast.header["title"] as? String == "Demo")
        #expect(cast.header["env"] as? [String: String] == ["SHELL": "/bin/zsh"])
        #expect(cast.comments == ["# event stream follows the header", "# terminal window resized to 90 cols and 30 rows"])
        // 0.248; +1.001 = 1.249; +3.5 = 4.749; +0.143 = 4.892; +2.05 = 6.942; +1.541 = 8.483; +0.887 = 9.370.
        #expect(cast.events == [
            Event(microseconds: 248_000, code: "o", data: "\u{1B}[1;31mHello \u{1B}[32mWorld!\u{1B}[0m\n"),
            Event(microseconds: 1_249_000, code: "o", data: "That was ok\rThis is better."),
            Event(microseconds: 4_749_000, code: "m", data: ""),
            Event(microseconds: 4_892_000, code: "o", data: "Now... "),
            Event(microseconds: 6_942_000, code: "r", data: "90x30"),
            Event(microseconds: 8_483_000, code: "o", data: "Bye!"),
            Event(microseconds: 9_370_000, code: "x", data: "0"),
        ])
    }

    @Test("the complete header gives term's type, version and 16-color theme, and the other attributes")
    func completeHeader() throws {
        let cast = try CastV3Reader(text: CastV3SpecExamples.completeHeader)
        #expect(cast.cols == 80 && cast.rows == 24 && cast.type == "xterm-256color")
        #expect((cast.header["term"] as? [String: Any])?["version"] as? String == "VTE(7802)")
        #expect(cast.theme?.fg == "#d0d0d0" && cast.theme?.bg == "#212121")
        #expect(cast.theme?.palette.count == 16 && cast.theme?.palette.first == "#151515"
                && cast.theme?.palette.last == "#f5f5f5")
        #expect(cast.header["timestamp"] as? Int == 1_509_091_818 && cast.header["idle_time_limit"] as? Int == 2)
        #expect(cast.header["command"] as? String == "/bin/bash" && cast.header["tags"] as? [String] == ["demo", "tutorial", "helix"])
        #expect(cast.events.isEmpty)
    }

    @Test("the minimal header is a whole cast with no events")
    func minimalHeader() throws {
        let cast = try CastV3Reader(text: CastV3SpecExamples.minimalHeader)
        #expect(cast.cols == 80 && cast.rows == 24 && cast.type == nil && cast.events.isEmpty)
    }

    @Test("each event code's example reads, i included, at 5, 10, 15, 18, 23 and 28 s")
    func codeExamples() throws {
        let cast = try CastV3Reader(text: CastV3SpecExamples.codeExamples)
        #expect(cast.events.map(\.code) == ["o", "i", "m", "m", "r", "x"])
        #expect(cast.events.map(\.microseconds) == [5, 10, 15, 18, 23, 28].map { Int64($0) * 1_000_000 })
        #expect(cast.events[3].data == "Configuration")
    }

    @Test("what the spec rules out is refused", arguments: [
        "# a comment first\n{\"version\": 3, \"term\": {\"cols\": 80, \"rows\": 24}}\n",
        "{\"version\": 2, \"width\": 80, \"height\": 24}\n",
        "{\"version\": 3, \"term\": {\"cols\": 80}}\n",
        "{\"version\": 3, \"term\": {\"cols\": 80, \"rows\": 24, \"theme\": {\"fg\": \"#d0d0d0\", \"bg\": \"#212121\", \"palette\": \"#151515:#ac4142\"}}}\n",
        "{\"version\": 3, \"term\": {\"cols\": 80, \"rows\": 24}}\n[1.0, \"o\"]\n",
        "{\"version\": 3, \"term\": {\"cols\": 80, \"rows\": 24}}\n[-0.5, \"o\", \"x\"]\n",
        "{\"version\": 3, \"term\": {\"cols\": 80, \"rows\": 24}}\n[1.0, \"r\", \"80 by 24\"]\n",
        "{\"version\": 3, \"term\": {\"cols\": 80, \"rows\": 24}}\n[1.0, \"o\", \"half a line\"",
    ])
    func refusals(_ text: String) {
        #expect(throws: CastV3Reader.Invalid.self) { try CastV3Reader(text: text) }
    }

    @Test("an event code the reader does not know passes through, as the spec requires")
    func unknownCode() throws {
        let cast = try CastV3Reader(text: "{\"version\": 3, \"term\": {\"cols\": 80, \"rows\": 24}}\n[0.5, \"s\", \"subtitle\"]\n")
        #expect(cast.events == [Event(microseconds: 500_000, code: "s", data: "subtitle")])
    }
}
