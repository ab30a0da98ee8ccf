import Testing
import TermCoverTesting

@MainActor
@Suite("GeometryReader")
struct GeometryReaderTests {
    @Test("it takes all the space offered, reports its size in points (8 a column, 16 a row), and puts its content at the top-leading corner")
    func fillsAndReports() {
        let view = VStack(spacing: 0) {
            GeometryReader { proxy in Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))") }
            Text("end")
        }
        let host = TestHost(view, size: Size(width: 6, height: 4))
        host.renderIfNeeded()
        // The reader gets the 3 rows the text below leaves, and the whole width.
        host.expectScreen(["48x48 ", "      ", "      ", " end  "])
    }

    @Test("a new size builds the content again for it")
    func followsResize() {
        let host = TestHost(GeometryReader { proxy in Text("w\(Int(proxy.size.width))") }, size: Size(width: 5, height: 1))
        host.renderIfNeeded()
        host.expectScreen(["w40  "])
        host.resize(to: Size(width: 7, height: 1))
        host.renderIfNeeded()
        host.expectScreen(["w56    "])
    }

    @Test("inside a fixed frame it reports that frame, and settles: no frames while nothing changes")
    func settles() async {
        let view = GeometryReader { proxy in Text("\(Int(proxy.size.width)),\(Int(proxy.size.height))") }
            .frame(width: 48, height: 32)
        let host = TestHost(view, size: Size(width: 8, height: 4))
        await host.advance(by: 0.1)
        host.expectScreen(["        ", " 48,32  ", "        ", "        "])
        let frames = host.frameCount
        await host.advance(by: 1)
        #expect(host.frameCount == frames)
    }
}
