import Foundation
import Testing
@testable import TermCoverCore
import TermCoverTesting

/// A bar `fraction` of its frame wide, from the leading edge: a custom shape whose width animates.
private struct Bar: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
    }
}

/// Every cell's share of `color`, row by row, rounded to eighths.
private func eighths(of color: Color, on screen: CellGrid, row: Int) -> [Int] {
    (0..<screen.width).map { Int((share(of: color, in: screen[$0, row]) * 8).rounded()) }
}

@MainActor
@Suite("Paths and custom shapes are drawn by how much of each cell's samples they cover")
struct PathTests {
    @Test("a 16 × 16 point rectangle path fills exactly two cells: a cell is 8 × 16 points")
    func rectPathFillsTwoCells() {
        let screen = TestHost(Path(CGRect(x: 0, y: 0, width: 16, height: 16)).fill(Color.red), size: Size(width: 5, height: 3)).screen
        #expect(eighths(of: .red, on: screen, row: 0) == [8, 8, 0, 0, 0])
        #expect(eighths(of: .red, on: screen, row: 1) == [0, 0, 0, 0, 0])
        #expect(area(of: .red, on: screen) == 2)
    }

    @Test("a right triangle with 16-point legs covers 3/4 of its first cell and 1/4 of the next, a sample at its hypotenuse half")
    func triangleCoverage() {
        // Cell 0 spans x 0…8: ∫(16 − x)dx over 0…8 is 96 of 128 square points; cell 1 (8…16) has 32.
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 16, y: 0), CGPoint(x: 0, y: 16)])
        path.closeSubpath()
        let raster = PathRaster(path.flattened().map(\.points), eoFill: false, cells: .standard, limit: Rect(x: 0, y: 0, width: 4, height: 2))
        let first = raster.shares(column: 0, row: 0), second = raster.shares(column: 1, row: 0)
        #expect(abs(first.sum() / 8 - 0.75) < 1e-4)
        #expect(abs(second.sum() / 8 - 0.25) < 1e-4)
        // Samples are 4 × 4 points: the top-left one is inside; the bottom-left
        // (x 0…4, y 12…16) holds ∫(4 − x)dx = 8 of its 16; the bottom-right none.
        #expect(first[0] == 1)
        #expect(abs(first[6] - 0.5) < 1e-4)
        #expect(first[7] == 0)
    }

    @Test("the even-odd rule leaves a hole where two loops overlap; the non-zero rule fills it")
    func evenOddHole() {
        // A 32-point square with a 16-point square inside it, both turning the same way:
        // the inner one spans columns 1…2 and the lower half of row 0, the upper half of row 1.
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 32, height: 32))
        path.addRect(CGRect(x: 8, y: 8, width: 16, height: 16))
        let nonZero = TestHost(path.fill(Color.red), size: Size(width: 4, height: 2)).screen
        #expect(area(of: .red, on: nonZero) == 8)
        let evenOdd = TestHost(path.fill(Color.red, style: FillStyle(eoFill: true)), size: Size(width: 4, height: 2)).screen
        #expect(eighths(of: .red, on: evenOdd, row: 0) == [8, 4, 4, 8])
        #expect(eighths(of: .red, on: evenOdd, row: 1) == [8, 4, 4, 8])
        #expect(path.contains(CGPoint(x: 16, y: 16)) && !path.contains(CGPoint(x: 16, y: 16), eoFill: true))
    }

    @Test("a line's caps: butt stops at its end, square goes half a width past it, round adds a half disc")
    func lineCaps() {
        // A line along y = 8 from x 0 to 32, 16 points wide, covers row 0 of columns 0…3.
        let line = Path { p in p.move(to: CGPoint(x: 0, y: 8)); p.addLine(to: CGPoint(x: 32, y: 8)) }
        func screen(_ cap: CGLineCap) -> CellGrid {
            TestHost(line.stroke(Color.red, style: StrokeStyle(lineWidth: 16, lineCap: cap)), size: Size(width: 6, height: 2)).screen
        }
        #expect(eighths(of: .red, on: screen(.butt), row: 0) == [8, 8, 8, 8, 0, 0])
        #expect(eighths(of: .red, on: screen(.square), row: 0) == [8, 8, 8, 8, 8, 0])
        // A half disc of radius 8 is 32π ≈ 100.5 of the cell's 128 square points: 0.785, drawn as 6/8.
        let round = screen(.round)
        #expect(eighths(of: .red, on: round, row: 0).prefix(4) == [8, 8, 8, 8])
        #expect(abs(share(of: .red, in: round[4, 0]) - 0.785) <= 1.0 / 8)
        #expect(eighths(of: .red, on: round, row: 1) == [0, 0, 0, 0, 0, 0])
    }

    @Test("dashes walk the line's length: [8, 8] inks every other column, and a phase of 8 the others")
    func dashes() {
        let line = Path { p in p.move(to: CGPoint(x: 0, y: 8)); p.addLine(to: CGPoint(x: 64, y: 8)) }
        let dashed = TestHost(line.stroke(Color.red, style: StrokeStyle(lineWidth: 16, dash: [8, 8])), size: Size(width: 8, height: 1)).screen
        #expect(eighths(of: .red, on: dashed, row: 0) == [8, 0, 8, 0, 8, 0, 8, 0])
        let shifted = TestHost(line.stroke(Color.red, style: StrokeStyle(lineWidth: 16, dash: [8, 8], dashPhase: 8)),
                               size: Size(width: 8, height: 1)).screen
        #expect(eighths(of: .red, on: shifted, row: 0) == [0, 8, 0, 8, 0, 8, 0, 8])
    }

    @Test("a Rectangle trimmed to its first quarter is its top edge: the path starts at the top-leading corner")
    func trimmedRectangle() {
        // A 64-point square (8 columns, 4 rows): a quarter of its outline is the top edge.
        func screen(_ to: CGFloat) -> CellGrid {
            TestHost(Rectangle().trim(from: 0, to: to).stroke(Color.red, lineWidth: 2), size: Size(width: 8, height: 4)).screen
        }
        let quarter = screen(0.25)
        #expect((0..<8).allSatisfy { share(of: .red, in: quarter[$0, 0]) > 0 })
        #expect((1..<4).allSatisfy { row in (0..<8).allSatisfy { share(of: .red, in: quarter[$0, row]) == 0 } })
        let half = screen(0.5)
        #expect((1..<4).allSatisfy { share(of: .red, in: half[7, $0]) > 0 }, "half of it goes down the trailing edge")
    }

    @Test("a Circle trimmed to 0…0.25 is the quarter from 3 o'clock to 6 o'clock, as in SwiftUI")
    func trimmedCircle() {
        let screen = TestHost(Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 4), size: Size(width: 8, height: 4)).screen
        var quadrants = [0.0, 0.0, 0.0, 0.0]
        for y in 0..<4 { for x in 0..<8 { quadrants[(y / 2) * 2 + x / 4] += share(of: .red, in: screen[x, y]) } }
        #expect(quadrants[0] == 0 && quadrants[1] == 0 && quadrants[2] == 0, "top-left, top-right and bottom-left are empty")
        #expect(quadrants[3] > 1, "the bottom-right quarter holds the arc")
    }

    @Test("a custom shape's animatableData morphs it frame by frame: a bar from 1/4 to all of 8 columns is 5 at half time")
    func customShapeAnimates() async {
        struct Grow: View {
            @State var full = false
            var body: some View {
                Bar(fraction: full ? 1 : 0.25).fill(Color.red)
                    .onKeyPress(.character("g")) { withAnimation(.linear(duration: 1)) { full = true }; return .handled }
            }
        }
        let host = TestHost(Grow(), size: Size(width: 8, height: 1))
        #expect(eighths(of: .red, on: host.screen, row: 0) == [8, 8, 0, 0, 0, 0, 0, 0])
        host.press(.character("g"))
        await host.advance(by: 0.5)
        // 0.25 + (1 − 0.25) · 0.5 = 0.625 of 64 points is 40: five columns.
        #expect(eighths(of: .red, on: host.screen, row: 0) == [8, 8, 8, 8, 8, 0, 0, 0])
        await host.advance(by: 1)
        #expect(area(of: .red, on: host.screen) == 8)
    }

    @Test("arcs follow SwiftUI's flipped angles: 0° is 3 o'clock, 90° is 6 o'clock, clockwise: false turns clockwise on screen")
    func arcDirection() {
        var down = Path()
        down.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        let end = down.currentPoint!
        #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
        // The short way round: the arc passes 45°, below and right of the center.
        #expect(down.contains(CGPoint(x: 3, y: 3)) || down.boundingRect.maxY > 9)
        #expect(down.boundingRect.minY > -1e-9)
        var up = Path()
        up.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        // The long way: three quarters, through 9 and 12 o'clock.
        #expect(up.boundingRect.minX < -9.9 && up.boundingRect.minY < -9.9)
    }

    @Test("addArc(tangent1End:tangent2End:radius:) rounds a corner: the arc touches both lines a radius from the corner")
    func tangentArc() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        let points = p.flattened()[0].points
        #expect(points.contains { abs($0.x - 6) < 1e-6 && abs($0.y) < 1e-6 })
        let last = points.last!
        #expect(abs(last.x - 10) < 1e-6 && abs(last.y - 4) < 1e-6)
    }

    @Test("a path's bounding box, offset and transform are the points' own")
    func queries() {
        let p = Path(CGRect(x: 2, y: 3, width: 10, height: 20))
        #expect(p.boundingRect == CGRect(x: 2, y: 3, width: 10, height: 20))
        #expect(p.offsetBy(dx: 1, dy: -3).boundingRect == CGRect(x: 3, y: 0, width: 10, height: 20))
        #expect(p.applying(CGAffineTransform(scaleX: 2, y: 0.5)).boundingRect == CGRect(x: 4, y: 1.5, width: 20, height: 10))
        #expect(Path().isEmpty && !p.isEmpty && Path().boundingRect.isNull)
        // A 10 × 20 rectangle's outline is 60 long: its first sixth is the top edge.
        #expect(p.trimmedPath(from: 0, to: 1.0 / 6).boundingRect == CGRect(x: 2, y: 3, width: 10, height: 0))
        #expect(p.strokedPath(StrokeStyle(lineWidth: 2)).boundingRect == CGRect(x: 1, y: 2, width: 12, height: 22))
    }

    @Test("shape modifiers move the path: rotation by 90° of a bar, scale about the leading edge, offset by a column")
    func shapeTransforms() {
        // A 16 × 16 frame (2 columns, 1 row); a rectangle scaled by half about the top-leading corner covers 8 × 8 points.
        let scaled = TestHost(Rectangle().scale(0.5, anchor: .topLeading).fill(Color.red), size: Size(width: 2, height: 1)).screen
        #expect(eighths(of: .red, on: scaled, row: 0) == [4, 0])
        let moved = TestHost(Rectangle().scale(x: 0.5, y: 1, anchor: .topLeading).offset(x: 8).fill(Color.red),
                             size: Size(width: 2, height: 1)).screen
        #expect(eighths(of: .red, on: moved, row: 0) == [0, 8])
        // Half the width, turned a quarter about the center of a 16 × 16 square: a bar across its middle.
        let turned = TestHost(Rectangle().scale(x: 0.5, y: 1).rotation(.degrees(90)).fill(Color.red), size: Size(width: 2, height: 1)).screen
        #expect(eighths(of: .red, on: turned, row: 0) == [4, 4])
    }

    @Test("shapes by their short names draw as the shapes do, and AnyShape keeps a built-in shape's outline")
    func statics() {
        let size = Size(width: 10, height: 4)
        #expect(TestHost(Color.clear.background(Color.blue, in: .capsule), size: size).screen
                == TestHost(Color.clear.background(Color.blue, in: Capsule()), size: size).screen)
        #expect(TestHost(AnyShape(Circle()).fill(Color.blue), size: size).screen == TestHost(Circle().fill(Color.blue), size: size).screen)
        let rounded = TestHost(Color.red.clipShape(.rect(cornerRadius: 16)), size: size).screen
        #expect(rounded == TestHost(Color.red.clipShape(RoundedRectangle(cornerRadius: 16)), size: size).screen)
        let uneven = TestHost(UnevenRoundedRectangle(topLeadingRadius: 16).fill(Color.red), size: size).screen
        #expect(share(of: .red, in: uneven[0, 0]) < 1 && share(of: .red, in: uneven[9, 0]) == 1 && share(of: .red, in: uneven[0, 3]) == 1)
    }

    @Test("a path clips a view: clipShape with a triangle keeps the cells it covers")
    func clipToPath() {
        let triangle = Path { p in
            p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 32, y: 0), CGPoint(x: 0, y: 32)])
            p.closeSubpath()
        }
        let screen = TestHost(Color.red.clipShape(triangle), size: Size(width: 4, height: 2)).screen
        #expect(share(of: .red, in: screen[0, 0]) == 1 && share(of: .red, in: screen[3, 1]) == 0)
        // Its area is half of 32 × 32 points: 512 of the 1024, four cells.
        #expect(abs(area(of: .red, on: screen) - 4) <= 0.5)
    }

    @Test("strokeBorder of a custom insettable shape keeps the line inside the frame")
    func strokeBorderInside() {
        let screen = TestHost(UnevenRoundedRectangle().strokeBorder(Color.red, lineWidth: 8), size: Size(width: 4, height: 2)).screen
        // A line 8 points wide inside a 32 × 32 frame: a column at each side, half a row at top and bottom.
        #expect(eighths(of: .red, on: screen, row: 0) == [8, 4, 4, 8])
        #expect(eighths(of: .red, on: screen, row: 1) == [8, 4, 4, 8])
    }

    @Test("trim animates: a Rectangle's stroke trimmed from 1/4 to 1/2 is 3/8 at half time, reaching half-way down the trailing edge")
    func trimAnimates() async {
        struct Ring: View {
            @State var end: CGFloat = 0.25
            var body: some View {
                Rectangle().trim(from: 0, to: end).stroke(Color.red, lineWidth: 2)
                    .onKeyPress(.character("t")) { withAnimation(.linear(duration: 1)) { end = 0.5 }; return .handled }
            }
        }
        let host = TestHost(Ring(), size: Size(width: 8, height: 4))
        #expect(share(of: .red, in: host.screen[7, 1]) == 0)
        host.press(.character("t"))
        await host.advance(by: 0.5)
        // 3/8 of the 256-point outline is the 64-point top edge and 32 points down the trailing one: rows 0 and 1.
        #expect(share(of: .red, in: host.screen[7, 1]) > 0 && share(of: .red, in: host.screen[7, 2]) == 0)
        await host.advance(by: 1)
        #expect(share(of: .red, in: host.screen[7, 3]) > 0)
    }
}
