import Foundation
import Testing
@testable import TermCoverCore
import TermCoverTesting

@MainActor
@Suite("A picture's clear pixels show the block glyphs beneath them, not only their paper")
struct ImageOverBlocksTests {
    @Test("tiny.png over ▄ green on blue: its clear lower pixel shows the ▄'s green ink, and its half-red one mixes with green (188, 187, 0)")
    func clearOverLowerHalfBlock() {
        let green = Color(.rgb(0, 255, 0)), blue = Color(.rgb(0, 0, 255))
        // Cards stacked: what is beneath is itself a picture drawn in half blocks.
        let view = ZStack {
            VStack(spacing: 0) { Text("▄▄"); Text("▄▄") }
                .foregroundStyle(green)
                .background(blue)
            Image("tiny", bundle: fixtures).resizable().frame(width: 16, height: 32)
        }
        let screen = TestHost(view, size: Size(width: 2, height: 2)).screen
        // tiny.png's third row is black and yellow, its fourth clear and red at 128/255.
        // Cell (0, 1): black above; below, nothing of the picture: the ▄'s lower half, green.
        #expect(screen[0, 1] == Cell("▀", style: Style(foreground: Color(.rgb(0, 0, 0)), background: green)))
        // Cell (1, 1): yellow above; below, red at 0.502 over green at 0.498, in linear
        // light: sRGB 188 red and 187 green (12.92 / 2.4 power curve worked by hand).
        #expect(screen[1, 1] == Cell("▀", style: Style(foreground: Color(.rgb(255, 255, 0)), background: Color(.rgb(188, 187, 0)))))
    }
}
