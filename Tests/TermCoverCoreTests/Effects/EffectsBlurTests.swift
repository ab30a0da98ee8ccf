import Testing
import TermCoverTesting
@testable import TermCoverCore

/// A heart blurred, grown and lifted over the rows above it, as Apple's
/// phase animator example draws its "like" at its `.scale` phase.
private struct HazeOverRows: View {
    let radius: Double
    var body: some View {
        VStack(spacing: 16) {
            HStack { Text("Count"); Text("4") }
            HStack { Text("Run"); Text("xy") }
            HStack {
                Text("Like")
                Text("♥").blur(radius: radius * 8).scaleEffect(1.8).offset(y: -64)
            }
        }
    }
}

@MainActor
@Suite("Effects: blur")
struct EffectsBlurTests {
    @Test("a blurred glyph's faint haze over letters leaves them legible, as a translucent blur over text does in SwiftUI")
    func hazeKeepsLettersBeneath() {
        // Unblurred, the grown heart sits in the gap between "Count" and "4"
        // (columns 2-6 and 8 of 12); its haze reaches the letters either side.
        let sharp = TestHost(HazeOverRows(radius: 0), size: Size(width: 12, height: 7))
        #expect(sharp.lines[1] == "  Count♥4   ")
        for radius in [1.0, 2, 3] {
            let host = TestHost(HazeOverRows(radius: radius), size: Size(width: 12, height: 7))
            let row = Array(host.lines[1])
            #expect(String(row[2...6]) == "Count" && row[8] == "4", "radius \(radius): \(host.lines)")
            #expect(row[7] != "♥", "the heart itself is blurred: \(host.lines)")
        }
    }

    @Test("the haze still tints what it veils: the letters beneath take some of the heart's red")
    func hazeTintsLetters() {
        let plain = TestHost(HazeOverRows(radius: 0), size: Size(width: 12, height: 7))
        let hazy = TestHost(HazeOverRows(radius: 1), size: Size(width: 12, height: 7))
        let before = plain.screen[6, 1].style, after = hazy.screen[6, 1].style
        #expect(hazy.screen[6, 1].character == "t" && before != after, "the t of Count under the haze is veiled, not left as it was")
    }
}

/// Apple's "like" heart at its `.scale` phase, alone on a dark screen.
private struct BlurredHeart: View {
    let radius: Double
    var body: some View {
        Text("♥").foregroundStyle(.red).blur(radius: radius).scaleEffect(1.8)
            .frame(width: 80, height: 80)
    }
}

@MainActor
@Suite("Effects: blur softens, it does not erase")
struct EffectsBlurVisibilityTests {
    /// The most red light (linear, 0…1) any cell shows: its ink's share of
    /// the cell (a block glyph's eighths; a text glyph counts as half) times
    /// its color's red, plus its paper's.
    static func reddest(_ screen: CellGrid) -> Double { reds(screen).max() ?? 0 }

    /// The red light of every cell, as `reddest` measures it.
    static func reds(_ screen: CellGrid) -> [Double] {
        func red(_ c: Color) -> Double {
            let (r, g, b) = ColorSpace.rgb(of: c, asBackground: false, in: .current)
            // Red over the others: the heart's light, not a gray the terminal's default text has.
            return max(0, ColorSpace.linear(r) - max(ColorSpace.linear(g), ColorSpace.linear(b)))
        }
        return screen.cells.map { cell in
            let share: Double
            switch cell.glyph {
            case 0x2581...0x2588: share = Double(cell.glyph - 0x2580) / 8
            case 0x2589...0x258F: share = Double(0x2590 - cell.glyph) / 8
            case 0x20, GlyphCode.none: share = 0
            default: share = 0.5
            }
            return share * red(cell.style.foreground) + (1 - share) * red(cell.style.background)
        }
    }

    @Test("the motion example's heart blurred by 16 points keeps at least a third of its sharp light at its brightest, spread over more cells")
    func heartStaysVisible() {
        let sharp = TestHost(BlurredHeart(radius: 0), size: Size(width: 10, height: 5), colorSupport: .trueColor).screen
        let blurred = TestHost(BlurredHeart(radius: 16), size: Size(width: 10, height: 5), colorSupport: .trueColor).screen
        #expect(Self.reddest(sharp) > 0.2)
        #expect(Self.reddest(blurred) >= Self.reddest(sharp) / 3, "sharp \(Self.reddest(sharp)), blurred \(Self.reddest(blurred))")
        // Still a blur: its light reaches more cells than the sharp heart's.
        let lit = { (screen: CellGrid) in Self.reds(screen).filter { $0 > 0.01 }.count }
        #expect(lit(blurred) > lit(sharp) + 2, "\(lit(sharp)) cells lit sharp, \(lit(blurred)) blurred")
    }
}
