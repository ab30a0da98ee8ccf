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

    @Test("ansi16: each word shows whole in full white once its dither threshold is passed, never letter by letter, and leaves the same way")
    func dithered() async {
        let host = TestHost(Blue(), size: Size(width: 10, height: 5), fps: 16, colorSupport: .ansi16)
        let blue = host.screen
        let white = Style(foreground: .white, background: .blue)
        let rows = [(1, "   ABCD   "), (2, "   EFGH   ")], blank = "          "
        // Each word row is blank or the whole word, in full white on the
        // untouched blue; once shown it stays while fading in, and once gone
        // it stays gone while fading out.
        func check(_ change: String, appearing: Bool, seen: inout [Int: Bool]) {
            for (y, word) in rows {
                let line = host.lines[y]
                #expect(line == word || line == blank, "\(change): row \(y) is \(line)")
                let shown = line == word
                for x in 3...6 {
                    #expect(shown ? host.screen[x, y].style == white : host.screen[x, y] == blue[x, y], "\(change) (\(x), \(y))")
                }
                if let before = seen[y] { #expect(appearing ? (!before || shown) : (before || !shown), "\(change): row \(y) flickers") }
                seen[y] = shown
            }
        }
        host.press(.character("t"))
        var seen: [Int: Bool] = [:], appeared: [Int: Int] = [:]
        for step in 1...16 {
            await host.advance(by: 1.0 / 16)
            check("insertion at \(step)/16", appearing: true, seen: &seen)
            for (y, _) in rows where seen[y] == true && appeared[y] == nil { appeared[y] = step }
        }
        host.expectScreen(["          ", "   ABCD   ", "   EFGH   ", "          ", "          "])
        // The two words are separate units with thresholds of their own,
        // both passed before the end (the last frame is at rest).
        #expect(appeared.count == 2 && appeared.values.allSatisfy { $0 < 16 }, "\(appeared)")
        host.press(.character("t"))
        seen = [:]
        for step in 1...16 {
            await host.advance(by: 1.0 / 16)
            check("removal at \(step)/16", appearing: false, seen: &seen)
        }
        #expect(host.screen == blue)
    }
}
