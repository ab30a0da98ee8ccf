import Testing
import TermCoverTesting

@MainActor
@Suite("GeometryReader")
struct GeometryReaderTests {
    @Test("it takes all the space offered, shows its size in cells, and puts its content at the top-leading corner")
    func fillsAndReports() {
        let view = VStack(spacing: 0) {
            GeometryReader { proxy in Text("\(proxy.size.width)x\(proxy.size.height)") }
            Text("end")
        }
        let host = TestHost(view, size: Size(width: 6, height: 4))
        host.renderIfNeeded()
        // The reader gets the 3 rows the text below leaves, and the whole width.
        host.expectScreen(["6x3   ", "      ", "      ", " end  "])
    }

    @Test("a new size builds the content again for it")
    func followsResize() {
        let host = TestHost(GeometryReader { proxy in Text("w\(proxy.size.width)") }, size: Size(width: 5, height: 1))
        host.renderIfNeeded()
        host.expectScreen(["w5   "])
        host.resize(to: Size(width: 7, height: 1))
        host.renderIfNeeded()
        host.expectScreen(["w7     "])
    }

    @Test("inside a fixed frame it reports that frame, and settles: no frames while nothing changes")
    func settles() async {
        let view = GeometryReader { proxy in Text("\(proxy.size.width),\(proxy.size.height)") }
            .frame(width: 4, height: 2)
        let host = TestHost(view, size: Size(width: 8, height: 4))
        await host.advance(by: 0.1)
        host.expectScreen(["        ", "  4,2   ", "        ", "        "])
        let frames = host.frameCount
        await host.advance(by: 1)
        #expect(host.frameCount == frames)
    }
}
