import Testing
import TermCoverTesting
@testable import TermCoverCore

/// Twelve rows of five words each, centered on a 60 × 20 screen, under a
/// scale and a rotation: enough words that shares are meaningful.
private struct Page: View {
    let scale: Double
    var degrees: Double = 0
    static let words = (0..<60).map { "word\(Character(UnicodeScalar(UInt8(97 + $0 % 26))))\($0 / 26)" }

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<12, id: \.self) { row in
                Text(Self.words[row * 5..<row * 5 + 5].joined(separator: " "))
            }
        }
        .frame(width: 320, height: 224)
        .background(Color.blue)
        .rotationEffect(.degrees(degrees))
        .scaleEffect(scale)
        .frame(width: 480, height: 320)
    }
}

@MainActor
@Suite("Scaled and turning text resolves into whole words near rest")
struct PictureWordsTests {
    private func tokens(_ scale: Double, degrees: Double = 0) -> [String] {
        let host = TestHost(Page(scale: scale, degrees: degrees), size: Size(width: 60, height: 20), colorSupport: .trueColor)
        return host.lines.flatMap { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init) }
    }

    private func share(_ tokens: [String]) -> Double {
        Double(Set(tokens).intersection(Page.words).count) / Double(Page.words.count)
    }

    @Test("every letter on screen belongs to a whole word of the page, at every scale from 80% to 100% and every angle to 30°")
    func neverPartOfAWord() {
        for step in 0...20 {
            let scale = 0.8 + Double(step) / 100
            for token in tokens(scale) { #expect(Page.words.contains(token), "\(scale): \(token)") }
        }
        for degrees in stride(from: 0.0, through: 30, by: 0.5) {
            for token in tokens(1, degrees: degrees) { #expect(Page.words.contains(token), "\(degrees)°: \(token)") }
        }
    }

    @Test("at 85% scale or less the text is still texture; by 90% a good share of the words read; at 100% all do")
    func wordsJoinAsTheScaleNearsOne() {
        #expect(share(tokens(0.8)) == 0)
        #expect(share(tokens(0.85)) == 0)
        let atNinety = share(tokens(0.9))
        // Nearness is (0.15 − 0.10) / 0.10 = 0.5 at 90%: about half the words are due, less the ones that collide.
        #expect(atNinety >= 0.25, "\(atNinety)")
        #expect(share(tokens(0.97)) >= atNinety)
        #expect(share(tokens(1)) == 1)
    }

    @Test("the share of words read grows over the last steps of the scale, not all in one")
    func wordsJoinOverSeveralSteps() {
        let shares = stride(from: 0.86, through: 0.99, by: 0.01).map { share(tokens($0)) }
        let distinct = Set(shares.map { Int(($0 * 100).rounded()) })
        #expect(distinct.count >= 5, "\(shares)")
        print("words read, 86% to 99% scale: \(shares.map { "\(Int(($0 * 100).rounded()))%" }.joined(separator: " "))")
    }

    @Test("a turn's last degrees show whole words on shifted rows; at 40° or more, none")
    func wordsJoinAsTheTurnEnds() {
        print("words read at 30°, 20°, 12°, 8°, 5°, 2°: \([30.0, 20, 12, 8, 5, 2].map { "\(Int((share(tokens(1, degrees: $0)) * 100).rounded()))%" })")
        #expect(share(tokens(1, degrees: 40)) == 0)
        #expect(share(tokens(1, degrees: 45)) == 0)
        #expect(share(tokens(1, degrees: 30)) > 0)
        #expect(share(tokens(1, degrees: 12)) > 0)
        #expect(share(tokens(1, degrees: 2)) >= 0.5)
        #expect(share(tokens(1, degrees: 5)) > 0)
    }
}
