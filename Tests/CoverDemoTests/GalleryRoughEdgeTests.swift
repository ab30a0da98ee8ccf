import CoverDemoKit
import Testing
import TermCoverTesting
@testable import TermCoverCore

/// The gallery at rest, where a viewer looks longest.
@Suite("The gallery at rest: hints that read and a status line in the terminal's own colors")
@MainActor
struct GalleryRoughEdgeTests {
    @Test("a presented cover's key hints read at rest, on the row above the status line",
          arguments: [Size(width: 80, height: 24), Size(width: 100, height: 30)])
    func coverHintsReadAtRest(size: Size) async {
        let host = TestHost(GalleryView(transition: .cover, animation: .linear, duration: 0.5), size: size, fps: 60)
        host.press(.return)
        await host.advance(by: 1)
        #expect(host.coverPhases == [.presented])
        let lines = host.lines
        #expect(lines[size.height - 2].contains("esc dismiss"), "\(lines[size.height - 2])")
        #expect(!lines[size.height - 1].contains("esc dismiss"), "the status line keeps the last row")
    }

    @Test("over a cover, the status line is the terminal's default colors in reverse video, in a light theme as in a dark one")
    func statusLineOverACoverIsTheTerminalsOwn() async {
        for colors in [TerminalColors.light, .dark] {
            await TerminalColors.$current.withValue(colors) {
                let size = Size(width: 80, height: 24)
                let host = TestHost(GalleryView(transition: .cover, animation: .linear, duration: 0.5), size: size, fps: 60)
                host.press(.return)
                await host.advance(by: 1)
                let cell = host.screen[40, size.height - 1]
                // Reverse video of the defaults is the terminal's text color as paper, its background as ink:
                // black on white would be white on black, whatever the cover's own colors are.
                #expect(cell.style.attributes.contains(.reverse))
                #expect(cell.style.foreground.kind == .terminalDefault)
                #expect(cell.style.background.kind == .terminalDefault)
            }
        }
    }
}
