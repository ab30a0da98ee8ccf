import CoverDemoKit
import Foundation
import Testing
import TermCoverTestSupport
import TermCoverTesting
@testable import TermCoverCore

/// The gallery's transitions drawn as pictures (rotation, scale, zoom) on a
/// 256-color terminal, measured on what the terminal is sent
/// (`HeadlessTerminal.screen`, after the palette): every cell's background,
/// and a block glyph's ink (a picture's texture), on every frame of a 1 s
/// linear present and dismissal is a color one of the two screens shows at
/// rest, or a palette color within 0.02 (OKLab) of the straight line
/// between two of them: a picture mixes the colors of the layer and of what
/// is beneath, and a mean of many shows only a step of one of their lines.
/// And no frame shows part of a word of the gallery beneath, in any color
/// depth: a word the picture covers anywhere is covered whole (true color
/// and 256 colors in `make test`, 16 colors and none under `make soak`). Colors and
/// distances are worked out as in `GalleryPaletteLineTests`, from xterm's
/// palette and OKLab's definition, not with the code under test.
@Suite("Pictures: rotation, scale and zoom in 256 colors stay on the lines between rest colors, words whole", .serialized, .tags(.galleryLook))
@MainActor
struct GalleryPictureLineTests {
    typealias Lab = GalleryPaletteLineTests.Lab

    /// The frames the terminal is sent over a present and a dismissal (the cover at rest is frame 66).
    static func frames(_ transition: DemoTransition, size: Size, colors: ColorSupport) async -> [CellGrid] {
        await GalleryPaletteLineTests.frames(transition, size: size, colors: colors)
    }

    /// True for a block element (U+2580–U+259F), whose ink is part of a picture.
    static func isBlock(_ cell: Cell) -> Bool {
        guard let scalar = cell.character?.unicodeScalars.first else { return false }
        return (0x2580...0x259F).contains(scalar.value)
    }

    /// The colors of `screen` at rest: every background, and every ink on a glyph.
    static func restColors(_ screen: CellGrid) -> Set<Color> {
        var out = Set<Color>()
        for cell in screen.cells {
            out.insert(cell.style.background)
            if let c = cell.character, c != " " { out.insert(cell.style.foreground) }
        }
        return out
    }

    /// The picture colors of `frames` (backgrounds, block glyphs' inks) that
    /// are neither a rest color nor within `reach` of a line between two.
    static func offLine(_ frames: [CellGrid], reach: Double = 0.02) -> (count: Int, examples: [String]) {
        let rest = restColors(frames[0]).union(restColors(frames[66]))
        // Each color as a background and as an ink (the default differs).
        var labs: [Lab] = []
        for color in rest {
            if let l = GalleryPaletteLineTests.lab(color) { labs.append(l) }
            if let l = GalleryPaletteLineTests.inkLab(color) { labs.append(l) }
        }
        var verdicts: [Color: Bool] = [:]
        func onLine(_ color: Color, asInk: Bool) -> Bool {
            if rest.contains(color) { return true }
            if let known = verdicts[color] { return known }
            guard let p = asInk ? GalleryPaletteLineTests.inkLab(color) : GalleryPaletteLineTests.lab(color) else { return true }
            var near = false
            search: for i in labs.indices {
                for j in labs.indices where j > i {
                    if GalleryPaletteLineTests.distance(p, from: labs[i], to: labs[j]) <= reach { near = true; break search }
                }
            }
            verdicts[color] = near
            return near
        }
        var count = 0
        var examples: [String] = []
        for (k, frame) in frames.enumerated() {
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let cell = frame[x, y]
                    var bad: [Color] = []
                    if !onLine(cell.style.background, asInk: false) { bad.append(cell.style.background) }
                    if isBlock(cell), !onLine(cell.style.foreground, asInk: true) { bad.append(cell.style.foreground) }
                    guard !bad.isEmpty else { continue }
                    count += 1
                    if examples.count < 8 { examples.append("frame \(k) (\(x), \(y)): \(bad)") }
                }
            }
        }
        return (count, examples)
    }

    /// The gallery's words at rest shown in part: a run of letters in a
    /// frame that repeats, at the same place, a strictly shorter stretch of
    /// a word of the gallery at rest (and is no whole word of either screen),
    /// as "frame k row y: run of word".
    static func partGalleryWords(_ frames: [CellGrid]) -> [String] {
        let gallery = frames[0]
        let whole = Set(GalleryWholeWordTests.words(gallery) + GalleryWholeWordTests.words(frames[66]))
        // Each gallery word's span, by row.
        var spans: [Int: [(start: Int, end: Int)]] = [:]
        for y in 0..<gallery.height {
            var x = 0
            while x < gallery.width {
                guard GalleryWholeWordTests.isWordCell(gallery, x, y) else { x += 1; continue }
                let start = x
                while x < gallery.width, GalleryWholeWordTests.isWordCell(gallery, x, y) { x += 1 }
                spans[y, default: []].append((start, x))
            }
        }
        var out: [String] = []
        for (k, frame) in frames.enumerated() {
            for (y, rowSpans) in spans {
                for span in rowSpans {
                    var x = span.start
                    while x < span.end {
                        guard GalleryWholeWordTests.isWordCell(frame, x, y) else { x += 1; continue }
                        let start = x
                        var same = true, run = ""
                        while x < frame.width, GalleryWholeWordTests.isWordCell(frame, x, y) {
                            if x >= span.end || frame[x, y].character != gallery[x, y].character { same = false }
                            if let c = frame[x, y].character { run.append(c) }
                            x += 1
                        }
                        let isPart = start > span.start || x < span.end
                        if same && isPart && !whole.contains(run) {
                            var word = ""
                            for c in span.start..<span.end { if let ch = gallery[c, y].character { word.append(ch) } }
                            out.append("frame \(k) row \(y): \(run) of \(word)")
                        }
                    }
                }
            }
        }
        return out.sorted()
    }

    /// 100x30 in `make test`; 200x60 too under `make soak`.
    nonisolated static let sizes = GalleryPaletteLineTests.sizes

    @Test("rotation, scale and zoom in 256 colors: every background and block ink is a rest color or on a line between two",
          .tags(.soak), arguments: [DemoTransition.rotation, .scale, .zoom], sizes)
    func picturesOnTheLine(_ transition: DemoTransition, _ size: Size) async {
        let frames = await Self.frames(transition, size: size, colors: .palette256)
        let off = Self.offLine(frames)
        #expect(off.count == 0, "\(transition) at \(size.width)x\(size.height): \(off.count) cells off the lines, \(off.examples)")
        let parts = GalleryPaletteLineTests.partWords(frames)
        #expect(parts.isEmpty, "\(transition) at \(size.width)x\(size.height): \(parts.count) words in part, \(parts.prefix(8))")
        let cut = Self.partGalleryWords(frames)
        #expect(cut.isEmpty, "\(transition) at \(size.width)x\(size.height): \(cut.count) gallery words in part, \(cut.prefix(8))")
    }

    /// The rotation in true color in `make test` (256 colors are checked above for all
    /// three); scale and zoom, and 16 colors and none, too under `make soak`.
    nonisolated static let depths: [ColorSupport] = ProcessInfo.processInfo.environment["TERMCOVER_SOAK"] == nil
        ? [.trueColor] : [.trueColor, .ansi16, .monochrome]
    nonisolated static let wholeWordTransitions: [DemoTransition] = ProcessInfo.processInfo.environment["TERMCOVER_SOAK"] == nil
        ? [.rotation] : [.rotation, .scale, .zoom]

    @Test("rotation, scale and zoom in every color depth: no frame shows part of a word of the gallery beneath",
          .tags(.soak), arguments: wholeWordTransitions, depths)
    func galleryWordsWhole(_ transition: DemoTransition, _ colors: ColorSupport) async {
        let frames = await Self.frames(transition, size: Size(width: 100, height: 30), colors: colors)
        let parts = Self.partGalleryWords(frames)
        #expect(parts.isEmpty, "\(transition) \(colors): \(parts.count) words in part, \(parts.prefix(8))")
        let rest = Set(GalleryWholeWordTests.words(frames[0]) + GalleryWholeWordTests.words(frames[66]))
        let mixed = frames.enumerated().flatMap { k, frame in
            Set(GalleryWholeWordTests.words(frame)).filter { word in !rest.contains { $0.contains(word) } }
                .map { "frame \(k): \($0)" }
        }
        #expect(mixed.isEmpty, "\(transition) \(colors): words of neither screen \(mixed.prefix(8))")
    }
}
