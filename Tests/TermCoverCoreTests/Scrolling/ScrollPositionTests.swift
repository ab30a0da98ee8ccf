import Foundation
import Testing
import TermCoverTesting

@MainActor
@Suite("scrollPosition(id:) binds the top-most view's identity, read and written")
struct ScrollPositionTests {
    /// Twenty rows in a scroll view three rows tall, the bound id shown under it.
    struct Positioned: View {
        var lazy = false
        @State var top: Int?
        var body: some View {
            VStack {
                ScrollView(showsIndicators: false) {
                    if lazy {
                        LazyVStack(alignment: .leading) { ForEach(0..<20, id: \.self) { Text("row \($0)") } }
                            .scrollTargetLayout()
                    } else {
                        VStack(alignment: .leading) { ForEach(0..<20, id: \.self) { Text("row \($0)") } }
                            .scrollTargetLayout()
                    }
                }
                .scrollPosition(id: $top)
                .frame(width: 48, height: 48)
                Text(top.map { "top \($0)" } ?? "none")
            }
            .onKeyPress(.character("j")) { top = 12; return .handled }
            .onKeyPress(.character("k")) { withAnimation(.linear(duration: 1)) { top = 4 }; return .handled }
        }
    }

    private func rows(_ host: TestHost) -> [String] { host.lines.map { $0.trimmingCharacters(in: .whitespaces) } }

    @Test("the binding follows the top-most row as the view scrolls", arguments: [false, true])
    func reads(lazy: Bool) {
        let host = TestHost(Positioned(lazy: lazy), size: Size(width: 6, height: 4))
        host.renderIfNeeded()                      // the frame after the binding was written
        #expect(rows(host) == ["row 0", "row 1", "row 2", "top 0"])
        host.press(.downArrow)
        host.press(.downArrow)
        host.renderIfNeeded()
        #expect(rows(host) == ["row 2", "row 3", "row 4", "top 2"])
    }

    @Test("writing the binding scrolls that row to the top", arguments: [false, true])
    func writes(lazy: Bool) {
        let host = TestHost(Positioned(lazy: lazy), size: Size(width: 6, height: 4))
        host.press(.character("j"))
        #expect(rows(host) == ["row 12", "row 13", "row 14", "top 12"])
        host.renderIfNeeded()
        #expect(rows(host) == ["row 12", "row 13", "row 14", "top 12"])
    }

    @Test("written inside withAnimation, the scroll glides there")
    func writesAnimated() async {
        let host = TestHost(Positioned(lazy: true), size: Size(width: 6, height: 4))
        host.press(.character("j"))
        host.press(.character("k"))                // from 12 to 4 in a linear second
        await host.advance(by: 0.5)
        #expect(rows(host).prefix(3) == ["row 8", "row 9", "row 10"])
        await host.advance(by: 0.6)
        #expect(rows(host) == ["row 4", "row 5", "row 6", "top 4"])
    }
}
