@testable import TermCoverCore
import Observation
import TermCoverTesting
import Testing

// A card of the cube's blue 24 at (10, 3), 20×5 cells, on a black 40×12
// screen, zooms into a page of the blue 31. Presenting with
// `.linear(duration: 1)`, t seconds in, the page fills lerp(screen, card,
// 1 − t) (see ZoomTransitionTests), and on 256 colors, while t < ½, each cell
// shows the page's picture or the card's, the page's in a share 2t of them.
// The frame's top edge, at y = 3(1 − t), is a row of cells the two pictures
// cover in part: a rim.

@MainActor @Observable
private final class Shown { var value = false }

private struct CardStage: View {
    let shown: Shown
    @Namespace private var namespace
    static let card = Color(red: 0, green: 95.0 / 255, blue: 135.0 / 255)
    static let page = Color(red: 0, green: 135.0 / 255, blue: 175.0 / 255)

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.black
            VStack(alignment: .leading, spacing: 0) {
                Color.clear.frame(width: 8, height: 48)
                HStack(spacing: 0) {
                    Color.clear.frame(width: 80, height: 16)
                    Self.card.frame(width: 160, height: 80).matchedTransitionSource(id: "card", in: namespace)
                }
            }
        }
        .frame(width: 320, height: 192, alignment: .topLeading)
        .fullScreenCover(isPresented: Binding(get: { shown.value }, set: { shown.value = $0 })) {
            Self.page.frame(maxWidth: .infinity, maxHeight: .infinity)
                .navigationTransition(.zoom(sourceID: "card", in: namespace))
        }
    }
}

@MainActor
@Suite("Transitions: zoom in 256 colors")
struct ZoomPaletteTests {
    @Test("while the page fades in over the card's picture, the frame's rim is all one picture's along its row, never dashes of both")
    func rimIsOnePicture() async {
        let shown = Shown()
        let host = TestHost(CardStage(shown: shown), size: Size(width: 40, height: 12), fps: 8, colorSupport: .palette256)
        withAnimation(.linear(duration: 1)) { shown.value = true }
        await host.settle()
        for step in 1...3 {
            await host.advance(by: 0.125)
            let t = Double(step) / 8
            let top = 3 * (1 - t)
            #expect(top != top.rounded(.down), "the rim at \(top) is a part-covered row")
            let row = Int(top.rounded(.down))
            // The rim's inner cells, away from the frame's corners (x from 10(1 − t) to 40 − 10(1 − t)).
            let inner = Int((10 * (1 - t)).rounded(.up)) + 1...Int((40 - 10 * (1 - t)).rounded(.down)) - 2
            let screen = host.screen.quantized(for: .palette256)
            let looks = Set(inner.map { x in
                let c = screen[x, row]
                return "\(c.character ?? " ") \(c.style.foreground.kind) \(c.style.background.kind) \(c.style.attributes.rawValue)"
            })
            #expect(looks.count == 1, "at t = \(t), row \(row): \(looks)")
            // The rim shows one of the two blues, never black alone.
            #expect(inner.allSatisfy { x in
                let c = screen[x, row]
                return [c.style.foreground.kind, c.style.background.kind].contains { $0 == .palette(24) || $0 == .palette(31) }
            }, "at t = \(t)")
        }
    }
}
