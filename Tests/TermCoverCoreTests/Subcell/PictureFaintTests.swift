import Testing
import TermCoverTesting
@testable import TermCoverCore

/// A picture (a scaled or turned layer) fading where colors cannot blend:
/// drawn as at full opacity, every cell it draws dim below half, normal
/// from half on; never blended into colors the terminal rounds.
@MainActor
@Suite("Pictures without colors: dim below half opacity")
struct PictureFaintTests {
    /// A 6 × 2 blue card saying "Words" scaled 1.5 over a screen of dots.
    private struct Card: View {
        let opacity: Double
        let degrees: Double
        var body: some View {
            ZStack(alignment: .topLeading) {
                Text(String(repeating: ".", count: 16 * 6)).frame(width: 128, height: 96)
                Text("Words").frame(width: 48, height: 32).background(Color.blue)
                    .rotationEffect(.degrees(degrees))
                    .scaleEffect(1.5)
                    .opacity(opacity)
                    .padding(.leading, 40)
                    .padding(.top, 32)
            }
            .frame(width: 128, height: 96, alignment: .topLeading)
        }
    }

    private func screen(_ opacity: Double, degrees: Double, _ colors: ColorSupport) -> CellGrid {
        TestHost(Card(opacity: opacity, degrees: degrees), size: Size(width: 16, height: 6), colorSupport: colors).screen
    }

    @Test("below half the picture is the opaque one with every cell it draws dim; from half on it is the opaque one",
          arguments: [ColorSupport.ansi16, .monochrome], [0.0, 20.0])
    func dimBelowHalf(_ colors: ColorSupport, _ degrees: Double) {
        let dots = screen(0, degrees: degrees, colors), opaque = screen(1, degrees: degrees, colors)
        let faint = screen(0.3, degrees: degrees, colors), strong = screen(0.7, degrees: degrees, colors)
        #expect(strong == opaque)
        #expect(faint.lines == opaque.lines)
        var drawn = 0
        for i in opaque.cells.indices {
            let changed = opaque.cells[i] != dots.cells[i]
            if changed { drawn += 1 }
            #expect(faint.cells[i].style.attributes.contains(.dim) == changed, "cell \(i % 16), \(i / 16)")
            var undimmed = faint.cells[i]
            undimmed.style.attributes.remove(.dim)
            #expect(undimmed == opaque.cells[i], "cell \(i % 16), \(i / 16)")
        }
        // The card covers 9 × 3 cells or more.
        #expect(drawn >= 27)
    }
}
