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
    /// What a cell rolling from `old` to `new` by `eighths` shows: the two
    /// glyphs stacked (old above new when rolling up, new above old when
    /// rolling down), in the style of `rest` (a digit at rest), seen through
    /// the cell moved by that many eighths.
    private func rolled(_ old: Character, _ new: Character, eighths: Int, up: Bool, rest: Cell) -> Cell {
        var stack = CellGrid(size: Size(width: 1, height: 2))
        stack[0, 0] = Cell(up ? old : new, style: rest.style)
        stack[0, 1] = Cell(up ? new : old, style: rest.style)
        var cell = CellGrid(size: Size(width: 1, height: 1), fill: Cell(" ", style: rest.style))
        let shift = up ? Double(eighths) / 8 : 1 - Double(eighths) / 8
        cell.composePicture(stack, picture: LayerPicture(stack), x: 0, y: 0, transform: .offset(x: 0, y: -shift),
                            opacity: 1, precision: .eighths)
        return cell[0, 0]
    }

    /// Presses `key` and checks, each eighth of a second, that the first
    /// two cells keep their digits and the last rolls an eighth further.
    private func expectRoll(_ host: TestHost, key: Character, from old: Character, to new: Character, up: Bool,
                            kept: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        let rest = host.screen[0, 0]
        host.press(.character(key))
        #expect(host.lines == [kept + String(old)], "at the press, the old number", sourceLocation: sourceLocation)
        for k in 1...7 {
            await host.advance(by: 0.125)
            let row = host.lines[0]
            #expect(row.hasPrefix(kept), "the unchanged digits stay still at \(k)/8", sourceLocation: sourceLocation)
            #expect(host.screen[2, 0] == rolled(old, new, eighths: k, up: up, rest: rest),
                    "the changed digit has rolled \(k)/8 \(up ? "up" : "down")", sourceLocation: sourceLocation)
            #expect(host.screen[2, 0].character.map { "▁▂▃▄▅▆▇█▀▔▉▊▋▌▍▎▏▐▖▗▘▝▚▞▙▛▜▟ ".contains($0) } ?? false,
                    "a rolling digit is drawn with block elements", sourceLocation: sourceLocation)
        }
        await host.advance(by: 0.125)
        #expect(host.lines == [kept + String(new)], sourceLocation: sourceLocation)
        #expect(!host.engine.host.graph.isAnimating, sourceLocation: sourceLocation)
    }

    @Test("numericText rolls only the changed digits, up by an eighth of a cell each eighth of a linear second when counting up")
    func rollsUpCountingUp() async {
        let host = TestHost(Counter(count: 120) { _ in .numericText() }, size: Size(width: 3, height: 1), fps: 8)
        await expectRoll(host, key: "u", from: "0", to: "1", up: true, kept: "12")
    }

    @Test("numericText(countsDown: true) rolls the changed digits down")
    func rollsDownCountingDown() async {
        let host = TestHost(Counter(count: 121) { _ in .numericText(countsDown: true) }, size: Size(width: 3, height: 1), fps: 8)
        await expectRoll(host, key: "d", from: "1", to: "0", up: false, kept: "12")
    }

    @Test("numericText(value:) rolls up when the value grows and down when it shrinks")
    func valueDecidesDirection() async {
        let host = TestHost(Counter(count: 125) { .numericText(value: Double($0)) }, size: Size(width: 3, height: 1), fps: 8)
        await expectRoll(host, key: "u", from: "5", to: "6", up: true, kept: "12")
        await expectRoll(host, key: "d", from: "6", to: "5", up: false, kept: "12")
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
