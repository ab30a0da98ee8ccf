import CoverDemoKit
import Testing
import TermCoverTesting
@testable import TermCoverCore

/// The gallery's `zoom` entry: covers grow out of what opened them. Linear
/// over 1 s, so t seconds into presenting the cover fills
/// lerp(screen, source, 1 − t), and t seconds into dismissing
/// lerp(screen, source, t); the sources' frames are read off the screen at
/// rest, not from the gallery's code.
@Suite("The gallery's zoom grows out of the card, the row, the box")
@MainActor
struct GalleryZoomTests {
    private static let size = Size(width: 100, height: 30)

    private func gallery() -> TestHost {
        TestHost(GalleryView(transition: .zoom, animation: .linear, duration: 1), size: Self.size, fps: 8)
    }

    /// The bounding box of the cells where `include` holds, away from the status line.
    private func bounds(_ canvas: CellGrid, where include: (Int, Int) -> Bool) -> Rect? {
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for y in 0..<(canvas.height - 1) {
            for x in 0..<canvas.width where include(x, y) {
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
            }
        }
        return x0 == .max ? nil : Rect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }

    /// Checks that what changed against `before` (the status line aside)
    /// lies in the cells the frame lerp(screen, source, p) touches, and that
    /// something changed. A column more on either side is allowed: a cell
    /// drawn over half of a wide glyph (the covers' Hangul line) blanks its
    /// other half, as a terminal does. So may the rest of a word of the
    /// screen beneath that the frame's side cuts: a picture hides a word it
    /// covers in part as a whole (issue 47).
    private func expectInside(_ screen: CellGrid, over before: CellGrid, source: Rect, progress p: Double, _ what: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let w = Double(Self.size.width), h = Double(Self.size.height)
        let x0 = Double(source.x) * p, y0 = Double(source.y) * p
        let x1 = w + (Double(source.maxX) - w) * p, y1 = h + (Double(source.maxY) - h) * p
        let changed = bounds(screen) { x, y in screen[x, y] != before[x, y] }
        guard let changed else {
            Issue.record("\(what): nothing changed", sourceLocation: sourceLocation)
            return
        }
        let (left, right) = Self.widened(before, left: Int(x0.rounded(.down)) - 1, right: Int(x1.rounded(.up)) + 1,
                                         rows: Int(y0.rounded(.down))..<Int(y1.rounded(.up)))
        #expect(changed.x >= left && changed.maxX <= right
                && changed.y >= Int(y0.rounded(.down)) && changed.maxY <= Int(y1.rounded(.up)),
                "\(what): \(changed) reaches outside (\(x0), \(y0)) – (\(x1), \(y1))", sourceLocation: sourceLocation)
    }

    /// `left` and `right` moved out to the ends of the words of `screen`
    /// that lie across them in `rows` (a word: a run of non-blank cells).
    private static func widened(_ screen: CellGrid, left: Int, right: Int, rows: Range<Int>) -> (Int, Int) {
        var (l, r) = (left, right)
        for y in rows where y >= 0 && y < screen.height {
            func blank(_ x: Int) -> Bool { x < 0 || x >= screen.width || screen[x, y].character == " " }
            var x = left
            while !blank(x) && !blank(x - 1) { x -= 1 }
            l = min(l, x)
            x = right
            while !blank(x) && !blank(x + 1) { x += 1 }
            r = max(r, x + 1)
        }
        return (l, r)
    }

    @Test("the cover grows out of the preview card, a quarter, half and three quarters of the way, and goes back into it")
    func outOfTheCard() async {
        let host = gallery()
        await host.advance(by: 0.5)
        let before = host.screen
        // The card: the cells right of the lists with a colored background.
        let card = try! #require(bounds(before) { x, y in
            x > 40 && y > 2 && { if case .rgb = before[x, y].style.background.kind { true } else { false } }()
        })
        #expect(card.width >= 12 && card.height >= 3)
        host.press(.return)
        for k in 1...3 {
            await host.advance(by: 0.25)
            expectInside(host.screen, over: before, source: card, progress: 1 - Double(k) / 4, "presenting \(k)/4")
        }
        await host.advance(by: 0.5)
        #expect(host.screen.contains("Cover 1 of the stack"))
        host.press(.escape)
        for k in 1...3 {
            await host.advance(by: 0.25)
            expectInside(host.screen, over: before, source: card, progress: Double(k) / 4, "dismissing \(k)/4")
        }
        await host.advance(by: 0.5)
        #expect(Array(host.lines.dropLast()) == Array(before.lines.dropLast()), "no afterimage")
        #expect(host.coverPhases == [])
    }

    @Test("with the card taken away, the cover grows out of the selected row of the list")
    func outOfTheRow() async {
        let host = gallery()
        host.press(.character("p"))
        await host.advance(by: 1.5)
        let before = host.screen
        // The row: " zoom " in reverse video, across the list's 16 columns.
        let y = try! #require(before.lines.firstIndex { $0.hasPrefix(" zoom ") })
        #expect(before[1, y].style.attributes.contains(.reverse))
        let row = Rect(x: 0, y: y, width: 16, height: 1)
        host.press(.return)
        for k in 1...3 {
            await host.advance(by: 0.25)
            expectInside(host.screen, over: before, source: row, progress: 1 - Double(k) / 4, "presenting \(k)/4")
        }
        await host.advance(by: 0.5)
        host.press(.escape)
        await host.advance(by: 0.5)
        expectInside(host.screen, over: before, source: row, progress: 0.5, "dismissing half way")
        await host.advance(by: 0.75)
        #expect(Array(host.lines.dropLast()) == Array(before.lines.dropLast()), "no afterimage")
    }

    @Test("a cover stacked on the first grows out of the first one's bordered box")
    func outOfTheBox() async {
        let host = gallery()
        host.press(.return)
        await host.advance(by: 1.5)
        let first = host.screen
        let box = try! #require(bounds(first) { x, y in first[x, y].character == "╭" || first[x, y].character == "╯" })
        host.press(.return)
        await host.advance(by: 0.25)
        expectInside(host.screen, over: first, source: box, progress: 0.75, "presenting 1/4")
        await host.advance(by: 0.25)
        expectInside(host.screen, over: first, source: box, progress: 0.5, "presenting 2/4")
        await host.advance(by: 1)
        #expect(host.screen.contains("Cover 2 of the stack"))
        host.press(.escape)
        await host.advance(by: 0.5)
        expectInside(host.screen, over: first, source: box, progress: 0.5, "dismissing half way")
        await host.advance(by: 1)
        #expect(Array(host.lines.dropLast()) == Array(first.lines.dropLast()), "back on the first cover, whole")
    }
}
