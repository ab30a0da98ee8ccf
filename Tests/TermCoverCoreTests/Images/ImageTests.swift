import Foundation
import Testing
@testable import TermCoverCore
import TermCoverTesting

/// The pictures of Tests/TermCoverCoreTests/Fixtures (tools/make-image-fixtures.py lists their pixels).
let fixtures = Bundle(path: Bundle.module.resourcePath! + "/Fixtures")!

private let black = Color(.rgb(0, 0, 0))

/// A half-block cell: ▀ in `upper` on `lower`, or a blank of one color when they agree.
private func halves(_ upper: (UInt8, UInt8, UInt8), _ lower: (UInt8, UInt8, UInt8)) -> Cell {
    let u = Color(.rgb(upper.0, upper.1, upper.2)), l = Color(.rgb(lower.0, lower.1, lower.2))
    return u == l ? Cell(" ", style: Style(foreground: u, background: u)) : Cell("▀", style: Style(foreground: u, background: l))
}

/// The background of every cell of `row`, as bytes, nil where not RGB.
private func backgrounds(_ screen: CellGrid, row: Int) -> [String] {
    (0..<screen.width).map { x in
        guard case .rgb(let r, let g, let b) = screen[x, row].style.background.kind else { return "-" }
        return r == 255 && g == 0 && b == 0 ? "R" : r == 0 && g == 0 && b == 255 ? "B" : "?"
    }
}

@MainActor
@Suite("Images are drawn two pixels a cell in the terminal's colors, from the pixels of the fixtures")
struct ImageTests {
    @Test("at one pixel a half cell each cell is ▀ in its upper pixel's color on its lower's; a clear pixel shows black beneath, 50% red over black is 188")
    func pixelPerHalf() {
        // tiny.png: red green / blue white / black yellow / clear, red at 128/255.
        let view = ZStack { black; Image("tiny", bundle: fixtures).resizable().frame(width: 16, height: 32) }
        let screen = TestHost(view, size: Size(width: 2, height: 2)).screen
        #expect(screen[0, 0] == halves((255, 0, 0), (0, 0, 255)))
        #expect(screen[1, 0] == halves((0, 255, 0), (255, 255, 255)))
        #expect(screen[0, 1] == halves((0, 0, 0), (0, 0, 0)))
        // 128/255 of linear red over black is 0.502 linear, sRGB 188.
        #expect(screen[1, 1] == halves((255, 255, 0), (188, 0, 0)))
    }

    @Test("shrunk to one cell each half averages its four pixels in linear light: red, green, blue and white are 188 gray")
    func averagesInLinearLight() {
        let view = ZStack { black; Image("tiny", bundle: fixtures).resizable().frame(width: 8, height: 16) }
        let screen = TestHost(view, size: Size(width: 1, height: 1)).screen
        // Lower: black, yellow, clear, red at a = 128/255 over black: ((1 + a) / 4, 1 / 4, 0) linear is (165, 137, 0).
        #expect(screen[0, 0] == halves((188, 188, 188), (165, 137, 0)))
    }

    @Test("interpolation(.none) takes the pixel at each half's center: (1, 1) white above, (1, 3) half red below")
    func nearestPixel() {
        let view = ZStack { black; Image("tiny", bundle: fixtures).resizable().interpolation(.none).frame(width: 8, height: 16) }
        let screen = TestHost(view, size: Size(width: 1, height: 1)).screen
        #expect(screen[0, 0] == halves((255, 255, 255), (188, 0, 0)))
        let unsmoothed = ZStack { black; Image("tiny", bundle: fixtures).resizable().antialiased(false).frame(width: 8, height: 16) }
        #expect(TestHost(unsmoothed, size: Size(width: 1, height: 1)).screen[0, 0] == screen[0, 0])
    }

    @Test("a template image is the foreground style at each pixel's opacity: opaque pixels blue, the half-red one 188 blue")
    func template() {
        let view = ZStack {
            black
            Image("tiny", bundle: fixtures).resizable().renderingMode(.template).frame(width: 16, height: 32)
        }.foregroundStyle(Color(.rgb(0, 0, 255)))
        let screen = TestHost(view, size: Size(width: 2, height: 2)).screen
        #expect(screen[0, 0] == halves((0, 0, 255), (0, 0, 255)))
        #expect(screen[0, 1] == halves((0, 0, 255), (0, 0, 0)))
        #expect(screen[1, 1] == halves((0, 0, 255), (0, 0, 188)))
        let original = ZStack { black; Image("tiny", bundle: fixtures).resizable().renderingMode(.original).frame(width: 16, height: 32) }
            .foregroundStyle(Color(.rgb(0, 0, 255)))
        #expect(TestHost(original, size: Size(width: 2, height: 2)).screen[0, 0] == halves((255, 0, 0), (0, 0, 255)))
    }

    @Test("a 256-color terminal gets the palette's colors: red 196 on blue 21, the cube's corners; true color gets the bytes")
    func palette() {
        let view = ZStack { black; Image("tiny", bundle: fixtures).resizable().frame(width: 16, height: 32) }
        let palette = TestHost(view, size: Size(width: 2, height: 2), colorSupport: .palette256).terminal.screen
        #expect(palette[0, 0].style.foreground == Color(.palette(196)) && palette[0, 0].style.background == Color(.palette(21)))
        let direct = TestHost(view, size: Size(width: 2, height: 2), colorSupport: .trueColor).terminal.screen
        #expect(direct[0, 0] == halves((255, 0, 0), (0, 0, 255)))
    }

    @Test("split.png, white over a quarter cell of blue: half blocks mix the lower half to 188, eighths draw ▂ blue on white, whole cells one mean")
    func precisions() {
        func cell(_ precision: SubcellPrecision?) -> Cell {
            TestHost(Image("split", bundle: fixtures).subcellPrecision(precision), size: Size(width: 1, height: 1)).screen[0, 0]
        }
        // Lower half: 4 white rows and 4 blue, (0.5, 0.5, 1) linear: (188, 188, 255).
        #expect(cell(nil) == halves((255, 255, 255), (188, 188, 255)))
        #expect(cell(.halves) == cell(nil))
        // 2 × 4 samples of 4 × 4 pixels: three rows white, the last blue, a lower quarter: ▂.
        #expect(cell(.eighths) == Cell("▂", style: Style(foreground: Color(.rgb(0, 0, 255)), background: Color(.rgb(255, 255, 255)))))
        // The mean: (0.75, 0.75, 1) linear is (225, 225, 255).
        #expect(cell(.wholeCells) == halves((225, 225, 255), (225, 225, 255)))
    }

    @Test("an unresizable image is its pixels in points whatever it is offered: 32 × 16 is 4 × 1 cells, centered in 10 × 3")
    func ownSize() {
        let view = Image("wide", bundle: fixtures).frame(width: 80, height: 48)
        let screen = TestHost(view, size: Size(width: 10, height: 3)).screen
        // The first 8 of 32 pixels are red: one of the 4 columns.
        #expect(backgrounds(screen, row: 1) == ["-", "-", "-", "R", "B", "B", "B", "-", "-", "-"])
        #expect(backgrounds(screen, row: 0).allSatisfy { $0 == "-" } && backgrounds(screen, row: 2).allSatisfy { $0 == "-" })
        let huge = TestHost(Image("wide", bundle: fixtures).frame(width: 8, height: 16), size: Size(width: 10, height: 3)).screen
        #expect(backgrounds(huge, row: 1) == ["-", "-", "-", "R", "B", "B", "B", "-", "-", "-"], "overhangs a smaller frame")
    }

    @Test("scaledToFit in 128 × 96 points draws 32 × 16 pixels at 128 × 64: 16 × 4 cells in rows 1 to 4, red the first 4 columns")
    func fit() {
        let view = Image("wide", bundle: fixtures).resizable().scaledToFit().frame(width: 128, height: 96)
        let screen = TestHost(view, size: Size(width: 16, height: 6)).screen
        let row = Array(repeating: "R", count: 4) + Array(repeating: "B", count: 12)
        for y in 1...4 { #expect(backgrounds(screen, row: y) == row, "row \(y)") }
        #expect(backgrounds(screen, row: 0).allSatisfy { $0 == "-" } && backgrounds(screen, row: 5).allSatisfy { $0 == "-" })
        let same = Image("wide", bundle: fixtures).resizable().aspectRatio(contentMode: .fit).frame(width: 128, height: 96)
        #expect(TestHost(same, size: Size(width: 16, height: 6)).screen == screen)
    }

    @Test("scaledToFill covers 128 × 96 points with 192 × 96, 24 columns; clipped shows the middle 16: red only in the first 2")
    func fill() {
        let view = Image("wide", bundle: fixtures).resizable().scaledToFill().frame(width: 128, height: 96).clipped()
        let screen = TestHost(view, size: Size(width: 20, height: 6)).screen
        // Frame at columns 2..<18; the picture at −2..<22, 6 points a pixel: red is its columns 0..<6, screen 0..<4, cut at 2.
        let row = ["-", "-", "R", "R"] + Array(repeating: "B", count: 14) + ["-", "-"]
        for y in 0..<6 { #expect(backgrounds(screen, row: y) == row, "row \(y)") }
    }

    @Test("aspectRatio(2, contentMode: .fit) in 128 × 128 points is 128 × 64: 16 × 4 cells in rows 2 to 5; .fill is 256 × 128")
    func explicitRatio() {
        let fit = Color(.rgb(255, 0, 0)).aspectRatio(2, contentMode: .fit).frame(width: 128, height: 128)
        let screen = TestHost(fit, size: Size(width: 16, height: 8)).screen
        #expect((0..<8).map { backgrounds(screen, row: $0).filter { $0 == "R" }.count } == [0, 0, 16, 16, 16, 16, 0, 0])
        let node = AspectRatioNode(ImagePlaceholderNode(name: "x", resizable: true, ink: .primary), ratio: 2, contentMode: .fill,
                                   cells: CellMetrics(.init(width: 8, height: 16)))
        #expect(node.sizeThatFits(CellProposal(width: 16, height: 8)) == Size(width: 32, height: 8))
        let sized = Color(.rgb(255, 0, 0)).aspectRatio(CGSize(width: 4, height: 2), contentMode: .fit).frame(width: 128, height: 128)
        #expect(TestHost(sized, size: Size(width: 16, height: 8)).screen == screen)
    }

    @Test("a missing image is its name in a box, never a blank; a damaged file likewise")
    func missing() {
        let screen = TestHost(Image("nowhere"), size: Size(width: 9, height: 3)).screen
        #expect(screen.lines == ["┌───────┐", "│nowhere│", "└───────┘"])
        let broken = TestHost(Image("broken", bundle: fixtures), size: Size(width: 8, height: 3)).screen
        #expect(broken.lines == ["┌──────┐", "│broken│", "└──────┘"])
        if case .failure(.corrupt) = ImageStore.image(named: "broken", bundle: fixtures) {} else {
            Issue.record("broken.png should fail to decode")
        }
        let resizable = TestHost(Image("nowhere").resizable().frame(width: 48, height: 48), size: Size(width: 6, height: 3)).screen
        #expect(resizable.lines == ["┌────┐", "│now…│", "└────┘"])
    }

    @Test("a JPEG decodes with libjpeg: 16 × 32 pixels of gray 128 are 2 × 2 blank cells of gray 128")
    func jpeg() {
        let screen = TestHost(Image("gray", bundle: fixtures), size: Size(width: 2, height: 2)).screen
        for y in 0..<2 { for x in 0..<2 { #expect(screen[x, y] == halves((128, 128, 128), (128, 128, 128))) } }
    }

    @Test("a picture is decoded once: every image of the name shares the same pixels")
    func decodedOnce() throws {
        let first = try ImageStore.image(named: "wide", bundle: fixtures).get()
        let second = try ImageStore.image(named: "wide.png", bundle: fixtures).get()
        #expect(first === second)
        #expect(first.width == 32 && first.height == 16)
    }

    @Test("names are labels, decorative images are hidden, label: replaces the name")
    func accessibility() {
        func info(_ view: some View) -> AccessibilityInfo? {
            let host = TestHost(view, size: Size(width: 16, height: 4))
            var found: AccessibilityInfo?
            func walk(_ n: LayoutNode) {
                if found == nil, let i = AccessibilityNode.info(of: n) { found = i }
                n.children.forEach(walk)
            }
            host.engine.host.layers.forEach(walk)
            return found
        }
        #expect(info(Image("wide", bundle: fixtures))?.label == "wide")
        #expect(info(Image("wide", bundle: fixtures))?.traits.contains(.isImage) == true)
        #expect(info(Image("wide", bundle: fixtures, label: Text("Red and blue")))?.label == "Red and blue")
        #expect(info(Image(decorative: "wide", bundle: fixtures))?.hidden == true)
    }

    @Test("tiles repeat the picture at its size and caps keep their points: worked by hand along one axis")
    func axisMapping() {
        let tile = ImageAxis(points: 4, pixels: 4, drawn: 10, leadingCap: 0, trailingCap: 0, tiles: true)
        #expect(tile.pixel(at: 5) == 1)
        #expect(tile.pixel(at: 9.5) == 1.5)
        let caps = ImageAxis(points: 10, pixels: 10, drawn: 20, leadingCap: 2, trailingCap: 2, tiles: false)
        #expect(caps.pixel(at: 1) == 1)
        #expect(caps.pixel(at: 19) == 9)
        // The middle 6 points stretch over 16: 2 + 9 · 6 / 16.
        #expect(caps.pixel(at: 11) == 5.375)
        let retina = ImageAxis(points: 5, pixels: 10, drawn: 5, leadingCap: 0, trailingCap: 0, tiles: false)
        #expect(retina.pixel(at: 2) == 4)
    }
}

@MainActor
@Suite("A picture in a focused button shows the focus")
struct ImageFocusTests {
    @Test("a focused button's picture is its negative (255 − each channel), as its text would be reverse video")
    func focusedPictureIsNegative() {
        let view = Button {} label: { Image("tiny", bundle: fixtures).resizable().frame(width: 16, height: 32) }
        let host = TestHost(view, size: Size(width: 2, height: 2))
        host.press(.tab)
        let red = Color(.rgb(0, 255, 255)), blue = Color(.rgb(255, 255, 0))
        #expect(host.screen[0, 0] == Cell("▀", style: Style(foreground: red, background: blue)))
    }
}
