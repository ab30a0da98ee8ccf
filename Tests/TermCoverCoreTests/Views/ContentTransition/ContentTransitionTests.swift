import Testing
import TermCoverTesting
@testable import TermCoverCore

/// A number that "u" raises and "d" lowers by `step`, each in a linear
/// second, shown with `transition` (given the value, for `numericText(value:)`).
private struct Counter: View {
    @State var count: Int
    var step = 1
    let transition: (Int) -> ContentTransition
    var body: some View {
        Text("\(count)")
            .contentTransition(transition(count))
            .onKeyPress(.character("u")) { withAnimation(.linear(duration: 1)) { count += step }; return .handled }
            .onKeyPress(.character("d")) { withAnimation(.linear(duration: 1)) { count -= step }; return .handled }
    }
}

/// A word that "c" turns from red to blue in a linear second.
private struct Tinted: View {
    @State private var blue = false
    var body: some View {
        Text("Hi")
            .foregroundColor(blue ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
            .contentTransition(.interpolate)
            .onKeyPress(.character("c")) { withAnimation(.linear(duration: 1)) { blue = true }; return .handled }
    }
}

@MainActor
@Suite("Views: content transitions")
struct ContentTransitionTests {
    /// Presses `key` and checks, each eighth of a second, that the first
    /// two cells keep their digits and the last is always a whole digit:
    /// the old one for the first three eighths, the new one from half-way,
    /// its ink faded from the digit's at rest in every frame between.
    private func expectRoll(_ host: TestHost, key: Character, from old: Character, to new: Character,
                            kept: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        let rest = host.screen[0, 0]
        host.press(.character(key))
        #expect(host.lines == [kept + String(old)], "at the press, the old number", sourceLocation: sourceLocation)
        for k in 1...7 {
            await host.advance(by: 0.125)
            #expect(host.lines == [kept + String(k < 4 ? old : new)], "a whole digit at \(k)/8", sourceLocation: sourceLocation)
            #expect(host.screen[2, 0].style.background == rest.style.background, sourceLocation: sourceLocation)
            #expect(host.screen[2, 0].style.foreground != rest.style.foreground, "faded at \(k)/8", sourceLocation: sourceLocation)
        }
        await host.advance(by: 0.125)
        #expect(host.lines == [kept + String(new)], sourceLocation: sourceLocation)
        #expect(host.screen[2, 0].style == rest.style, sourceLocation: sourceLocation)
        #expect(!host.engine.host.graph.isAnimating, sourceLocation: sourceLocation)
    }

    @Test("Mid-roll a digit is never a bar of ink: black on white, its ink is at most half-way to the paper, darkest at the ends")
    func rollStaysLegible() async {
        let host = TestHost(Counter(count: 120) { _ in .numericText() }.foregroundColor(.black).background(Color.white),
                            size: Size(width: 3, height: 1), fps: 8, colorSupport: .trueColor)
        host.press(.character("u"))
        var light: [Double] = []
        for _ in 1...7 {
            await host.advance(by: 0.125)
            let (r, g, b) = ColorSpace.rgb(of: host.screen[2, 0].style.foreground, asBackground: false)
            light.append(Double(Int(r) + Int(g) + Int(b)) / (3 * 255))
            // An ink within a few steps of the paper would read as an empty cell.
            #expect(light.last! < 0.8, "\(host.lines)")
        }
        // Lightest at the swap (4/8), darker toward both ends.
        #expect(light[3] > light[1] && light[1] > light[0] && light[3] > light[5] && light[5] > light[6], "\(light)")
    }

    @Test("Without colors a rolling digit is whole and dim")
    func rollDimWithoutColors() async {
        let host = TestHost(Counter(count: 120) { _ in .numericText() }, size: Size(width: 3, height: 1), fps: 8,
                            colorSupport: .monochrome)
        host.press(.character("u"))
        await host.advance(by: 0.25)
        host.expectScreen(["120"], styles: StyleMask(["nnd"], ["n": .without(.dim), "d": .attributes(.dim)]))
        await host.advance(by: 0.375)
        host.expectScreen(["121"], styles: StyleMask(["nnd"], ["n": .without(.dim), "d": .attributes(.dim)]))
        await host.advance(by: 0.375)
        host.expectScreen(["121"], styles: StyleMask(["nnn"], ["n": .without(.dim)]))
    }

    @Test("numericText changes only the changed digits, each a whole digit in every frame")
    func rollsUpCountingUp() async {
        let host = TestHost(Counter(count: 120) { _ in .numericText() }, size: Size(width: 3, height: 1), fps: 8)
        await expectRoll(host, key: "u", from: "0", to: "1", kept: "12")
    }

    @Test("numericText(countsDown: true) changes the changed digits whole too")
    func rollsDownCountingDown() async {
        let host = TestHost(Counter(count: 121) { _ in .numericText(countsDown: true) }, size: Size(width: 3, height: 1), fps: 8)
        await expectRoll(host, key: "d", from: "1", to: "0", kept: "12")
    }

    @Test("numericText(value:) changes whole digits as the value grows and as it shrinks")
    func valueDecidesDirection() async {
        let host = TestHost(Counter(count: 125) { .numericText(value: Double($0)) }, size: Size(width: 3, height: 1), fps: 8)
        await expectRoll(host, key: "u", from: "5", to: "6", kept: "12")
        await expectRoll(host, key: "d", from: "6", to: "5", kept: "12")
    }

    @Test("A rolling number keeps the paper it is drawn on, at the start of the roll as in the middle")
    func rollKeepsThePaper() async {
        let paper = Color(red: 0, green: 0, blue: 0.5)
        let host = TestHost(Counter(count: 120) { _ in .numericText() }.background(paper), size: Size(width: 3, height: 1),
                            fps: 8, colorSupport: .trueColor)
        host.press(.character("u"))
        #expect(host.screen[2, 0].style.background == host.screen[0, 0].style.background)
        #expect(host.screen[2, 0].style.background.kind != .terminalDefault)
        await host.advance(by: 0.5)
        let mid = host.screen[2, 0].style
        #expect(mid.background.kind != .terminalDefault || mid.attributes.contains(.reverse) && mid.foreground.kind != .terminalDefault)
    }

    @Test("Without an animation, or with .identity, the number changes in the frame of the change")
    func identityAndNoAnimation() async {
        let host = TestHost(Counter(count: 120) { _ in .identity }, size: Size(width: 3, height: 1), fps: 8)
        host.press(.character("u"))
        host.expectScreen(["121"])
        await host.advance(by: 0.125)
        host.expectScreen(["121"])
    }

    @Test("interpolate moves the text's color from the old to the new over the change")
    func interpolateCrossFadesColor() async {
        let host = TestHost(Tinted(), size: Size(width: 2, height: 1), fps: 4, colorSupport: .trueColor)
        let red = host.screen[0, 0].style.foreground
        host.press(.character("c"))
        await host.advance(by: 0.5)
        let mid = host.screen[0, 0].style.foreground
        host.expectScreen(["Hi"])
        #expect(mid != red)
        #expect(mid != Color(red: 0, green: 0, blue: 1))
        await host.advance(by: 0.5)
        #expect(host.screen[0, 0].style.foreground == Color(red: 0, green: 0, blue: 1))
    }
}
