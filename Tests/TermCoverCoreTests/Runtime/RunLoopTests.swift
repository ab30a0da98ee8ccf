import Testing
import TermCoverTesting

@MainActor
@Suite("Frames are drawn only when something changed")
struct FrameTests {
    @Test("Idle time produces no frames")
    func idleNoFrames() async {
        let host = TestHost(Counter2(), size: Size(width: 7, height: 1))
        let before = host.frameCount
        await host.advance(by: 2)
        #expect(host.frameCount == before)
    }

    @Test("A state change produces exactly one frame")
    func oneFramePerChange() async {
        let host = TestHost(Counter2(), size: Size(width: 7, height: 1))
        let before = host.frameCount
        host.press(.character("+"))
        await host.advance(by: 1)
        #expect(host.frameCount == before + 1)
        host.expectScreen(["count 1"])
    }

    @Test("The terminal rebuilt from the diffs alone equals the composed screen")
    func diffRebuildsScreen() {
        let host = TestHost(Counter2(), size: Size(width: 7, height: 1))
        for _ in 0..<12 { host.press(.character("+")) }
        #expect(host.terminal.screen == host.screen.quantized(for: host.terminal.colorSupport))
    }

    @Test("A resize lays the tree out again")
    func resizeRelayouts() {
        let host = TestHost(Text("ab").frame(maxWidth: .infinity, alignment: .trailing), size: Size(width: 4, height: 1))
        host.expectScreen(["  ab"])
        host.resize(to: Size(width: 6, height: 2))
        host.expectScreen(["    ab", "      "])
    }
}

private struct Counter2: View {
    @State var count = 0
    var body: some View {
        Text("count \(count)").onKeyPress(.character("+")) { count += 1; return .handled }
    }
}
