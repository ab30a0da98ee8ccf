import Testing
import TermCoverTesting
@testable import TermCoverCore

/// "ab" in (40, 80, 120) on (200, 100, 0), both under a color filter, on a
/// 4×1 screen in 24-bit color; `f` toggles the filter's amount in a linear second.
private struct Filtered<V: View>: View {
    let filter: (AnyView, Bool) -> V
    @State private var on = false
    var body: some View {
        HStack(spacing: 0) {
            filter(AnyView(Text("ab").foregroundStyle(Color(.rgb(40, 80, 120))).background(Color(.rgb(200, 100, 0)))), on)
            Text("cd")
        }
        .onKeyPress(.character("f")) { withAnimation(.linear(duration: 1)) { on.toggle() }; return .handled }
    }
}

@MainActor
@Suite("Effects: color filters (brightness, contrast, saturation, grayscale)")
struct EffectsColorAdjustmentTests {
    static func host<V: View>(_ filter: @escaping (AnyView, Bool) -> V) -> TestHost {
        TestHost(Filtered(filter: filter), size: Size(width: 4, height: 1), fps: 4, colorSupport: .trueColor)
    }

    /// The text and background colors of column `x`.
    static func colors(_ host: TestHost, _ x: Int) -> (Color.Kind, Color.Kind) {
        let style = host.screen[x, 0].style
        return (style.foreground.kind, style.background.kind)
    }

    @Test("brightness adds its amount to every color component: 0.2 (51 of 255) takes (40, 80, 120) to (91, 131, 171) and (200, 100, 0) to (251, 151, 51)")
    func brightnessAdds() async {
        let host = Self.host { text, _ in text.brightness(0.2) }
        for x in 0..<2 {
            #expect(Self.colors(host, x) == (.rgb(91, 131, 171), .rgb(251, 151, 51)))
        }
        host.expectScreen(["abcd"])
        #expect(Self.colors(host, 2) == (.terminalDefault, .terminalDefault), "views beside it are left alone")
    }

    @Test("brightness 1 turns every color white, and 0 leaves the view exactly as it was")
    func brightnessEnds() async {
        let white = Self.host { text, _ in text.brightness(1) }
        #expect(Self.colors(white, 0) == (.rgb(255, 255, 255), .rgb(255, 255, 255)))
        let none = Self.host { text, _ in text.brightness(0) }
        #expect(Self.colors(none, 0) == (.rgb(40, 80, 120), .rgb(200, 100, 0)))
    }

    @Test("brightness animates: halfway through a linear second from 0 to 0.4 it adds 0.2")
    func brightnessAnimates() async {
        let host = Self.host { text, on in text.brightness(on ? 0.4 : 0) }
        host.press(.character("f"))
        await host.advance(by: 0.5)
        #expect(Self.colors(host, 0) == (.rgb(91, 131, 171), .rgb(251, 151, 51)))
        await host.advance(by: 0.5)
        // 0.4 is 102 of 255: (142, 182, 222) and (255, 202, 102).
        #expect(Self.colors(host, 1) == (.rgb(142, 182, 222), .rgb(255, 202, 102)))
    }

    @Test("brightness lights the terminal's own colors as they look: dark theme text (229, 229, 229) and black background, plus 0.2")
    func brightnessOfDefaults() async {
        let host = TestHost(Text("ab").background(Color.primary).brightness(0.2), size: Size(width: 2, height: 1), colorSupport: .trueColor)
        #expect(Self.colors(host, 0) == (.rgb(255, 255, 255), .rgb(51, 51, 51)))
    }

    @Test("brightness lights only what the view draws: text over nothing of its own keeps the background beneath")
    func brightnessLeavesWhatIsBeneath() async {
        let host = TestHost(Text("ab").foregroundStyle(Color(.rgb(40, 80, 120))).brightness(0.2).background(Color(.rgb(200, 100, 0))),
                            size: Size(width: 2, height: 1), colorSupport: .trueColor)
        #expect(Self.colors(host, 0) == (.rgb(91, 131, 171), .rgb(200, 100, 0)))
    }

    @Test("contrast moves each component from mid gray by its amount: 0.5 gives c/2 + 63.75, −1 inverts, 1 leaves it")
    func contrast() async {
        let half = Self.host { text, _ in text.contrast(0.5) }
        #expect(Self.colors(half, 0) == (.rgb(84, 104, 124), .rgb(164, 114, 64)))
        let inverted = Self.host { text, _ in text.contrast(-1) }
        #expect(Self.colors(inverted, 0) == (.rgb(215, 175, 135), .rgb(55, 155, 255)))
        let same = Self.host { text, _ in text.contrast(1) }
        #expect(Self.colors(same, 0) == (.rgb(40, 80, 120), .rgb(200, 100, 0)))
    }

    @Test("saturation moves each color from its Rec. 709 gray by its amount: (40, 80, 120) has luma 74.384, so 0 is (74, 74, 74) and 0.5 is (57, 77, 97)")
    func saturation() async {
        // (200, 100, 0): luma 42.52 + 71.52 = 114.04; at 0.5, (157, 107, 57).
        let gray = Self.host { text, _ in text.saturation(0) }
        #expect(Self.colors(gray, 0) == (.rgb(74, 74, 74), .rgb(114, 114, 114)))
        let half = Self.host { text, _ in text.saturation(0.5) }
        #expect(Self.colors(half, 0) == (.rgb(57, 77, 97), .rgb(157, 107, 57)))
    }

    @Test("grayscale is saturation turned around: 0.5 draws what saturation 0.5 does, 1 the grays, and it animates")
    func grayscale() async {
        let half = Self.host { text, _ in text.grayscale(0.5) }
        #expect(Self.colors(half, 0) == (.rgb(57, 77, 97), .rgb(157, 107, 57)))
        let animated = Self.host { text, on in text.grayscale(on ? 1 : 0) }
        #expect(Self.colors(animated, 0) == (.rgb(40, 80, 120), .rgb(200, 100, 0)))
        animated.press(.character("f"))
        await animated.advance(by: 0.5)
        #expect(Self.colors(animated, 0) == (.rgb(57, 77, 97), .rgb(157, 107, 57)))
        await animated.advance(by: 0.5)
        #expect(Self.colors(animated, 0) == (.rgb(74, 74, 74), .rgb(114, 114, 114)))
    }

    @Test("filters apply in the order written: brightness 0.2 then contrast 0 is mid gray, contrast 0 then brightness 0.1 is (153, 153, 153)")
    func order() async {
        let thenContrast = Self.host { text, _ in text.brightness(0.2).contrast(0) }
        #expect(Self.colors(thenContrast, 0) == (.rgb(128, 128, 128), .rgb(128, 128, 128)))
        let thenBrightness = Self.host { text, _ in text.contrast(0).brightness(0.1) }
        #expect(Self.colors(thenBrightness, 0) == (.rgb(153, 153, 153), .rgb(153, 153, 153)))
    }
}
