import Testing
import TermCoverTestSupport
import TermCoverCore
@testable import TermCoverNcurses

extension NcursesSuites {
@Suite("Color pairs", .serialized)
@MainActor
struct ColorPairTests {
    /// Frame `frame` of a fade: every cell a different RGB background, 1,920 new colors a frame.
    private func fadeFrame(_ frame: Int, size: Size) -> CellGrid {
        var canvas = CellGrid(size: size)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let n = frame * size.width * size.height + y * size.width + x
                let color = Color(.rgb(UInt8(n % 256), UInt8((n / 256) % 256), UInt8((n * 7) % 256)))
                canvas.draw(Cell("·", style: Style(foreground: .brightWhite, background: color)), x: x, y: y)
            }
        }
        return canvas
    }

    /// The palette index xterm-256color shows for `color`: the quantization
    /// the core defines for 256-color terminals, applied here independently
    /// of the terminal under test.
    private func expectedIndex(_ color: Color) -> Int {
        guard case .rgb(let r, let g, let b) = color.kind else { return -1 }
        return Int(ColorSpace.nearestPaletteIndex((r, g, b)))
    }

    @Test("10,000 distinct RGB fade colors over six frames all show, with pairs bounded by the terminal's")
    func longFade() throws {
        let size = Size(width: 80, height: 24)
        let replay = try Replay(size: size)
        defer { replay.close() }
        var last = CellGrid(size: size)
        for frame in 0..<6 {
            last = fadeFrame(frame, size: size)
            replay.show(last)
            #expect(replay.terminal.colorPairsInUse <= 65_535)
        }
        #expect(replay.terminal.colorPairsInUse <= 256 * 16)
        for y in stride(from: 0, to: 24, by: 5) {
            for x in stride(from: 0, to: 80, by: 7) {
                #expect(replay.screen.cell(x: x, y: y).background == .index(expectedIndex(last[x, y].style.background)))
            }
        }
    }

    @Test("when pairs run out they are reset and the screen repainted, so no cell keeps a recycled color")
    func pairResetRepaints() throws {
        let size = Size(width: 40, height: 10)
        let replay = try Replay(size: size)
        defer { replay.close() }
        replay.terminal.limitColorPairs(to: 30)
        // A static header in a color of its own that must survive every reset.
        var canvas = CellGrid(size: size)
        for frame in 0..<40 {
            canvas.put("header", x: 0, y: 0, style: Style(foreground: .brightYellow, background: .magenta))
            let color = Color(palette: UInt8(16 + frame * 5))
            canvas.put(String(repeating: "#", count: 40), x: 0, y: 1 + frame % 9, style: Style(foreground: color, background: .black))
            replay.show(canvas)
            #expect(replay.terminal.colorPairsInUse <= 30)
            #expect(replay.screen.cell(x: 0, y: 0).foreground == .index(11))
            #expect(replay.screen.cell(x: 0, y: 0).background == .index(5))
            for y in 1..<10 {
                guard case .palette(let p) = canvas[5, y].style.foreground.kind else { continue }
                #expect(replay.screen.cell(x: 5, y: y).foreground == .index(Int(p)), "frame \(frame) row \(y)")
            }
        }
        #expect(replay.screen.lines == canvas.lines)
    }
}
}
