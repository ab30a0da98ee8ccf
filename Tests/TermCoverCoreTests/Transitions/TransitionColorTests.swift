import Testing
import TermCoverTesting
@testable import TermCoverCore

/// Opacity half-way over a colored background: blended on palette256,
/// dithered by screen position on ansi16.
@MainActor
@Suite("Transitions: opacity over color, blended or dithered")
struct TransitionColorTests {
    /// White "ABCD"/"EFGH" fading in at (3, 1) over a blue screen.
    private struct Blue: View {
        @State var show = false
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.blue
                VStack(alignment: .leading, spacing: 0) {
                    Color.clear.frame(width: 10, height: 1)
                    HStack(alignment: .top, spacing: 0) {
                        Color.clear.frame(width: 3, height: 2)
                        if show { Text("ABCD\nEFGH").foregroundColor(.white).transition(.opacity) }
                    }
                }
            }
            .frame(width: 10, height: 5, alignment: .topLeading)
            .onKeyPress(.character("t")) {
                withAnimation(.linear(duration: 1)) { show.toggle() }
                return .handled
            }
        }
    }

    private func host(_ colorSupport: ColorSupport) -> TestHost {
        TestHost(Blue(), size: Size(width: 10, height: 5), fps: 4, colorSupport: colorSupport)
    }

    private static let inBox = { (x: Int, y: Int) in (3...6).contains(x) && (1...2).contains(y) }

    @Test("palette256: half-way, every letter shows, its ink half-way between blue and white, on blue")
    func blended() async {
        let host = host(.palette256)
        let blue = host.screen
        #expect(blue.cells.allSatisfy { $0 == Cell(" ", style: Style(foreground: .primary, background: .blue)) })
        let ink = OpacityBlend.mix(.blue, isBackground: true, .white, isBackground: false, 0.5)
        guard case .rgb = ink.kind else { Issue.record("the mix is not an RGB color: \(ink)"); return }
        for change in ["insertion", "removal"] {
            host.press(.character("t"))
            await host.advance(by: 0.5)
            #expect(host.lines == ["          ", "   ABCD   ", "   EFGH   ", "          ", "          "], "\(change)")
            for y in 0..<5 {
                for x in 0..<10 {
                    let cell = host.screen[x, y]
                    if Self.inBox(x, y) {
                        #expect(cell.style.foreground == ink, "\(change) (\(x), \(y))")
                        #expect(cell.style.background == .blue, "\(change) (\(x), \(y))")
                    } else {
                        #expect(cell == blue[x, y], "\(change) (\(x), \(y))")
                    }
                }
            }
            await host.advance(by: 0.5)
        }
        #expect(host.screen == blue)
    }

    @Test("ansi16: the letters whose dither threshold is passed show in full white, the others leave blue blanks")
    func dithered() async {
        let host = host(.ansi16)
        let blue = host.screen
        let white = Style(foreground: .white, background: .blue)
        host.press(.character("t"))
        // Thresholds by screen position: row 1, columns 3…6 have levels 6 12 4 14;
        // row 2 has 9 3 11 1. A cell shows once opacity > (level + ½)/16.
        await host.advance(by: 0.25)
        #expect(host.lines == ["          ", "          ", "    F H   ", "          ", "          "])
        await host.advance(by: 0.25)
        #expect(host.lines == ["          ", "   A C    ", "    F H   ", "          ", "          "])
        for (x, y) in [(3, 1), (5, 1), (4, 2), (6, 2)] {
            #expect(host.screen[x, y].style == white, "(\(x), \(y)) is drawn in full")
        }
        for (x, y) in [(4, 1), (6, 1), (3, 2), (5, 2)] {
            #expect(host.screen[x, y] == blue[x, y], "(\(x), \(y)) is untouched")
        }
        await host.advance(by: 0.25)
        #expect(host.lines == ["          ", "   A C    ", "   EFGH   ", "          ", "          "])
        await host.advance(by: 0.25)
        #expect(host.lines == ["          ", "   ABCD   ", "   EFGH   ", "          ", "          "])
        host.press(.character("t"))
        await host.advance(by: 0.5)
        #expect(host.lines == ["          ", "   A C    ", "    F H   ", "          ", "          "])
        await host.advance(by: 0.5)
        #expect(host.screen == blue)
    }
}
