import Foundation
import Testing
import TermCoverTesting

@MainActor
@Suite("defaultScrollAnchor starts, follows and aligns a scroll view as SwiftUI's does")
struct DefaultScrollAnchorTests {
    /// A log of `count` lines, `line 0` …, in a scroll view three rows
    /// tall anchored at the bottom; `a` adds a line.
    struct Log: View {
        var lazy = false
        @State var count: Int
        var body: some View {
            VStack {
                ScrollView(showsIndicators: false) {
                    if lazy {
                        LazyVStack(alignment: .leading) { ForEach(0..<count, id: \.self) { Text("line \($0)") } }
                    } else {
                        VStack(alignment: .leading) { ForEach(0..<count, id: \.self) { Text("line \($0)") } }
                    }
                }
                .defaultScrollAnchor(.bottom)
                .frame(width: 56, height: 48)
            }
            .onKeyPress(.character("a")) { count += 1; return .handled }
        }
    }

    private func rows(_ host: TestHost) -> [String] { host.lines.map { $0.trimmingCharacters(in: .whitespaces) } }

    @Test("a log starts at its end", arguments: [false, true])
    func startsAtTheEnd(lazy: Bool) {
        let host = TestHost(Log(lazy: lazy, count: 10), size: Size(width: 7, height: 3))
        #expect(rows(host) == ["line 7", "line 8", "line 9"])
    }

    @Test("while it rests at the end, added lines keep it at the end", arguments: [false, true])
    func followsTheEnd(lazy: Bool) {
        let host = TestHost(Log(lazy: lazy, count: 10), size: Size(width: 7, height: 3))
        host.press(.character("a"))
        #expect(rows(host) == ["line 8", "line 9", "line 10"])
        host.press(.character("a"))
        #expect(rows(host) == ["line 9", "line 10", "line 11"])
    }

    @Test("scrolled up, it stays where it is as lines are added; back at the end, it follows again", arguments: [false, true])
    func scrolledUpStays(lazy: Bool) {
        let host = TestHost(Log(lazy: lazy, count: 10), size: Size(width: 7, height: 3))
        host.press(.upArrow)
        #expect(rows(host) == ["line 6", "line 7", "line 8"])
        host.press(.character("a"))
        #expect(rows(host) == ["line 6", "line 7", "line 8"])
        host.press(.end)
        #expect(rows(host) == ["line 8", "line 9", "line 10"])
        host.press(.character("a"))
        #expect(rows(host) == ["line 9", "line 10", "line 11"])
    }

    @Test("content shorter than the view sits at its bottom, and grows up from there", arguments: [false, true])
    func shortContentAtTheBottom(lazy: Bool) {
        let host = TestHost(Log(lazy: lazy, count: 1), size: Size(width: 7, height: 3))
        #expect(rows(host) == ["", "", "line 0"])
        host.press(.character("a"))
        #expect(rows(host) == ["", "line 0", "line 1"])
        host.press(.character("a"))
        host.press(.character("a"))
        #expect(rows(host) == ["line 1", "line 2", "line 3"])
    }

    @Test("with the top anchor (or none) a scroll view starts at the top and does not follow")
    func topAnchor() {
        let view = ScrollView(showsIndicators: false) {
            VStack(alignment: .leading) { ForEach(0..<10, id: \.self) { Text("line \($0)") } }
        }
        .defaultScrollAnchor(.top)
        let host = TestHost(view, size: Size(width: 7, height: 3))
        #expect(rows(host) == ["line 0", "line 1", "line 2"])
    }

    @Test("a role sets one behaviour only: the initial offset at the bottom, content still aligned at the top")
    func roles() {
        func host(_ count: Int) -> TestHost {
            TestHost(ScrollView(showsIndicators: false) {
                VStack(alignment: .leading) { ForEach(0..<count, id: \.self) { Text("line \($0)") } }
            }
            .defaultScrollAnchor(.bottom, for: .initialOffset), size: Size(width: 7, height: 3))
        }
        #expect(rows(host(10)) == ["line 7", "line 8", "line 9"])
        #expect(rows(host(1)) == ["line 0", "", ""])
    }
}
