import Testing
import TermCoverTesting
@testable import TermCoverCore

/// A translucent surface drawn as a picture on a 256-color terminal, over
/// black, in the cube's blue 24 (0, 95, 135): the palette has nothing near
/// the line between the two (see `PaletteLineTests`), so the veil is a mix
/// of the two ends.
///
/// The expected share is worked apart from the code: blending in linear
/// light, 0.6 of the blue over black is the blue's light times 0.6, and
/// OKLab is a linear map of the cube root of linear LMS, so that color lies
/// on the OKLab line from black to the blue at ∛0.6 ≈ 0.843 of the way.
@MainActor
@Suite("Pictures: a translucent surface in 256 colors is a fine mix of its two ends")
struct PictureShadeTests {
    private static let blue = Color(red: 0, green: 95.0 / 255, blue: 135.0 / 255)

    private struct Veil: View {
        var body: some View {
            ZStack {
                Color.black
                PictureShadeTests.blue.opacity(0.6)
                    .frame(width: 160, height: 128)
                    .scaleEffect(0.9)
            }
            .frame(width: 240, height: 192)
        }
    }

    /// The share of `cell` that shows the blue, or nil when it shows a color
    /// other than the two ends.
    private func blueShare(_ cell: Cell) -> Double? {
        let reversed = cell.style.attributes.contains(.reverse)
        let ink = ColorSpace.rgb(of: reversed ? cell.style.background : cell.style.foreground, asBackground: reversed)
        let paper = ColorSpace.rgb(of: reversed ? cell.style.foreground : cell.style.background, asBackground: !reversed)
        func share(_ c: (UInt8, UInt8, UInt8)) -> Double? {
            c == (0, 95, 135) ? 1 : c == (0, 0, 0) ? 0 : nil
        }
        guard let under = share(paper) else { return nil }
        let density: Double
        switch cell.character ?? " " {
        case " ": return under
        case "░": density = 0.25
        case "▒": density = 0.5
        case "▓": density = 0.75
        case "█": density = 1
        default: return nil
        }
        guard let over = share(ink) else { return nil }
        return over * density + under * (1 - density)
    }

    @Test("inside the surface every cell shows the blue over black in quarters, averaging ∛0.6 of the way, and none is a whole black cell")
    func veilIsFine() {
        let screen = TestHost(Veil(), size: Size(width: 30, height: 12), colorSupport: .palette256).screen
            .quantized(for: .palette256)
        // The surface: 20 × 8 cells about the centre (15, 6), scaled by 0.9 to
        // 18 × 7.2: cells 7...22 across and 3...8 down lie well inside it.
        var shares: [Double] = []
        for y in 3...8 {
            for x in 7...22 {
                let share = blueShare(screen[x, y])
                #expect(share != nil, "(\(x), \(y)) shows a color off the two ends")
                #expect(share != 0, "(\(x), \(y)) is a whole black cell inside the veil")
                if let share { shares.append(share) }
            }
        }
        let mean = shares.reduce(0, +) / Double(max(1, shares.count))
        #expect(abs(mean - 0.8434) < 0.04, "mean share \(mean)")
    }
}
