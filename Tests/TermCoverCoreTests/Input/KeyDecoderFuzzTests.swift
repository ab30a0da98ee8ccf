import Testing
@testable import TermCoverCore
import TermCoverTesting


/// Pieces that decoders get wrong: truncated escapes, paste markers,
/// invalid and truncated UTF-8, NULs, long parameter runs.
private let fragments: [[UInt8]] = [
    [0x1B], [0x1B, 0x5B], [0x1B, 0x4F], [0x1B, 0x5B, 0x31, 0x3B], [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E],
    [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E], [0x1B, 0x5B, 0x32, 0x30], [0x1B, 0x5B, 0x5B], [0x1B, 0x5B, 0x3C],
    [0xC0], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0x80],
    [0x00], [0x00, 0x00, 0x00], [0x0D, 0x0A], [0x7F], Array("한😀".utf8), [0x1B, 0x1B],
    [0x1B, 0x5B] + [UInt8](repeating: 0x39, count: 40), [0x1B, 0x4F] + [UInt8](repeating: 0x35, count: 40),
]

@Suite("KeyDecoder fuzzing")
struct KeyDecoderFuzzTests {
    @Test("100,000 random and adversarial inputs never crash, stay bounded, and a key after a flush always decodes")
    func fuzz() {
        var rng = SeededRandom(seed: 0x5EED_2026)
        var decoder = KeyDecoder()
        var time = 0.0
        for iteration in 0..<100_000 {
            var input: [UInt8] = []
            let parts = Int.random(in: 1...4, using: &rng)
            for _ in 0..<parts {
                switch UInt8.random(in: 0..<4, using: &rng) {
                case 0: input += fragments[Int.random(in: 0..<fragments.count, using: &rng)]
                case 1: input += (0..<Int.random(in: 1...8, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
                case 2: input += (0..<Int.random(in: 1...6, using: &rng)).map { _ in UInt8.random(in: 0x20...0x7E, using: &rng) }
                default: input += [0x1B, UInt8.random(in: 0...255, using: &rng)]
                }
            }
            if iteration % 20_000 == 0 {
                // A huge paste that never ends.
                input += Array("\u{1B}[200~".utf8) + [UInt8](repeating: 0x41, count: 200_000)
            }
            // Split the input at a random point, as a read boundary would.
            let cut = Int.random(in: 0...input.count, using: &rng)
            _ = decoder.feed(input[..<cut], at: time)
            _ = decoder.feed(input[cut...], at: time)
            #expect(decoder.bufferedByteCount <= 32)
            time += 1
            _ = decoder.flush(at: time)
            #expect(decoder.pendingDeadline == nil)
            let sentinel = decoder.feed(Array("\u{1B}OAz".utf8), at: time)
            if sentinel != [.upArrow, .character("z")] {
                Issue.record("iteration \(iteration): \(input) then sentinel gave \(sentinel)")
                return
            }
        }
    }
}
