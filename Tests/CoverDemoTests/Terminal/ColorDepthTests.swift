import Foundation
import CoverDemoKit
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore
@testable import TermCoverNcurses

extension NcursesSuites {
/// Color depth: `COLORTERM` turns on direct color, which goes out in the
/// semicolon form that libvterm (and nearly every terminal) reads.
@Suite("Color depth and direct color", .serialized)
@MainActor
struct ColorDepthTests {
    @Test("COLORTERM truecolor or 24bit asks for direct color; other values and its absence do not")
    func colorterm() {
        #expect(DirectColor.requested(by: ["COLORTERM": "truecolor"]))
        #expect(DirectColor.requested(by: ["COLORTERM": "24bit"]))
        #expect(DirectColor.requested(by: ["COLORTERM": "TrueColor"]))
        #expect(!DirectColor.requested(by: ["COLORTERM": "yes"]))
        #expect(!DirectColor.requested(by: ["COLORTERM": ""]))
        #expect(!DirectColor.requested(by: [:]))
    }

    @Test("an unusable terminal name gets no direct-color entry, so the caller keeps the name")
    func oddNames() {
        #expect(DirectColor.compile(for: "") == nil)
        #expect(DirectColor.compile(for: "x,y") == nil)
        #expect(DirectColor.compile(for: "no-such-terminal-anywhere") == nil)
    }

    @Test("a tic that hangs is killed after its bound and the terminal keeps 256 colors, instead of holding the start for as long as it hangs")
    func hangingTicIsBounded() throws {
        let fake = NSTemporaryDirectory() + "/termcover-hanging-tic-\(getpid())"
        try "#!/bin/sh\nexec sleep 30\n".write(toFile: fake, atomically: true, encoding: .utf8)
        chmod(fake, 0o755)
        defer { unlink(fake) }
        let started = Date()
        #expect(DirectColor.compile(for: "xterm-256color", tic: fake) == nil)
        // The bound is 2 s; the fake would hang for 30.
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test("xterm-256color with direct color shows 24-bit colors, sent as 38;2;r;g;b and 48;2;r;g;b")
    func directBytes() throws {
        let size = Size(width: 6, height: 2)
        let plain = try NcursesTerminal.headless(size: size)
        #expect(plain.colorSupport == .palette256)
        plain.restore()
        let terminal = try NcursesTerminal.headless(size: size, directColor: true)
        defer { terminal.restore() }
        #expect(terminal.colorSupport == .trueColor)
        let vterm = VTermScreen(size: size)
        vterm.feed(terminal.takeOutput())
        var canvas = CellGrid(size: size)
        canvas[1, 0] = Cell("A", style: Style(foreground: Color(.rgb(12, 34, 56)), background: Color(.rgb(200, 100, 50))))
        canvas[2, 0] = Cell("B", style: Style(foreground: Color(.rgb(1, 2, 3)), background: .primary))
        terminal.draw(Frame(canvas: canvas, changes: [CellRun(y: 0, x: 0, count: 6)]))
        let bytes = terminal.takeOutput()
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("38;2;12;34;56"))
        #expect(text.contains("48;2;200;100;50"))
        #expect(!text.contains("38:2"))
        vterm.feed(bytes)
        let a = vterm.cell(x: 1, y: 0), b = vterm.cell(x: 2, y: 0)
        #expect(a.text == "A" && a.foreground == .rgb(12, 34, 56) && a.background == .rgb(200, 100, 50))
        #expect(b.text == "B" && b.foreground == .rgb(1, 2, 3) && b.background == .terminalDefault)
    }

    @Test("256 colors are chosen by how they look: a mid gray goes to the gray ramp, a dark blue stays blue")
    func perceptualPalette() {
        // Gray 232 + 9 is (98, 98, 98), nearer than cube (95, 95, 95) to (99, 99, 99).
        #expect(ColorSpace.nearestPaletteIndex((99, 99, 99)) == 241)
        // (0, 0, 60) lies between cube blue 0 and 95: the cube's (0, 0, 95)
        // (index 17) keeps the hue; black (16) and the darkest gray do not.
        #expect(ColorSpace.nearestPaletteIndex((0, 0, 60)) == 17)
        // A muted green: by byte distance the nearest entry is gray 237
        // (58, 58, 58); by OKLab distance it is the cube's green (0, 95, 0),
        // index 22 (checked with an independent OKLab search over all 240).
        #expect(ColorSpace.nearestPaletteIndex((40, 90, 40)) == 22)
        // Exact palette colors map to themselves.
        for index in [16, 21, 46, 196, 231, 232, 255] as [UInt8] {
            #expect(ColorSpace.nearestPaletteIndex(ColorSpace.rgb(palette: index)) == index)
        }
    }

    @Test("the fades, presented and dismissed in direct color at 80x24, match libvterm cell for cell after every frame",
          arguments: [DemoTransition.opacity, .push, .slideOpacity, .dissolve, .wipe])
    func fadesReplayInDirectColor(_ transition: DemoTransition) throws {
        let run = try EmulatorRun(GalleryView(transition: transition, animation: .linear, duration: 0.5),
                                  size: Size(width: 80, height: 24), directColor: true)
        defer { run.close() }
        #expect(run.terminal.colorSupport == .trueColor)
        run.press(.return)
        run.advance(by: 0.6)
        #expect(run.host.canvas.contains("Cover 1 of the stack"))
        run.press(.escape)
        run.advance(by: 0.6)
        #expect(run.mismatchedFrames == 0, "\(run.mismatchedFrames) of \(run.framesCompared) frames differ: \(run.mismatches.joined(separator: "\n"))")
        #expect(run.framesCompared > 50)
    }
}
}
