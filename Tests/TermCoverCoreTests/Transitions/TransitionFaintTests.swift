import Testing
import TermCoverTesting
@testable import TermCoverCore

/// Where colors cannot blend (16 colors; none, which is what `NO_COLOR`
/// leaves), a fading layer is drawn whole: in the dim attribute below half
/// opacity and normally from half on, as Textual draws a faded widget under
/// an ANSI theme. No frame mixes the two layers' cells.
@MainActor
@Suite("Transitions: fades without colors draw the layer dim below half")
struct TransitionFaintTests {
    /// "Cover words" on black fading in over row 0's "Preview the card";
    /// row 1 is never covered.
    private struct Card: View {
        @State var show = false
        var body: some View {
            ZStack(alignment: .topLeading) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Preview the card")
                    Text("stays below")
                }
                if show {
                    Text("Cover words").frame(width: 128, alignment: .leading).background(Color.black)
                        .transition(.opacity)
                }
            }
            .frame(width: 128, height: 32, alignment: .topLeading)
            .onKeyPress(.character("t")) {
                withAnimation(.linear(duration: 1)) { show.toggle() }
                return .handled
            }
        }
    }

    static let covered = ["Cover words     ", "stays below     "]
    /// Row 0 is the fading layer, row 1 never faded.
    static let dimMask = StyleMask(["ddddddddddd", "nnnnnnnnnnn"], ["d": .attributes(.dim), "n": .without(.dim)])
    static let normalMask = StyleMask(["nnnnnnnnnnn", "nnnnnnnnnnn"], ["n": .without(.dim)])

    @Test("a quarter in, the layer shows whole and dim; three quarters in, whole and normal; and back the same way out",
          arguments: [ColorSupport.ansi16, .monochrome])
    func dimBelowHalf(_ colors: ColorSupport) async {
        let host = TestHost(Card(), size: Size(width: 16, height: 2), fps: 4, colorSupport: colors)
        host.expectScreen(["Preview the card", "stays below     "], styles: Self.normalMask)
        host.press(.character("t"))
        await host.advance(by: 0.25)
        host.expectScreen(Self.covered, styles: Self.dimMask)
        await host.advance(by: 0.5)
        host.expectScreen(Self.covered, styles: Self.normalMask)
        await host.advance(by: 0.25)
        host.expectScreen(Self.covered, styles: Self.normalMask)
        // Removal: opacity 0.75 a quarter out, 0.25 three quarters out.
        host.press(.character("t"))
        await host.advance(by: 0.25)
        host.expectScreen(Self.covered, styles: Self.normalMask)
        await host.advance(by: 0.5)
        host.expectScreen(Self.covered, styles: Self.dimMask)
        await host.advance(by: 0.25)
        host.expectScreen(["Preview the card", "stays below     "], styles: Self.normalMask)
    }
}
