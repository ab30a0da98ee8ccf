import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

/// The `flags` example, written as for iOS, run live on a pty with its
/// pictures from the target's resources, read back through libvterm.
@Suite("The flags example shows its pictures and plays a round, at 80x24 and 200x60")
struct FlagsExampleTests {
    /// Every color tools/make-flag-images.py paints a flag with, but white and black.
    static let flagColors: Set<VTermScreen.ScreenColor> = [
        .rgb(200, 16, 46), .rgb(198, 12, 48), .rgb(0, 114, 206), .rgb(0, 35, 149), .rgb(237, 41, 57),
        .rgb(221, 0, 0), .rgb(255, 206, 0), .rgb(22, 155, 98), .rgb(255, 136, 62), .rgb(0, 146, 70),
        .rgb(206, 43, 55), .rgb(0, 135, 81), .rgb(220, 20, 60), .rgb(0, 106, 167), .rgb(254, 204, 0),
        .rgb(0, 87, 183), .rgb(255, 215, 0), .rgb(188, 0, 45),
    ]
    static let countries = ["Austria", "Denmark", "Estonia", "France", "Germany", "Ireland", "Italy", "Japan",
                            "Nigeria", "Poland", "Sweden", "Ukraine"]

    @Test("the flags are drawn in their own colors, none a placeholder; Enter answers, an alert says so, Continue asks the next",
          arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func round(size: Size) throws {
        let example = try #require(builtProduct("example-flags"), "swift build --build-tests builds the examples")
        let app = try PtyProcess([example], size: size, environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
        defer { app.send(SIGKILL); _ = app.waitForExit(timeout: 5) }
        // Words may be sent apart (colors change along a row): read the screen, not the bytes.
        func shown(_ bytes: [UInt8]) -> [String] {
            let screen = VTermScreen(size: size)
            screen.feed(bytes)
            return screen.lines
        }
        app.read(for: 10) { bytes in shown(bytes).contains { $0.contains("Question 1 of 8") } }
        app.read(for: 0.3)
        let screen = VTermScreen(size: size)
        screen.feed(app.output)
        var colors = Set<VTermScreen.ScreenColor>()
        for y in 0..<size.height {
            for x in 0..<size.width {
                let cell = screen.cell(x: x, y: y)
                for c in [cell.foreground, cell.background] where Self.flagColors.contains(c) { colors.insert(c) }
            }
        }
        // The flags are drawn at random; of any three at least two are PNGs, each with colors of its own.
        #expect(colors.count >= 2, "flag colors on screen: \(colors)")
        let lines = screen.lines
        #expect(lines.contains { $0.contains("Tap the flag of") })
        for country in Self.countries {
            #expect(!lines.contains { $0.contains("│\(country)│") }, "\(country) is a picture, not a placeholder")
        }
        app.type([0x0D])
        app.read(for: 5) { let s = String(decoding: $0, as: UTF8.self); return s.contains("Correct") || s.contains("Wrong") }
        app.type([0x0D])
        // Only the changed digit is sent: the screen, not the bytes, says "2 of 8".
        app.read(for: 5) { bytes in shown(bytes).contains { $0.contains("Question 2 of 8") } }
        let after = shown(app.output)
        #expect(after.contains { $0.contains("Question 2 of 8") }, "\(after)")
        app.type([0x03])
        #expect(app.waitForExit(timeout: 5) == 0)
    }
}
