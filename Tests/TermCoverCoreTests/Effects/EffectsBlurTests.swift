import Testing
import TermCoverTesting
@testable import TermCoverCore

/// A heart blurred, grown and lifted over the rows above it, as Apple's
/// phase animator example draws its "like" at its `.scale` phase.
private struct HazeOverRows: View {
    let radius: Double
    var body: some View {
        VStack(spacing: 16) {
            HStack { Text("Count"); Text("4") }
            HStack { Text("Run"); Text("xy") }
            HStack {
                Text("Like")
                Text("♥").blur(radius: radius * 8).scaleEffect(1.8).offset(y: -64)
            }
        }
    }
}

@MainActor
@Suite("Effects: blur")
struct EffectsBlurTests {
    @Test("a blurred glyph's faint haze over letters leaves them legible, as a translucent blur over text does in SwiftUI")
    func hazeKeepsLettersBeneath() {
        // Unblurred, the grown heart sits in the gap between "Count" and "4"
        // (columns 2-6 and 8 of 12); its haze reaches the letters either side.
        let sharp = TestHost(HazeOverRows(radius: 0), size: Size(width: 12, height: 7))
        #expect(sharp.lines[1] == "  Count♥4   ")
        for radius in [1.0, 2, 3] {
            let host = TestHost(HazeOverRows(radius: radius), size: Size(width: 12, height: 7))
            let row = Array(host.lines[1])
            #expect(String(row[2...6]) == "Count" && row[8] == "4", "radius \(radius): \(host.lines)")
            #expect(row[7] != "♥", "the heart itself is blurred: \(host.lines)")
        }
    }

    @Test("the haze still tints what it veils: the letters beneath take some of the heart's red")
    func hazeTintsLetters() {
        let plain = TestHost(HazeOverRows(radius: 0), size: Size(width: 12, height: 7))
        let hazy = TestHost(HazeOverRows(radius: 1), size: Size(width: 12, height: 7))
        let before = plain.screen[6, 1].style, after = hazy.screen[6, 1].style
        #expect(hazy.screen[6, 1].character == "t" && before != after, "the t of Count under the haze is veiled, not left as it was")
    }
}
