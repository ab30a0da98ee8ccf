import CoverDemoKit
import Foundation
import TermCover
import Testing

@Suite("--colors chooses the color depth of live and scripted runs", .serialized)
struct ColorDepthFlagTests {
    @Test("--colors takes truecolor (or 24bit), 256, 16 and none; anything else is a one-line error")
    func parsing() throws {
        #expect(try runOptions("--colors", "truecolor")?.colors == .trueColor)
        #expect(try runOptions("--colors=24bit")?.colors == .trueColor)
        #expect(try runOptions("--colors", "256")?.colors == .palette256)
        #expect(try runOptions("--colors", "16")?.colors == .ansi16)
        #expect(try runOptions("--colors", "none")?.colors == .monochrome)
        #expect(try runOptions()?.colors == nil)
        #expect(usageError("--colors", "lots") == "cover-demo: --colors must be truecolor, 256, 16 or none, not 'lots'")
    }

    /// A scripted run recorded at `depth` with a cover up, and the recording's lines.
    private func record(_ depth: String) throws -> [String] {
        let directory = NSTemporaryDirectory() + "/termcover-colors-\(getpid())-\(depth)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cast = directory + "/out.cast"
        let result = try DemoProcess.run(["--script", "-", "--size", "60x20", "--colors", depth, "--record", cast],
                                         input: "wait 100ms\nkey enter\nwait 1s\n")
        #expect(result.status == 0, "\(result.stderr)")
        return try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test("a scripted run with --colors truecolor writes 24-bit colors and says COLORTERM=truecolor in the header")
    func trueColor() throws {
        let lines = try record("truecolor")
        #expect(lines[0].contains("\"COLORTERM\": \"truecolor\""))
        #expect(lines.dropFirst().contains { $0.contains("38;2;") || $0.contains("48;2;") })
    }

    @Test("without it a script draws with the 256-color palette, and --colors 16 only with the first 16 colors")
    func palettes() throws {
        let palette = try record("256")
        #expect(!palette[0].contains("COLORTERM"))
        #expect(palette.dropFirst().contains { $0.contains("8;5;") })
        #expect(!palette.dropFirst().contains { $0.contains("8;2;") })
        let sixteen = try record("16")
        // ncurses writes colors 8–15 as 38;5;n on xterm-256color and never any above 15.
        let indices = sixteen.dropFirst().flatMap { line in
            line.components(separatedBy: "8;5;").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
        }
        #expect(indices.allSatisfy { $0 < 16 }, "\(Set(indices).sorted())")
        let none = try record("none")
        #expect(!none.dropFirst().contains { $0.contains("8;5;") || $0.contains("8;2;") })
    }
}
