import Foundation
import Testing
import TermCoverTesting
@testable import TermCoverCore

/// A 16 × 4 blue card (128 × 64 points) in the middle of a 40 × 12 screen:
/// columns 12..<28, rows 4..<8, its centre at column 20.
private struct FlipCard: View {
    var degrees: Double
    var perspective: CGFloat = 0
    var body: some View {
        Color.blue.frame(width: 128, height: 64)
            .rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0), perspective: perspective)
            .frame(width: 320, height: 192)
    }
}

private struct AnimatedFlip: View {
    @State var flipped = false
    var body: some View {
        Color.blue.frame(width: 128, height: 64)
            .rotation3DEffect(.degrees(flipped ? 60 : 0), axis: (x: 0, y: 1, z: 0), perspective: 0)
            .frame(width: 320, height: 192)
            .onTapGesture { withAnimation(.linear(duration: 1)) { flipped.toggle() } }
    }
}

@MainActor
@Suite("rotation3DEffect and projectionEffect")
struct Rotation3DTests {
    private static let blue = ColorSpace.rgb(of: .blue, asBackground: true)

    /// How much of the cell's width shows blue, from its glyph (eighths).
    private static func blueShare(_ cell: Cell) -> Double {
        func isBlue(_ c: Color) -> Bool {
            let v = ColorSpace.rgb(of: c, asBackground: true)
            return abs(Int(v.0) - Int(blue.0)) <= 8 && abs(Int(v.1) - Int(blue.1)) <= 8 && abs(Int(v.2) - Int(blue.2)) <= 8
        }
        let reversed = cell.style.attributes.contains(.reverse)
        let ink = reversed ? cell.style.background : cell.style.foreground
        let paper = reversed ? cell.style.foreground : cell.style.background
        let scalar = cell.character?.unicodeScalars.first?.value ?? 0x20
        var covered = 0.0
        switch scalar {
        case 0x2588: covered = 1
        case 0x2589...0x258F: covered = Double(0x2590 - scalar) / 8
        case 0x2590: covered = 0.5
        default: covered = 0
        }
        return (isBlue(ink) && covered > 0 ? covered : 0) + (isBlue(paper) ? 1 - covered : 0)
    }

    /// The blue width of `row`, in columns (edge cells count by eighths).
    private static func width(_ screen: CellGrid, row: Int) -> Double {
        (0..<screen.width).reduce(0) { $0 + blueShare(screen[$1, row]) }
    }

    /// The first and last columns of `row` with any blue.
    private static func extent(_ screen: CellGrid, row: Int) -> ClosedRange<Int>? {
        let cols = (0..<screen.width).filter { blueShare(screen[$0, row]) > 0.05 }
        guard let a = cols.first, let b = cols.last else { return nil }
        return a...b
    }

    @Test("unturned, the card covers its 16 columns; turned 60° about y without perspective it is cos 60° as wide, about its centre")
    func flatTurn() {
        let flat = TestHost(FlipCard(degrees: 0), size: Size(width: 40, height: 12)).screen
        #expect(Self.width(flat, row: 5) == 16)
        let turned = TestHost(FlipCard(degrees: 60), size: Size(width: 40, height: 12)).screen
        // 16 × cos 60° = 8 columns, from 20 − 4 = 16 to 24; the height is kept (rows 4..<8).
        #expect(abs(Self.width(turned, row: 5) - 8) <= 0.25)
        #expect(Self.extent(turned, row: 5) == 16...23)
        #expect(Self.extent(turned, row: 3) == nil && Self.extent(turned, row: 8) == nil)
        #expect(Self.extent(turned, row: 4) != nil && Self.extent(turned, row: 7) != nil)
    }

    @Test("seen edge-on at 90° the card draws nothing; at 180° it covers its own columns again (its back)")
    func edgeOn() {
        let edge = TestHost(FlipCard(degrees: 90), size: Size(width: 40, height: 12)).screen
        #expect((0..<12).allSatisfy { Self.extent(edge, row: $0) == nil })
        let back = TestHost(FlipCard(degrees: 180), size: Size(width: 40, height: 12)).screen
        #expect(Self.extent(back, row: 5) == 12...27)
    }

    @Test("with perspective 1 the near half of a card turned 60° is wider than the far half, as worked by hand")
    func perspective() {
        // Eye 128 points from the card. The edges at ±64 points turn to ±32 across
        // and ±55.4 deep: scaled by 128 / (128 ∓ 55.4), 1.763 near and 0.698 far:
        // 56.4 points (7.05 columns) on one side of the centre, 22.3 (2.79) on the other.
        let screen = TestHost(FlipCard(degrees: 60, perspective: 1), size: Size(width: 40, height: 12)).screen
        let row = 5
        let left = (0..<20).reduce(0.0) { $0 + Self.blueShare(screen[$1, row]) }
        let right = (20..<40).reduce(0.0) { $0 + Self.blueShare(screen[$1, row]) }
        let halves = [left, right].sorted()
        #expect(abs(halves[0] - 2.79) <= 0.4, "far half \(halves[0])")
        #expect(abs(halves[1] - 7.05) <= 0.4, "near half \(halves[1])")
        // The near edge is taller than the card (it reaches rows 3 and 8).
        #expect((0..<40).contains { Self.blueShare(screen[$0, 3]) > 0.5 })
    }

    @Test("a flip animates frame by frame: half way through a linear turn to 60° the width is 16 · cos 30°")
    func animates() async {
        let host = TestHost(AnimatedFlip(), size: Size(width: 40, height: 12))
        host.click(x: 20, y: 5)
        await host.advance(by: 0.5)
        #expect(abs(Self.width(host.screen, row: 5) - 16 * cos(Double.pi / 6)) <= 0.3)
        await host.advance(by: 0.6)
        #expect(abs(Self.width(host.screen, row: 5) - 8) <= 0.25)
    }

    @Test("projectionEffect with an affine transform moves the card as an offset would; ProjectionTransform inverts and concatenates")
    func projection() {
        struct Moved: View {
            var body: some View {
                Color.blue.frame(width: 128, height: 64)
                    .projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 16, y: 16)))
                    .frame(width: 320, height: 192)
            }
        }
        let screen = TestHost(Moved(), size: Size(width: 40, height: 12)).screen
        #expect(Self.extent(screen, row: 5) == 14...29)   // 16 points = 2 columns right
        #expect(Self.extent(screen, row: 4) == nil)         // 16 points = 1 row down: rows 5..<9
        #expect(Self.extent(screen, row: 8) == 14...29)
        var t = ProjectionTransform(CATransform3DMakeScale(2, 4, 1))
        t.m13 = 0.5
        let back = t.concatenating(t.inverted())
        #expect(abs(back.m11 - 1) < 1e-12 && abs(back.m22 - 1) < 1e-12 && abs(back.m13) < 1e-12 && abs(back.m33 - 1) < 1e-12)
        #expect(ProjectionTransform().isIdentity && !t.isAffine)
    }
}
