import Testing
import TermCoverTesting
@testable import TermCoverCore

/// Opacity half-way over a colored background: blended on palette256,
/// the layer whole and dim below half on ansi16.
@MainActor
@Suite("Transitions: opacity over color, blended or dim")
struct TransitionColorTests {
    /// White "ABCD"/"EFGH" fading in at (3, 1) over a blue screen.
    private struct Blue: View {
        @State var show = false
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.blue
                VStack(alignment: .leading, spacing: 0) {
                    Color.clear.frame(width: 80, height: 16)
                    HStack(alignment: .top, spacing: 0) {
                        Color.clear.frame(width: 24, height: 32)
                        if show { Text("ABCD\nEFGH").foregroundColor(.white).transition(.opacity) }
                    }
                }
            }
            .frame(width: 80, height: 80, alignment: .topLeading)
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

    @Test("ansi16: the words show whole from the first frame, white on the untouched blue, dim below half opacity, and leave the same way")
    func faint() async {
        let host = TestHost(Blue(), size: Size(width: 10, height: 5), fps: 16, colorSupport: .ansi16)
        let blue = host.screen
        let white = Style(foreground: .white, background: .blue)
        let shown = ["          ", "   ABCD   ", "   EFGH   ", "          ", "          "]
        func check(_ change: String, opacity: Double) {
            #expect(host.lines == shown, "\(change)")
            for y in 0..<5 {
                for x in 0..<10 where !Self.inBox(x, y) { #expect(host.screen[x, y] == blue[x, y], "\(change) (\(x), \(y))") }
            }
            var style = white
            if opacity < 0.5 { style.attributes = .dim }
            for y in 1...2 {
                for x in 3...6 { #expect(host.screen[x, y].style == style, "\(change) (\(x), \(y))") }
            }
        }
        host.press(.character("t"))
        for step in 1...15 {
            await host.advance(by: 1.0 / 16)
            check("insertion at \(step)/16", opacity: Double(step) / 16)
        }
        await host.advance(by: 1.0 / 16)
        check("at rest", opacity: 1)
        host.press(.character("t"))
        for step in 1...15 {
            await host.advance(by: 1.0 / 16)
            check("removal at \(step)/16", opacity: 1 - Double(step) / 16)
        }
        await host.advance(by: 1.0 / 16)
        #expect(host.screen == blue)
    }
}
