import CoverDemoKit
import Foundation
import Testing
import TermCoverTestSupport
import TermCoverTesting
@testable import TermCoverCore

/// The gallery's fades on a 256-color terminal, measured on what the
/// terminal is sent (`HeadlessTerminal.screen`, after the palette): every
/// cell's background on every frame of a 1 s linear present and dismissal
/// is a color one of the two screens shows at rest, or a palette color
/// within 0.02 (OKLab distance, about one just-noticeable difference) of
/// the straight OKLab line from the gallery's color at that cell to one of
/// the cover's colors at rest. The colors and the distance are worked out
/// here from the published definitions (xterm's palette, Björn Ottosson's
/// OKLab), not with the code under test.
@Suite("Fades: 256-color fades stay on the line between their rest colors", .serialized, .tags(.galleryLook))
@MainActor
struct GalleryPaletteLineTests {
    typealias Lab = (l: Double, a: Double, b: Double)

    /// xterm's RGB for a palette index of the cube or the gray ramp.
    static func xterm(_ index: Int) -> (Double, Double, Double) {
        if index >= 232 { let v = Double(8 + 10 * (index - 232)); return (v, v, v) }
        let levels: [Double] = [0, 95, 135, 175, 215, 255]
        let i = index - 16
        return (levels[i / 36], levels[i / 6 % 6], levels[i % 6])
    }

    /// xterm's RGB for the 16 ANSI colors.
    static func ansi(_ n: Int) -> (Double, Double, Double) {
        let hex = [0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
                   0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF][n & 15]
        return (Double(hex >> 16), Double(hex >> 8 & 0xFF), Double(hex & 0xFF))
    }

    /// A glyph's ink as the terminal shows it (the default is the dark theme's light gray).
    static func inkLab(_ color: Color) -> Lab? {
        color.kind == .terminalDefault ? oklab((229, 229, 229)) : lab(color)
    }

    /// The words of `frames` shown in part: a run of letters (and digits)
    /// of which some stand out from their background (OKLab distance 0.1
    /// or more) while others cannot be told from it (under 0.03), as
    /// "frame k row y: word".
    static func partWords(_ frames: [CellGrid]) -> [String] {
        var out: [String] = []
        for (k, frame) in frames.enumerated() {
            for y in 0..<frame.height {
                var x = 0
                while x < frame.width {
                    guard GalleryWholeWordTests.isLetter(frame[x, y]) else { x += 1; continue }
                    var word = "", seen = false, unseen = false
                    while x < frame.width, GalleryWholeWordTests.isLetter(frame[x, y]) {
                        let cell = frame[x, y]
                        if let c = cell.character { word.append(c) }
                        if let ink = inkLab(cell.style.foreground), let paper = lab(cell.style.background) {
                            let d = ((ink.l - paper.l) * (ink.l - paper.l) + (ink.a - paper.a) * (ink.a - paper.a)
                                     + (ink.b - paper.b) * (ink.b - paper.b)).squareRoot()
                            if d >= 0.1 { seen = true }
                            if d < 0.03 { unseen = true }
                        }
                        x += 1
                    }
                    if seen && unseen { out.append("frame \(k) row \(y): \(word)") }
                }
            }
        }
        return out
    }

    /// sRGB bytes to OKLab.
    static func oklab(_ rgb: (Double, Double, Double)) -> Lab {
        func linear(_ c: Double) -> Double {
            let v = c / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let r = linear(rgb.0), g = linear(rgb.1), b = linear(rgb.2)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// A background as the terminal shows it (the default is the dark theme's black).
    static func lab(_ color: Color) -> Lab? {
        switch color.kind {
        case .terminalDefault: return oklab((0, 0, 0))
        case .palette(let n) where n >= 16: return oklab(xterm(Int(n)))
        case .ansi(let n): return oklab(ansi(Int(n)))
        case .palette(let n): return oklab(ansi(Int(n)))
        case .rgb(let r, let g, let b): return oklab((Double(r), Double(g), Double(b)))
        }
    }

    /// The distance from `p` to the segment from `a` to `b`.
    static func distance(_ p: Lab, from a: Lab, to b: Lab) -> Double {
        let d = (b.l - a.l, b.a - a.a, b.b - a.b), v = (p.l - a.l, p.a - a.a, p.b - a.b)
        let length2 = d.0 * d.0 + d.1 * d.1 + d.2 * d.2
        let s = length2 == 0 ? 0 : max(0, min(1, (v.0 * d.0 + v.1 * d.1 + v.2 * d.2) / length2))
        let o = (v.0 - s * d.0, v.1 - s * d.1, v.2 - s * d.2)
        return (o.0 * o.0 + o.1 * o.1 + o.2 * o.2).squareRoot()
    }

    /// The frames the terminal is sent over a present and a dismissal (the cover at rest is frame 66).
    static func frames(_ transition: DemoTransition, size: Size, colors: ColorSupport = .palette256) async -> [CellGrid] {
        let host = TestHost(GalleryView(transition: transition, animation: .linear, duration: 1),
                            size: size, fps: 60, colorSupport: colors)
        var frames = [host.terminal.screen]
        host.press(.return)
        for _ in 0..<66 {
            await host.advance(by: 1.0 / 60)
            frames.append(host.terminal.screen)
        }
        host.press(.escape)
        for _ in 0..<66 {
            await host.advance(by: 1.0 / 60)
            frames.append(host.terminal.screen)
        }
        return frames
    }

    /// The cells of `frames` whose backgrounds are off every line, as
    /// "frame k (x, y): color", with how many there were.
    static func offLine(_ frames: [CellGrid], reach: Double = 0.02) -> (count: Int, examples: [String]) {
        let gallery = frames[0], cover = frames[66]
        let coverColors = Set(cover.cells.map { $0.style.background })
        let coverLabs = coverColors.compactMap(lab)
        var count = 0
        var examples: [String] = []
        for (k, frame) in frames.enumerated() {
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let shown = frame[x, y].style.background
                    let rest = gallery[x, y].style.background
                    if shown == rest || coverColors.contains(shown) { continue }
                    guard let p = lab(shown), let a = lab(rest),
                          coverLabs.contains(where: { distance(p, from: a, to: $0) <= reach }) else {
                        count += 1
                        if examples.count < 8 { examples.append("frame \(k) (\(x), \(y)): \(shown)") }
                        continue
                    }
                }
            }
        }
        return (count, examples)
    }

    /// 100x30 in `make test`; 200x60 too under `make soak` (each a few seconds more).
    nonisolated static let sizes = ProcessInfo.processInfo.environment["TERMCOVER_SOAK"] == nil
        ? [Size(width: 100, height: 30)] : [Size(width: 100, height: 30), Size(width: 200, height: 60)]

    @Test("opacity, push, slide-opacity and dissolve in 256 colors: every background is a rest color or on the blend line, and no word shows in part",
          .tags(.soak), arguments: [DemoTransition.opacity, .push, .slideOpacity, .dissolve], sizes)
    func fadesOnTheLine(_ transition: DemoTransition, _ size: Size) async {
        let frames = await Self.frames(transition, size: size)
        let off = Self.offLine(frames)
        #expect(off.count == 0, "\(transition) at \(size.width)x\(size.height): \(off.count) cells off the line, \(off.examples)")
        let parts = Self.partWords(frames)
        #expect(parts.isEmpty, "\(transition) at \(size.width)x\(size.height): \(parts.count) words in part, \(parts.prefix(8))")
    }
}
