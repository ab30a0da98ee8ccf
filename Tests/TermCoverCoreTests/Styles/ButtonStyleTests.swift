import Foundation
import Testing
@testable import TermCoverCore
import TermCoverTesting

/// A style that shows what it is given: the label, then `*` while pressed
/// and `D` for a destructive role.
private struct ShowsConfiguration: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            configuration.label
            Text(configuration.isPressed ? "*" : "-")
            Text(configuration.role == .destructive ? "D" : "-")
        }
    }
}

/// Counts the presses of its button.
private struct Counter<S: ButtonStyle>: View {
    let style: S
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading) {
            Button("Go") { count += 1 }.buttonStyle(style)
            Text("\(count)")
        }
        .frame(width: 48, alignment: .leading)
    }
}

@MainActor
@Suite("Button styles, and the press they show")
struct ButtonStyleTests {
    private let tint = Color(.rgb(0, 122, 255))

    @Test("a bordered button is its label in the tint with a column of room each side, on a capsule of the tint at 30%")
    func bordered() {
        let host = TestHost(Button("Save") {}.buttonStyle(.bordered).disabled(false), size: Size(width: 6, height: 1))
        #expect(host.lines[0].dropFirst().prefix(4) == "Save")
        let wash = ColorBlend.over(tint.opacity(0.3), .primary)
        for x in 1...4 {
            #expect(host.screen[x, 0].style.foreground == tint)
            #expect(host.screen[x, 0].style.background == wash)
        }
        for x in [0, 5] {
            let s = share(of: wash, in: host.screen[x, 0])
            #expect(s > 0 && s < 1, "the capsule's ends are part of their cells")
        }
    }

    @Test("on a terminal of 16 colors, which cannot show a wash, a bordered button is bracketed, as wide")
    func borderedFewColors() {
        let host = TestHost(Button("Save") {}.buttonStyle(.bordered), size: Size(width: 6, height: 1), colorSupport: .ansi16)
        host.expectScreen(["[Save]"])
    }

    @Test("a prominent button is white on a capsule of the tint, black on a light tint, and red for a destructive role")
    func prominent() {
        let host = TestHost(Button("Go") {}.buttonStyle(.borderedProminent), size: Size(width: 4, height: 1))
        #expect(host.lines[0].dropFirst().prefix(2) == "Go")
        #expect(host.screen[1, 0].style == Style(foreground: .brightWhite, background: tint, attributes: host.screen[1, 0].style.attributes))
        let yellow = TestHost(Button("Go") {}.buttonStyle(.borderedProminent).tint(.yellow), size: Size(width: 4, height: 1))
        #expect(yellow.screen[2, 0].style.foreground == .black && yellow.screen[2, 0].style.background == .yellow)
        let destructive = TestHost(Button("Go", role: .destructive) {}.buttonStyle(.borderedProminent), size: Size(width: 4, height: 1))
        #expect(destructive.screen[2, 0].style.background == .red && destructive.screen[2, 0].style.foreground == .brightWhite)
        let mono = TestHost(Button("Go") {}.buttonStyle(.borderedProminent), size: Size(width: 4, height: 1), colorSupport: .monochrome)
        #expect(mono.lines == ["[Go]"])
    }

    @Test("a borderless button is its label in the tint, a destructive one red; plain and automatic leave the label as it is")
    func labelStyles() {
        let borderless = TestHost(HStack { Button("a") {}; Button("b", role: .destructive) {} }.buttonStyle(.borderless),
                                  size: Size(width: 3, height: 1))
        #expect(borderless.lines == ["a b"])
        #expect(borderless.screen[0, 0].style.foreground == tint && borderless.screen[2, 0].style.foreground == .red)
        let unstyled = TestHost(HStack { Button("a") {}; Button("b") {} }, size: Size(width: 3, height: 1))
        unstyled.press(.tab)
        for style in [AnyView(HStack { Button("a") {}; Button("b") {} }.buttonStyle(.plain)),
                      AnyView(HStack { Button("a") {}; Button("b") {} }.buttonStyle(.automatic))] {
            let host = TestHost(style, size: Size(width: 3, height: 1))
            host.press(.tab)
            #expect(host.screen == unstyled.screen)
        }
    }

    @Test("focus stays visible on a styled button: its label is in reverse video, the unfocused one's is not")
    func focus() {
        for style in [AnyView(HStack { Button("a") {}; Button("b") {} }.buttonStyle(.bordered)),
                      AnyView(HStack { Button("a") {}; Button("b") {} }.buttonStyle(.borderedProminent)),
                      AnyView(HStack { Button("a") {}; Button("b") {} }.buttonStyle(ShowsConfiguration()))] {
            let host = TestHost(style, size: Size(width: 12, height: 1))
            host.renderIfNeeded()
            let a = host.lines[0].firstIndex(of: "a")!.utf16Offset(in: host.lines[0])
            let b = host.lines[0].firstIndex(of: "b")!.utf16Offset(in: host.lines[0])
            #expect(host.screen[a, 0].style.attributes.contains(.reverse))
            #expect(!host.screen[b, 0].style.attributes.contains(.reverse))
        }
    }

    @Test("isPressed is true from the frame after Enter for 0.1 s, then false, and nothing is drawn in between")
    func pressLasts() async {
        let host = TestHost(Counter(style: ShowsConfiguration()), size: Size(width: 6, height: 2))
        host.renderIfNeeded()
        host.expectScreen(["Go--  ", "0     "])
        host.press(.return)
        #expect(host.lines == ["Go*-  ", "1     "], "pressed, and the action ran once")
        let frames = host.frameCount
        await host.advance(by: 0.05)
        #expect(host.lines[0] == "Go*-  ")
        #expect(host.frameCount == frames, "a press asks for no frame until it ends")
        await host.advance(by: 0.06)
        #expect(host.lines[0] == "Go--  ")
        #expect(host.engine.host.nextWakeUp == nil)
    }

    @Test("a click presses a styled button as Enter and Space do")
    func clickAndSpace() async {
        let host = TestHost(Counter(style: ShowsConfiguration()), size: Size(width: 6, height: 2))
        host.click(x: 0, y: 0)
        host.expectScreen(["Go*-  ", "1     "])
        await host.advance(by: 0.2)
        host.press(.space)
        host.expectScreen(["Go*-  ", "2     "])
    }

    @Test("a style is given the button's role")
    func role() {
        let host = TestHost(Button("x", role: .destructive) {}.buttonStyle(ShowsConfiguration()), size: Size(width: 3, height: 1))
        host.expectScreen(["x-D"])
    }

    @Test("a button with no style shows no press: pressing it asks for no frame after its own")
    func automaticShowsNoPress() async {
        let host = TestHost(Counter(style: .automatic), size: Size(width: 6, height: 2))
        host.press(.return)
        #expect(host.lines[1] == "1     ")
        #expect(host.engine.host.nextWakeUp == nil)
        let frames = host.frameCount
        await host.advance(by: 0.2)
        #expect(host.frameCount == frames)
    }

    @Test("a pressed prominent button is dimmer, a pressed bordered one's wash stronger")
    func pressedLooks() async {
        for style in [AnyView(Button("Go") {}.buttonStyle(.borderedProminent)), AnyView(Button("Go") {}.buttonStyle(.bordered))] {
            let host = TestHost(style, size: Size(width: 4, height: 1))
            host.renderIfNeeded()
            let resting = host.screen[2, 0].style.background
            host.press(.return)
            let pressed = host.screen[2, 0].style.background
            #expect(pressed != resting)
            await host.advance(by: 0.2)
            #expect(host.screen[2, 0].style.background == resting)
        }
    }

    @Test("an alert draws its buttons its own way, whatever style is around its presenter")
    func alertsKeepTheirLook() async {
        func screen(_ styled: Bool) async -> [String] {
            let presenter = Text("base").alert("Hi", isPresented: .constant(true)) { Button("OK") {} }
            let host = styled ? TestHost(presenter.buttonStyle(.bordered), size: Size(width: 30, height: 9))
                              : TestHost(presenter, size: Size(width: 30, height: 9))
            await host.advance(by: 1)
            return host.lines
        }
        let plain = await screen(false)
        #expect(plain.joined().contains("OK"))
        #expect(await screen(true) == plain)
    }
}
