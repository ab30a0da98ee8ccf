import Testing
@testable import CoverDemoKit

/// The kitty keyboard protocol's push (`CSI > flags u`) and pop (`CSI < u`,
/// `CSI < n u`, one entry when n is absent: kitty's page, "Progressive
/// enhancement") followed in a recorded child's output.
@Suite("KittyFlagsWatch: the flags a recorded child left pushed")
struct KittyFlagsWatchTests {
    @Test("a push, cut at every byte, is one entry; a pop takes it back; the pop sequence pops what is left")
    func pushAndPop() {
        let push = Array("x\u{1B}[?1049h\u{1B}[>3u\u{1B}[?1004h".utf8)
        for cut in 0...push.count {
            var watch = KittyFlagsWatch()
            watch.feed(push[..<cut])
            watch.feed(push[cut...])
            #expect(watch.depth == 1, "cut at \(cut)")
            #expect(watch.popSequence == Array("\u{1B}[<1u".utf8))
        }
        var watch = KittyFlagsWatch()
        watch.feed(Array("\u{1B}[>3u\u{1B}[>1u\u{1B}[<u".utf8))
        #expect(watch.depth == 1)
        watch.feed(Array("\u{1B}[<5u".utf8))
        #expect(watch.depth == 0 && watch.popSequence.isEmpty)
        // A query (CSI ? u) and other CSI sequences are not pushes.
        watch.feed(Array("\u{1B}[?u\u{1B}[5u\u{1B}[>0q".utf8))
        #expect(watch.depth == 0)
    }
}
