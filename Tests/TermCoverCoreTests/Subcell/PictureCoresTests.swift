import Synchronization
import Testing
import TermCoverTesting
@testable import TermCoverCore

/// A large turned card of words, on a screen big enough that its picture is
/// decided on every core (`ParallelRows.minimumCells`): each card's picture
/// spans over 8,000 cells of the 160 × 60 screen.
private struct TurnedCard: View {
    let degrees: Double
    let scale: Double
    let blur: Double
    var opacity = 1.0

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<50, id: \.self) { i in
                Text("Row \(i): the quick brown fox jumps over the lazy dog")
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding(16)
        .background(Color.teal)
        .blur(radius: blur)
        .opacity(opacity)
        .rotationEffect(.degrees(degrees))
        .scaleEffect(scale)
        .frame(width: 1280, height: 960)
        .background(Text(String(repeating: "beneath ", count: 300)))
    }
}

@MainActor
@Suite("A picture decided on every core")
struct PictureCoresTests {
    private func screen(_ card: TurnedCard, colorSupport: ColorSupport, cores: Bool) -> CellGrid {
        ParallelRows.$isEnabled.withValue(cores) {
            TestHost(card, size: Size(width: 160, height: 60), colorSupport: colorSupport).screen
        }
    }

    @Test("a turned, scaled or blurred card draws the same cells on one core as on all, in 256 colors and true color",
          arguments: [ColorSupport.palette256, .trueColor])
    func sameOnEveryCore(colorSupport: ColorSupport) {
        for card in [TurnedCard(degrees: 17, scale: 0.9, blur: 0), TurnedCard(degrees: 0, scale: 0.7, blur: 0),
                     TurnedCard(degrees: 0, scale: 1, blur: 6)] {
            let one = screen(card, colorSupport: colorSupport, cores: false)
            let all = screen(card, colorSupport: colorSupport, cores: true)
            #expect(one == all, "\(card)")
            // The picture drew something: block elements of the card's edge.
            #expect(one.cells.contains { BlockGlyphs.isBlock($0.glyph) }, "\(card)")
        }
    }

    @Test("the terminal's own colors reach the other cores: on a light terminal a see-through card veils the words beneath as on one core")
    func lightTerminal() {
        // Half see-through, so the words beneath show veiled in the terminal's own ink.
        let card = TurnedCard(degrees: 23, scale: 0.8, blur: 0, opacity: 0.5)
        TerminalColors.$current.withValue(.light) {
            #expect(screen(card, colorSupport: .trueColor, cores: false) == screen(card, colorSupport: .trueColor, cores: true))
        }
    }

    @Test("in 256 colors the same card is drawn the same every time: the picture's colors are ordered the same however they were counted")
    func sameEveryTime() {
        let card = TurnedCard(degrees: 0, scale: 0.7, blur: 0)
        let first = screen(card, colorSupport: .palette256, cores: false)
        for _ in 0..<4 { #expect(screen(card, colorSupport: .palette256, cores: false) == first) }
    }

    @Test("every row is handed to exactly one chunk, large work or small")
    nonisolated func rowsOnce() {
        for (rows, cells) in [(0..<120, 48_000), (7..<9, 100_000), (3..<50, 10), (5..<6, 50_000)] {
            let seen = Mutex([Int]())
            ParallelRows.forEachChunk(rows, cells: cells) { chunk in
                seen.withLock { $0.append(contentsOf: chunk) }
            }
            #expect(seen.withLock { $0.sorted() } == Array(rows))
        }
    }
}
