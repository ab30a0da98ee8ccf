import Testing
import CoverDemoKit

@Suite("DemoOptions: mistakes")
struct DemoOptionsErrorTests {
    @Test("unknown options and stray arguments")
    func unknown() {
        #expect(usageError("--foo") == "cover-demo: unknown option '--foo' (try --help)")
        #expect(usageError("--foo=1") == "cover-demo: unknown option '--foo' (try --help)")
        #expect(usageError("-x") == "cover-demo: unknown option '-x' (try --help)")
        // cover-demo takes no arguments, so there is nothing for -- to end.
        #expect(usageError("--") == "cover-demo: unknown option '--' (try --help)")
        #expect(usageError("demo.txt") == "cover-demo: unexpected argument 'demo.txt' (try --help)")
        #expect(usageError("-") == "cover-demo: unexpected argument '-' (try --help)")
    }

    @Test("a 120 KB bad value is quoted by its first 40 characters and an ellipsis, on one short line")
    func hugeValueIsCut() {
        let huge = String(repeating: "x", count: 120_000)
        let forty = String(repeating: "x", count: 40)
        #expect(usageError("--transition", huge) == "cover-demo: unknown transition '\(forty)…' (see --list)")
        #expect(usageError("--fps=" + huge) == "cover-demo: --fps must be a whole number from 1 to 240, not '\(forty)…'")
        #expect(usageError("--" + huge) == "cover-demo: unknown option '--\(String(repeating: "x", count: 38))…' (try --help)")
    }

    @Test("unknown transition and animation names")
    func unknownNames() {
        #expect(usageError("--transition", "corkscrew") == "cover-demo: unknown transition 'corkscrew' (see --list)")
        #expect(usageError("--animation=wobbly") == "cover-demo: unknown animation 'wobbly' (see --list)")
    }

    @Test("a missing value, at the end, before another option, or empty after =")
    func missingValue() {
        #expect(usageError("--transition") == "cover-demo: --transition needs a value (try --help)")
        #expect(usageError("--record", "--overwrite") == "cover-demo: --record needs a value (try --help)")
        #expect(usageError("--script", "-h2") == "cover-demo: --script needs a value (try --help)")
        #expect(usageError("--fps=") == "cover-demo: --fps needs a value (try --help)")
        #expect(usageError("--animation", "") == "cover-demo: --animation needs a value (try --help)")
    }

    @Test("a value given to a switch")
    func unexpectedValue() {
        #expect(usageError("--list=yes") == "cover-demo: --list takes no value")
        #expect(usageError("--reduce-motion=1") == "cover-demo: --reduce-motion takes no value")
        #expect(usageError("--help=me") == "cover-demo: --help takes no value")
    }

    @Test("durations out of range or not plain numbers")
    func badDuration() {
        for value in ["0.04", "10.01", "0", "abc", "1s", "nan", "inf", "1e0", " 1"] {
            #expect(usageError("--duration", value) == "cover-demo: --duration must be seconds from 0.05 to 10, not '\(value)'")
        }
    }

    @Test("frame rates out of range or not whole numbers")
    func badFPS() {
        for value in ["0", "241", "30.5", "+30", "x", "99999999999999999999"] {
            #expect(usageError("--fps", value) == "cover-demo: --fps must be a whole number from 1 to 240, not '\(value)'")
        }
    }

    @Test("sizes out of range or malformed")
    func badSize() {
        for value in ["0x24", "80x0", "1001x24", "80x1001", "80", "80x", "x24", "80X24", "+80x24", "80x24x1", "-1x5"] {
            #expect(usageError("--script", "s", "--size", value)
                    == "cover-demo: --size must be COLSxROWS from 1x1 to 1000x1000, not '\(value)'")
        }
    }

    @Test("options that only work together with another")
    func combinations() {
        #expect(usageError("--size", "80x24") == "cover-demo: --size only works with --script")
        #expect(usageError("--overwrite") == "cover-demo: --overwrite only works with --record")
        #expect(usageError("--no-input-events") == "cover-demo: --no-input-events only works with --record")
        #expect(usageError("--record", "x.cast", "--no-input-events") == nil)
        #expect(usageError("--record", "-") == "cover-demo: --record needs a file name, not '-'")
    }

    @Test("the first mistake from the left is the one reported")
    func firstMistake() {
        #expect(usageError("--fps", "0", "--foo") == "cover-demo: --fps must be a whole number from 1 to 240, not '0'")
    }

    @Test("a value with a newline or escape stays on one line in the message")
    func oneLine() {
        #expect(usageError("--transition", "a\nb") == "cover-demo: unknown transition 'a\\nb' (see --list)")
        #expect(usageError("--\u{1B}[2J") == "cover-demo: unknown option '--\\u{1B}[2J' (try --help)")
    }

    @Test("a 120 KB bad value is quoted by its first 40 characters, then …")
    func longValueIsCut() {
        let value = String(repeating: "x", count: 120_000)
        let forty = String(repeating: "x", count: 40)
        #expect(usageError("--theme", value)
                == "cover-demo: --theme must be dark, light or #rrggbb,#rrggbb (text, background), not '\(forty)…'")
        #expect(usageError("--" + value) == "cover-demo: unknown option '--\(String(repeating: "x", count: 38))…' (try --help)")
    }
}
