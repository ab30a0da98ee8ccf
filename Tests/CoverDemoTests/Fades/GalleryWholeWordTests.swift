import CoverDemoKit
import Testing
import TermCoverTestSupport
import TermCoverTesting
@testable import TermCoverCore

/// Cross-fades swap whole words: on no frame of a gallery fade does a word
/// read with letters from both screens. A "word" is a run of cells with ink
/// between blanks; it is whole when it is part of a word of the gallery at
/// rest or of the cover at rest (a word the screen's edge or a moving
/// cover's edge cuts is a part). "SroftUI'n" or "Durationwith" is neither.
/// Letters, digits and apostrophes make words, with a hyphen between two
/// ("full-screen"); other punctuation (a full stop of one screen between
/// words of the other reads as a full stop), lines, blocks and arrows (a
/// cover's sub-cell edge, a rule) are not part of any.
@Suite("Fades: cross-fades swap whole words", .serialized, .tags(.galleryLook))
@MainActor
struct GalleryWholeWordTests {
    static func isLetter(_ cell: Cell) -> Bool {
        guard let c = cell.character else { return cell.width == 0 }
        return c.isLetter || c.isNumber || c == "'" || c == "\u{2019}"
    }

    /// A letter, or a hyphen between two letters, as in "full-screen".
    static func isWordCell(_ canvas: CellGrid, _ x: Int, _ y: Int) -> Bool {
        if isLetter(canvas[x, y]) { return true }
        guard x > 0, x + 1 < canvas.width, canvas[x, y].character == "-" else { return false }
        return isLetter(canvas[x - 1, y]) && isLetter(canvas[x + 1, y])
    }

    /// The words of `canvas`, row by row.
    static func words(_ canvas: CellGrid) -> [String] {
        var out: [String] = []
        for y in 0..<canvas.height {
            var word = ""
            for x in 0..<canvas.width {
                let cell = canvas[x, y]
                if isWordCell(canvas, x, y) {
                    if let c = cell.character { word.append(c) }
                } else if !word.isEmpty {
                    out.append(word)
                    word = ""
                }
            }
            if !word.isEmpty { out.append(word) }
        }
        return out
    }

    /// The words of the frames of a 1 s linear present at 100x30 (and its
    /// dismissal) that are part of no word at rest.
    /// With `partsToo`, also the words that are only part of one at rest
    /// ("c", "v" and "r" of a stippled "cover").
    static func mixedWords(_ transition: DemoTransition, colors: ColorSupport, partsToo: Bool = false) async -> [String] {
        let host = TestHost(GalleryView(transition: transition, animation: .linear, duration: 1),
                            size: Size(width: 100, height: 30), fps: 60, colorSupport: colors)
        var frames = [host.screen]
        host.press(.return)
        for _ in 0..<66 {
            await host.advance(by: 1.0 / 60)
            frames.append(host.screen)
        }
        let atRest = Set(words(frames.first!) + words(frames.last!))
        var mixed: [String] = []
        for (k, frame) in frames.enumerated() {
            for word in Set(words(frame)) where partsToo ? !atRest.contains(word) : !atRest.contains(where: { $0.contains(word) }) {
                mixed.append("frame \(k): \(word)")
            }
        }
        return mixed
    }

    @Test("opacity, push and slide-opacity, 256 colors and true color: no frame shows a word mixed from both screens",
          arguments: [DemoTransition.opacity, .push, .slideOpacity], [ColorSupport.palette256, .trueColor])
    func wholeWords(_ transition: DemoTransition, _ colors: ColorSupport) async {
        let mixed = await Self.mixedWords(transition, colors: colors)
        #expect(mixed.isEmpty, "\(transition): \(mixed.prefix(12))")
    }

    @Test("opacity in 16 colors and none: the stipple swaps whole words too",
          arguments: [ColorSupport.ansi16, .monochrome])
    func wholeWordsStippled(_ colors: ColorSupport) async {
        let mixed = await Self.mixedWords(.opacity, colors: colors)
        #expect(mixed.isEmpty, "\(mixed.prefix(12))")
    }

    @Test("opacity in 16 colors and none: every word of every frame is a whole word of one screen at rest, never a part (\"c v r\" of \"cover\")",
          arguments: [ColorSupport.ansi16, .monochrome])
    func noPartWordsStippled(_ colors: ColorSupport) async {
        let parts = await Self.mixedWords(.opacity, colors: colors, partsToo: true)
        #expect(parts.isEmpty, "\(parts.prefix(12))")
    }
}
