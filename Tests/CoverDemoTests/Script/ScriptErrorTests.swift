import Testing
import CoverDemoKit

/// The message `text` is refused with, or nil when it parses.
private func scriptError(_ text: String) -> String? {
    do {
        _ = try Script.parse(text)
        return nil
    } catch {
        return error.description
    }
}

@Suite("Script: mistakes")
struct ScriptErrorTests {
    @Test("an unknown command, reported with its line")
    func unknownCommand() {
        #expect(scriptError("wait 1s\n\njump 3") == "script:3: unknown command 'jump'")
        #expect(scriptError("WAIT 1s") == "script:1: unknown command 'WAIT'")
        #expect(scriptError("key q # press q") == "script:1: unknown key 'q # press q'")
    }

    @Test("wait without a duration, without a unit, negative or malformed")
    func badWait() {
        for arg in ["", "250", "1.5", "-1s", "-250ms", "1.s", ".5s", "1e3ms", "1 s", "5m", "1h", "s", "ms", "1,5s"] {
            #expect(scriptError("# c\n\n\n\nwait \(arg)") == "script:5: wait needs a duration like 250ms or 1.5s",
                    "wait \(arg)")
        }
        #expect(scriptError("wait") == "script:1: wait needs a duration like 250ms or 1.5s")
    }

    @Test("key without a name, or with one no key has")
    func badKey() {
        #expect(scriptError("key") == "script:1: key needs a key name like enter, esc, ctrl-c or q")
        #expect(scriptError("wait 1s\nkey   ") == "script:2: key needs a key name like enter, esc, ctrl-c or q")
        #expect(scriptError("key jump") == "script:1: unknown key 'jump'")
        #expect(scriptError("key f13") == "script:1: unknown key 'f13'")
        #expect(scriptError("key ctrl-12") == "script:1: unknown key 'ctrl-12'")
        // Ctrl-1 is a key now: a terminal speaking the kitty keyboard protocol sends it.
        #expect(scriptError("key ctrl-1") == nil)
    }

    @Test("type, expect and expect-not need text")
    func missingText() {
        #expect(scriptError("type") == "script:1: type needs text to type")
        #expect(scriptError("type ") == "script:1: type needs text to type")
        #expect(scriptError("\nexpect") == "script:2: expect needs text to look for")
        #expect(scriptError("\n\nexpect-not ") == "script:3: expect-not needs text to look for")
    }

    @Test("resize needs a size within 1x1 to 1000x1000")
    func badResize() {
        for arg in ["", "80", "0x24", "80x0", "1001x1", "80 x 24", "big"] {
            #expect(scriptError("resize \(arg)") == "script:1: resize needs a size like 80x24, from 1x1 to 1000x1000")
        }
    }

    @Test("snapshot names are file-safe and used once")
    func badSnapshot() {
        #expect(scriptError("snapshot a b")
                == "script:1: snapshot name 'a b' may use only letters, digits, '-', '_' and '.'")
        #expect(scriptError("snapshot ../x")
                == "script:1: snapshot name '../x' may use only letters, digits, '-', '_' and '.'")
        #expect(scriptError("snapshot 한")
                == "script:1: snapshot name '한' may use only letters, digits, '-', '_' and '.'")
        #expect(scriptError("snapshot top\nwait 1s\nsnapshot top") == "script:3: snapshot 'top' is already taken on line 1")
        #expect(scriptError("snapshot\nsnapshot snapshot-1") == "script:2: snapshot 'snapshot-1' is already taken on line 1")
    }

    @Test("the first mistake stops parsing, and the error carries its line")
    func firstMistake() throws {
        do {
            _ = try Script.parse("key q\njump\nfly")
            Issue.record("parsed a bad script")
        } catch {
            #expect(error.line == 2)
            #expect(error.message == "unknown command 'jump'")
        }
    }

    @Test("control characters in an echoed word keep the message on one line")
    func oneLine() {
        #expect(scriptError("ju\u{1B}mp") == "script:1: unknown command 'ju\\u{1B}mp'")
    }
}
