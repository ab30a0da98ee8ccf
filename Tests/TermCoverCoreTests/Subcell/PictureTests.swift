import Testing
import TermCoverTesting
@testable import TermCoverCore

/// An 8 × 4 blue surface at (6, 3) on a 20 × 10 screen, its centre at (10, 5),
/// under a scale and a rotation.
private struct Card: View {
    let scale: Double
    var degrees: Double = 0
    var text = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 160, height: 160)
            Text(text ? "Words\nhere" : "").frame(width: 64, height: 64)
                .background(Color.blue)
                .rotationEffect(.degrees(degrees))
                .scaleEffect(scale)
                .padding(.leading, 48)
                .padding(.top, 48)
        }
        .frame(width: 160, height: 160, alignment: .topLeading)
    }
}

@MainActor
@Suite("Scale and rotation drawn as pictures")
struct PictureTests {
    private func screen(_ card: Card, colorSupport: ColorSupport = .palette256) -> CellGrid {
        TestHost(card, size: Size(width: 20, height: 10), colorSupport: colorSupport).screen
    }

    private static let blue = ColorSpace.rgb(of: .blue, asBackground: true)

    /// How much of `cell` shows blue: its glyph's ink share when the ink is
    /// blue, the rest when the paper is; nil for a cell with no blue.
    private func blueShare(_ cell: Cell) -> Double? {
        let reversed = cell.style.attributes.contains(.reverse)
        let ink = reversed ? cell.style.background : cell.style.foreground
        let paper = reversed ? cell.style.foreground : cell.style.background
        func isBlue(_ c: Color) -> Bool {
            let v = ColorSpace.rgb(of: c, asBackground: true)
            return abs(Int(v.0) - Int(Self.blue.0)) <= 2 && abs(Int(v.1) - Int(Self.blue.1)) <= 2 && abs(Int(v.2) - Int(Self.blue.2)) <= 2
        }
        let covered: Double
        switch cell.character.map({ $0.unicodeScalars.first!.value }) ?? 0x20 {
        case 0x20: covered = 0
        case 0x2581...0x2588: covered = Double(cell.character!.unicodeScalars.first!.value - 0x2580) / 8
        case 0x2589...0x258F: covered = Double(0x2590 - cell.character!.unicodeScalars.first!.value) / 8
        default: return nil
        }
        if isBlue(ink) && cell.character != " " { return covered }
        if isBlue(paper) { return 1 - covered }
        return nil
    }

    @Test("a surface scaled to 7/16 fills the cells inside its bounds and covers its edge cells by eighths")
    func scaledSurface() {
        // Width 3.5 about x = 10: [8.25, 11.75); height 1.75 about y = 5: [4.125, 5.875).
        let s = screen(Card(scale: 0.4375))
        for x in 9...10 {
            #expect(blueShare(s[x, 4]) == 0.875, "(\(x), 4): lower 7/8")
            #expect(blueShare(s[x, 5]) == 0.875, "(\(x), 5): upper 7/8")
        }
        for y in 4...5 {
            // Corners excepted: one glyph cannot cut a cell both ways.
            _ = y
        }
        #expect(blueShare(s[8, 4]) != nil && blueShare(s[11, 5]) != nil)
        // Nothing beyond the bounds' cells changes.
        let empty = screen(Card(scale: 1e-5))
        for (x, y) in Picture.changed(s, from: empty) {
            #expect((8...11).contains(x) && (4...5).contains(y), "(\(x), \(y))")
        }
    }

    @Test("a surface scaled by a tall fraction keeps its side edges at eighths")
    func sideEdges() {
        // Scale 0.8125: width 6.5, [6.75, 13.25); height 3.25, [3.375, 6.625).
        let s = screen(Card(scale: 0.8125))
        for y in 4...5 {
            #expect(blueShare(s[6, y]) == 0.25, "(6, \(y)): right 1/4 \(s[6, y])")
            #expect(blueShare(s[13, y]) == 0.25, "(13, \(y)): left 1/4")
            for x in 7...12 { #expect(blueShare(s[x, y]) == 1, "(\(x), \(y)) inside") }
        }
    }

    @Test("text on a scaled or turned card is texture: no letter survives, and the card still shows ink")
    func textAsTexture() {
        for card in [Card(scale: 0.7, text: true), Card(scale: 1, degrees: 30, text: true), Card(scale: 1, degrees: 90, text: true)] {
            let s = screen(card)
            #expect(!s.lines.joined().contains { $0.isLetter }, "\(card.scale) \(card.degrees)°:\n\(s)")
            let styles = Set((0..<s.height).flatMap { y in (0..<s.width).map { s[$0, y].style } })
            #expect(styles.count > 2, "ink, surface and screen all show")
        }
        // Turned a whole turn, or not at all: the real glyphs.
        #expect(screen(Card(scale: 1, degrees: 360, text: true)).contains("Words"))
    }

    @Test("without colors a picture is a halftone of shades")
    func monochrome() {
        let s = screen(Card(scale: 0.6, text: true), colorSupport: .monochrome)
        let glyphs = Set(s.lines.joined())
        #expect(glyphs.isSubset(of: Set(" ░▒▓█")), "\(glyphs)")
        #expect(glyphs.count > 1)
    }
}
