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
