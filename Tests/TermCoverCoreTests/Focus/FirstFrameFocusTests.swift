@testable import TermCoverCore
import TermCoverTesting
import Testing

@MainActor
@Suite("Focus on the first frame")
struct FirstFrameFocusTests {
    @Test("the first frame already shows the first control focused: its label is reversed before any key or tick")
    func firstFrameHighlightsFirstControl() {
        let host = TestHost(VStack(spacing: 0) {
            Button("One") {}
            Button("Two") {}
        }, size: Size(width: 6, height: 2))
        #expect(host.frameCount == 1, "only the first frame was drawn")
        // Two 3-cell labels centred on 6 columns start at (6 − 3) / 2 = 1.
        host.expectScreen([" One  ", " Two  "],
                          styles: StyleMask([" RRR  ", " ---  "], ["R": .attributes(.reverse), "-": .without(.reverse)]))
        #expect(host.renderIfNeeded() == nil, "and nothing is left for a second frame to fix")
    }

    @Test("with nothing focusable the first frame is drawn once: no second pass for focus")
    func nothingFocusableDrawsOnce() {
        let host = TestHost(Text("Hi"), size: Size(width: 4, height: 1))
        #expect(host.frameCount == 1)
        #expect(host.renderIfNeeded() == nil, "no frame is pending after the first")
    }
}
