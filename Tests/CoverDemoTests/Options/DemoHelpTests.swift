import Testing
import CoverDemoKit

@Suite("DemoOptions: help text")
struct DemoHelpTests {
    private func help() throws -> String {
        guard case .help(let text) = try DemoOptions.parse(["--help"], environment: [:]) else {
            Issue.record("--help did not give help")
            return ""
        }
        return text
    }

    @Test("the help names every flag, every transition and animation, and every script command")
    func coverage() throws {
        let text = try help()
        let words = ["--help", "-h", "--version", "--transition NAME", "--animation NAME", "--duration SECONDS",
                     "--fps N", "--list", "--script FILE", "--script -", "--size COLSxROWS", "--record OUT.cast",
                     "--format v2|v3", "--overwrite", "--reduce-motion", "TERMCOVER_REDUCE_MOTION=1",
                     "--screen-reader", "TERMCOVER_SCREEN_READER=1", "--option=VALUE",
                     "move-trailing", "slide-opacity", "wipe", "zoom", "easeInOut", "bouncy",
                     "wait 250ms", "key NAME", "type TEXT", "resize COLSxROWS", "snapshot [NAME]",
                     "expect TEXT", "expect-not TEXT", "asciicast v2", "status 2"]
        for word in words {
            #expect(text.contains(word), "help lacks \(word)")
        }
    }

    @Test("the help describes the gallery's keys")
    func keys() throws {
        let text = try help()
        for line in ["  esc                 dismiss the top cover",
                     "  s                   slow motion (10 times slower) on or off",
                     "  q                   quit (from the gallery); ctrl-c quits anywhere"] {
            #expect(text.contains(line + "\n"))
        }
    }

    @Test("the help starts with the version and fits 80 columns")
    func shape() throws {
        let text = try help()
        #expect(text.hasPrefix("cover-demo 0.1.0: "))
        #expect(!text.hasSuffix("\n"))
        for line in text.split(separator: "\n") {
            #expect(line.count <= 80, "too wide: \(line)")
        }
    }

    @Test("each transition and animation has its one-line summary in the help")
    func summaries() throws {
        let text = try help()
        #expect(text.contains("  cover          move in from the bottom edge (SwiftUI's default cover)\n"))
        #expect(text.contains("  linear         constant speed\n"))
        for t in DemoTransition.allCases { #expect(!t.summary.isEmpty && !t.summary.contains("\n")) }
        for a in DemoAnimation.allCases { #expect(!a.summary.isEmpty && !a.summary.contains("\n")) }
    }
}
