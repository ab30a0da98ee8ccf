import Testing
import CoverDemoKit
import TermCover

/// The commands of `text`, without their line numbers.
private func commands(_ text: String) throws -> [ScriptCommand] {
    try Script.parse(text).map(\.command)
}

@Suite("Script: commands")
struct ScriptParseTests {
    @Test("every command, with its line number, skipping blanks and comments")
    func everyCommand() throws {
        let text = """
            # open a cover and look at it
            wait 250ms

            key enter
            type hello, 세계
            resize 100x30
            snapshot
            snapshot opened
              expect hello
            expect-not Error
            """
        let expected = [
            ScriptStep(line: 2, command: .wait(seconds: 0.25)),
            ScriptStep(line: 4, command: .key(.return)),
            ScriptStep(line: 5, command: .type("hello, 세계")),
            ScriptStep(line: 6, command: .resize(Size(width: 100, height: 30))),
            ScriptStep(line: 7, command: .snapshot(name: "snapshot-1")),
            ScriptStep(line: 8, command: .snapshot(name: "opened")),
            ScriptStep(line: 9, command: .expect("hello")),
            ScriptStep(line: 10, command: .expectNot("Error")),
        ]
        #expect(try Script.parse(text) == expected)
    }

    @Test("wait takes milliseconds or seconds, whole or fractional, and zero")
    func waits() throws {
        #expect(try commands("wait 250ms\nwait 1.5s\nwait 2s\nwait 0.5s\nwait 0s\nwait 0.1ms\nwait 1000ms")
                == [.wait(seconds: 0.25), .wait(seconds: 1.5), .wait(seconds: 2), .wait(seconds: 0.5),
                    .wait(seconds: 0), .wait(seconds: 0.0001), .wait(seconds: 1)])
    }

    @Test("every named key, function keys, control letters and single characters")
    func keys() throws {
        let text = ["enter", "esc", "space", "tab", "backspace", "up", "down", "left", "right", "home", "end",
                    "pageup", "pagedown", "f1", "f12", "ctrl-a", "ctrl-z", "q", "+", "#", "한"]
            .map { "key " + $0 }.joined(separator: "\n")
        #expect(try commands(text) == [
            .key(.return), .key(.escape), .key(.character(" ")), .key(.tab), .key(.delete), .key(.upArrow),
            .key(.downArrow), .key(.leftArrow), .key(.rightArrow), .key(.home), .key(.end), .key(.pageUp),
            .key(.pageDown), .key(.function(1)), .key(.function(12)), .key(.control("a")), .key(.control("z")),
            .key(.character("q")), .key(.character("+")), .key(.character("#")), .key(.character("한")),
        ])
    }

    @Test("type and expect keep the rest of the line verbatim, # and spaces included")
    func verbatim() throws {
        #expect(try commands("type  two  spaces # not a comment ") == [.type(" two  spaces # not a comment ")])
        #expect(try commands("type\ttabbed") == [.type("tabbed")])
        #expect(try commands("expect 100% ✓") == [.expect("100% ✓")])
        #expect(try commands("expect-not # no") == [.expectNot("# no")])
    }

    @Test("unnamed snapshots count only the unnamed ones")
    func snapshotNames() throws {
        #expect(try commands("snapshot\nsnapshot start\nsnapshot   \nsnapshot end-2.v_1")
                == [.snapshot(name: "snapshot-1"), .snapshot(name: "start"), .snapshot(name: "snapshot-2"),
                    .snapshot(name: "end-2.v_1")])
    }

    @Test("CRLF line endings, a byte-order mark and indented comments are accepted")
    func lineEndings() throws {
        #expect(try Script.parse("\u{FEFF}key q\r\n  # note\r\nwait 1s\r\n")
                == [ScriptStep(line: 1, command: .key(.character("q"))),
                    ScriptStep(line: 3, command: .wait(seconds: 1))])
    }

    @Test("an empty script, or one of comments, has no steps")
    func empty() throws {
        #expect(try Script.parse("").isEmpty)
        #expect(try Script.parse("# nothing\n\n   \n").isEmpty)
    }
}
