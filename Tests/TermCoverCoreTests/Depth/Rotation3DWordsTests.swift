import Foundation
import Testing
import TermCoverTesting
@testable import TermCoverCore

/// "HELLO there" (11 columns, centred in 24: columns 6 to 16) turned about y.
private struct TurnedWords: View {
    let degrees: Double
    var body: some View {
        Text("HELLO there").rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0))
    }
}

@MainActor
@Suite("Text turned by rotation3DEffect reads as words near rest, as texture far from it or from behind")
struct Rotation3DWordsTests {
    private func row(_ degrees: Double) -> [Character] {
        let host = TestHost(TurnedWords(degrees: degrees), size: Size(width: 24, height: 3))
        return Array(host.lines[1])
    }

    @Test("turned 10° the words are drawn whole where the turn takes their centres: columns 6 and 12, as unturned")
    func nearRest() {
        // Worked by hand: the text is 88 × 16 points, the eye 88 points away. A word
        // centre 3 columns (24 points) from the middle turns to 24 · cos 10° = 23.6 points
        // across and 24 · sin 10° = 4.2 points deep: 23.6 / (1 ± 4.2 / 88) = 22.6 or 24.8
        // points, 2.8 or 3.1 columns. "HELLO" (centre 2.5) starts at 5.5 − 3.1 − 2.5 = −0.1
        // or 0.2, "there" (centre 8.5) at 5.5 + 2.8 + 0.5 = 5.8 or 6.1: cells 0 and 6 of the
        // text either way. The linear part at the centre is cos 10° = 0.985 wide, 1.5% off
        // rest: fully near (words all come from 5% off).
        let line = row(10)
        #expect(String(line[6..<11]) == "HELLO", "\(String(line))")
        #expect(String(line[12..<17]) == "there", "\(String(line))")
    }

    @Test("turned 40° (cos 40° = 0.77, 23% narrower) the text is texture: no letter is drawn")
    func farFromRest() {
        #expect(!row(40).contains { $0.isLetter })
    }

    @Test("turned 170° it shows its back, which is mirrored: texture, never the letters the right way round")
    func back() {
        #expect(!row(170).contains { $0.isLetter })
    }
}

/// "HELLO there" (or `text`) turned `inner` degrees inside a frame turned `outer` degrees, both about y.
private struct NestedTurn: View {
    let outer: Double, inner: Double
    var text = "HELLO there"
    var body: some View {
        ZStack {
            Text(text).rotation3DEffect(.degrees(inner), axis: (x: 0, y: 1, z: 0))
        }
        .frame(width: 160, height: 48)
        .rotation3DEffect(.degrees(outer), axis: (x: 0, y: 1, z: 0))
    }
}

@MainActor
@Suite("Text that shows its back is texture, nested or not, unless an outer turn turns it round to face the viewer")
struct NestedTurnWordsTests {
    private func letters(outer: Double, inner: Double) -> String {
        let host = TestHost(NestedTurn(outer: outer, inner: inner), size: Size(width: 24, height: 5))
        return String(host.lines.joined().filter(\.isLetter))
    }

    @Test("turned past 90° alone, inside or outside, the text is texture: no glyph can mirror it")
    func singleBackTurns() {
        #expect(letters(outer: 0, inner: 180) == "")
        #expect(letters(outer: 180, inner: 0) == "")
        #expect(letters(outer: 0, inner: 160) == "")
    }

    @Test("turned to its back and round again by an outer half turn about the same axis (no turn at all, as SwiftUI composes them) it reads as words where it sits unturned")
    func nestedHalfTurnsRead() {
        // The frame is 20 × 3 cells centred in 24 × 5 (columns 2–21, rows 1–3); the 12
        // columns of text are centred in it: 2 + (20 − 12) / 2 = 6, row 2. (The two turns are
        // about the text's centre and the frame's: they net to no turn only where the cells
        // centre the text exactly. An odd width sits half a cell off, and the two half turns
        // net to a shift of twice that, one column, which is where its words are drawn.)
        let expected = [
            "                        ",
            "                        ",
            "      HELLO there!      ",
            "                        ",
            "                        ",
        ]
        let size = Size(width: 24, height: 5)
        TestHost(NestedTurn(outer: 0, inner: 0, text: "HELLO there!"), size: size).expectScreen(expected)
        TestHost(NestedTurn(outer: 180, inner: 180, text: "HELLO there!"), size: size).expectScreen(expected)
        TestHost(NestedTurn(outer: -180, inner: 180, text: "HELLO there!"), size: size).expectScreen(expected)
    }

    @Test("turned 160° round a text turned 200° the two do not net to facing the viewer exactly: their perspectives differ, and it stays texture")
    func nearlyNetTurnsStayTexture() {
        #expect(letters(outer: 160, inner: 200) == "")
    }

    @Test("unturned, and turned a little inside a still frame, the words are glyphs")
    func frontFacing() {
        #expect(letters(outer: 0, inner: 0) == "HELLOthere")
        #expect(letters(outer: 0, inner: 5) == "HELLOthere")
    }
}
