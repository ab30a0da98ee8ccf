import CoverDemoKit
import Testing

@Suite("--no-input-events")
struct InputEventsOptionTests {
    @Test("a recording writes the keys typed unless --no-input-events says not to")
    func flag() throws {
        #expect(try runOptions("--record", "x.cast")?.inputEvents == true)
        #expect(try runOptions("--record", "x.cast", "--no-input-events")?.inputEvents == false)
    }
}
