import Foundation
import Testing
@testable import TermCoverCore
import TermCoverTesting

@MainActor
@Suite("Shapes are views that fill their frame, drawn at a fraction of a cell")
struct ShapeTests {
    @Test("a Rectangle fills all it is offered with the foreground: the terminal's text color unless set")
    func rectangleFillsWithTheForeground() {
        let plain = TestHost(Rectangle(), size: Size(width: 4, height: 2)).screen
        #expect(plain.cells.allSatisfy { $0 == Cell(" ", style: Style(foreground: .primary, background: darkForeground)) })
        let red = TestHost(Rectangle().foregroundStyle(.red), size: Size(width: 4, height: 2)).screen
        #expect(red.cells.allSatisfy { $0.style.background == .red })
        let blue = TestHost(Rectangle().foregroundColor(.blue), size: Size(width: 4, height: 2)).screen
        #expect(blue.cells.allSatisfy { $0.style.background == .blue })
    }

    @Test("a Circle in a frame 20 columns by 10 rows fills it: it covers π · 10 · 5 cells and reaches all four sides")
    func circleIsRound() {
        let screen = TestHost(Circle().fill(Color.blue).frame(width: 160, height: 160), size: Size(width: 20, height: 10)).screen
        // Rows are two columns tall: the circle is 20 columns (10 rows) across,
        // an ellipse of radii 10 and 5 in cells, of area 50π.
        #expect(abs(area(of: .blue, on: screen) - 50 * Double.pi) < 2)
        #expect(share(of: .blue, in: screen[0, 0]) == 0 && share(of: .blue, in: screen[19, 9]) == 0, "the corners are outside")
        for row in [4, 5] {
            #expect(share(of: .blue, in: screen[0, row]) > 0.75 && share(of: .blue, in: screen[19, row]) > 0.75, "it reaches the sides")
        }
        for column in [9, 10] {
            #expect(share(of: .blue, in: screen[column, 0]) > 0.75 && share(of: .blue, in: screen[column, 9]) > 0.75,
                    "it reaches the top and bottom")
        }
        #expect(screen.lines[4] == String(repeating: " ", count: 20), "its middle rows are whole cells of blue but at the ends")
        #expect(screen.cells.allSatisfy { $0.character == " " || isBlockElement($0) })
    }

    @Test("a Circle in a wide frame is as tall as the frame and centered: 5 rows high is 10 columns wide")
    func circleIsCentered() {
        let screen = TestHost(Circle().fill(Color.red), size: Size(width: 30, height: 5)).screen
        for y in 0..<5 {
            for x in Array(0..<10) + Array(20..<30) { #expect(share(of: .red, in: screen[x, y]) == 0) }
        }
        #expect(abs(area(of: .red, on: screen) - Double.pi * 5 * 2.5) < 1)
    }

    @Test("a RoundedRectangle's corners are cut by quarter circles: each takes r²(1 − π/4) away")
    func roundedCorners() {
        // Radius 2 columns is 1 row down. In cells, each corner loses the
        // quarter of a 2 × 1 box outside an ellipse: 2 · 1 · (1 − π/4).
        let screen = TestHost(RoundedRectangle(cornerRadius: 16).fill(Color.blue), size: Size(width: 10, height: 4)).screen
        #expect(abs(area(of: .blue, on: screen) - (40 - 4 * 2 * (1 - Double.pi / 4))) < 0.5)
        for (x, y) in [(0, 0), (9, 0), (0, 3), (9, 3)] {
            let s = share(of: .blue, in: screen[x, y])
            #expect(s > 0 && s < 1, "corner cell \(x), \(y) is partly covered")
        }
        for (x, y) in [(4, 0), (0, 1), (9, 2), (5, 3)] {
            #expect(screen[x, y] == Cell(" ", style: Style(foreground: .primary, background: .blue)), "side cell \(x), \(y) is whole")
        }
    }

    @Test("a radius beyond half the shorter side shrinks to it, as SwiftUI clamps: a one-row rounded rectangle is a capsule")
    func radiusClamps() {
        let rounded = TestHost(RoundedRectangle(cornerRadius: 240).fill(Color.blue), size: Size(width: 8, height: 1)).screen
        let capsule = TestHost(Capsule().fill(Color.blue), size: Size(width: 8, height: 1)).screen
        #expect(rounded == capsule)
        // A row is 2 columns tall: the ends are half discs of radius 1 column, π/4 of a cell each.
        #expect(abs(share(of: .blue, in: capsule[0, 0]) - Double.pi / 4) <= 1.0 / 8)
        #expect(abs(area(of: .blue, on: capsule) - (6 + Double.pi / 2)) <= 0.25)
    }

    @Test("an Ellipse fills its frame: its area is π · a · b")
    func ellipseArea() {
        let screen = TestHost(Ellipse().fill(Color.green), size: Size(width: 30, height: 8)).screen
        #expect(abs(area(of: .green, on: screen) - Double.pi * 15 * 4) < 2)
    }

    @Test("a thin stroke of a rounded rectangle is a box of ╭─╮ lines on its outermost cells, a rectangle's of ┌─┐")
    func boxStrokes() {
        let rounded = TestHost(RoundedRectangle(cornerRadius: 8).stroke(Color.gray, lineWidth: 8), size: Size(width: 6, height: 3))
        #expect(rounded.lines == ["╭────╮", "│    │", "╰────╯"])
        #expect(rounded.screen[0, 0].style.foreground == .gray)
        let square = TestHost(Rectangle().strokeBorder(), size: Size(width: 4, height: 3))
        #expect(square.lines == ["┌──┐", "│  │", "└──┘"])
        #expect(square.screen[0, 0].style.foreground == .primary, "the foreground, as a line drawn on the screen")
        #expect(TestHost(Capsule().strokeBorder(.red), size: Size(width: 4, height: 2)).lines == ["╭──╮", "╰──╯"])
    }

    @Test("an outline one row tall brackets what it surrounds, and what is under a line keeps its background")
    func oneRowOutline() {
        let view = Text("OK").padding(.horizontal, 8)
            .background(Color.blue)
            .overlay(Capsule().strokeBorder(.gray))
        let host = TestHost(view, size: Size(width: 4, height: 1))
        host.expectScreen(["(OK)"])
        #expect(host.screen[0, 0].style.background == .blue)
        #expect(TestHost(Text("OK").padding(.horizontal, 8).overlay(Rectangle().strokeBorder()), size: Size(width: 4, height: 1)).lines
                == ["[OK]"])
    }

    @Test("a stroked circle is a ring of quadrants: its middle stays empty")
    func ring() {
        let screen = TestHost(Circle().stroke(Color.red, lineWidth: 8), size: Size(width: 20, height: 10)).screen
        for (x, y) in [(9, 4), (10, 5), (5, 5), (14, 4)] { #expect(screen[x, y] == Cell.blank, "\(x), \(y) is inside the ring") }
        for (x, y) in [(9, 0), (10, 9), (0, 4), (19, 5)] { #expect(share(of: .red, in: screen[x, y]) > 0, "\(x), \(y) is on the ring") }
        let quadrants: Set<Character> = ["▖", "▗", "▘", "▝", "▀", "▄", "▌", "▐", "▚", "▞", "▙", "▛", "▜", "▟", " "]
        #expect(screen.cells.allSatisfy { quadrants.contains($0.character ?? " ") })
        // A line 1 column wide, on a circle of circumference 2π · 10 columns.
        #expect(abs(area(of: .red, on: screen) - 2 * Double.pi * 10 * 1 / 2) < 6)
    }

    @Test("a wide stroke is blocks centered on the outline, half outside the frame, its corners square; strokeBorder keeps it inside")
    func wideStroke() {
        // A frame of 10 × 4 at (3, 2) on 16 × 8. Width 4 is 2 columns each
        // way across the outline, and 2 columns (1 row) up and down.
        let stroked = TestHost(Rectangle().stroke(Color.red, lineWidth: 32).frame(width: 80, height: 64),
                               size: Size(width: 16, height: 8)).screen
        let filled = Cell(" ", style: Style(foreground: .primary, background: .red))
        for y in 0..<8 {
            for x in 0..<16 {
                let onBand = (1...14).contains(x) && (1...6).contains(y) && !((5...10).contains(x) && (3...4).contains(y))
                #expect(stroked[x, y] == (onBand ? filled : .blank), "\(x), \(y)")
            }
        }
        // Width 2 just inside: 2 columns in from the sides and 1 row from the top and bottom.
        let border = TestHost(Rectangle().strokeBorder(Color.red, lineWidth: 16).frame(width: 80, height: 64),
                              size: Size(width: 16, height: 8)).screen
        for y in 0..<8 {
            for x in 0..<16 {
                let onBand = (3...12).contains(x) && (2...5).contains(y) && !((5...10).contains(x) && (3...4).contains(y))
                #expect(border[x, y] == (onBand ? filled : .blank), "\(x), \(y)")
            }
        }
    }

    @Test("without antialiasing, and on whole cells, edges snap to whole cells")
    func wholeCells() {
        let aliased = TestHost(Circle().fill(Color.blue, style: FillStyle(antialiased: false)), size: Size(width: 20, height: 10)).screen
        #expect(!aliased.cells.contains(where: isBlockElement))
        #expect(abs(area(of: .blue, on: aliased) - 50 * Double.pi) < 8)
        let whole = TestHost(Circle().fill(Color.blue).subcellPrecision(.wholeCells), size: Size(width: 20, height: 10)).screen
        #expect(whole == aliased)
        let ansi8 = TestHost(Circle().fill(Color.blue), size: Size(width: 20, height: 10), colorSupport: .ansi8).screen
        #expect(ansi8 == aliased, "8-color terminals draw whole cells, as SubcellPrecision.automatic says")
    }

    @Test("a shape's corner radius animates")
    func animatedRadius() async {
        struct Toggle: View {
            @State var round = false
            var body: some View {
                RoundedRectangle(cornerRadius: round ? 32 : 0).fill(Color.blue)
                    .onKeyPress(.character("r")) { withAnimation(.linear(duration: 1)) { round = true }; return .handled }
            }
        }
        let host = TestHost(Toggle(), size: Size(width: 10, height: 4))
        #expect(area(of: .blue, on: host.screen) == 40)
        host.press(.character("r"))
        await host.advance(by: 0.5)
        let halfway = area(of: .blue, on: host.screen)
        await host.advance(by: 1)
        let done = area(of: .blue, on: host.screen)
        // Radius 2, then 4 columns (clamped to 2 rows, 4 columns): each corner loses r_x · r_y · (1 − π/4).
        #expect(abs(halfway - (40 - 4 * 2 * 1 * (1 - Double.pi / 4))) < 0.5)
        #expect(abs(done - (40 - 4 * 4 * 2 * (1 - Double.pi / 4))) < 0.5)
    }
}
