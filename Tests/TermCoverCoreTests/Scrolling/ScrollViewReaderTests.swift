import Foundation
import Testing
import TermCoverTesting

@MainActor
@Suite("ScrollViewReader scrolls to identified views as SwiftUI's proxy does")
struct ScrollViewReaderTests {
    /// Twenty rows, `row 0` … `row 19`, in a scroll view three rows tall;
    /// `g` scrolls to `target` with `anchor`, `h` to row 2 at the top.
    struct Jumper: View {
        var lazy = false
        var target = 10
        var anchor: UnitPoint?
        var animation: Animation?
        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    ScrollView(showsIndicators: false) {
                        if lazy {
                            LazyVStack(alignment: .leading) { ForEach(0..<20, id: \.self) { Text("row \($0)") } }
                        } else {
                            VStack(alignment: .leading) { ForEach(0..<20, id: \.self) { Text("row \($0)") } }
                        }
                    }
                    .frame(width: 48, height: 48)
                }
                .onKeyPress(.character("g")) { go(proxy, target, anchor); return .handled }
                .onKeyPress(.character("h")) { go(proxy, 2, .top); return .handled }
            }
        }

        func go(_ proxy: ScrollViewProxy, _ id: Int, _ anchor: UnitPoint?) {
            if let animation { withAnimation(animation) { proxy.scrollTo(id, anchor: anchor) } } else { proxy.scrollTo(id, anchor: anchor) }
        }
    }

    private func rows(_ host: TestHost) -> [String] { host.lines.map { $0.trimmingCharacters(in: .whitespaces) } }

    @Test("with no anchor it scrolls by the least that shows the view: row 10 comes in at the bottom", arguments: [false, true])
    func leastScrolling(lazy: Bool) {
        let host = TestHost(Jumper(lazy: lazy), size: Size(width: 6, height: 3))
        host.press(.character("g"))
        // Row 10 spans content row 10; the view shows 3 rows: offset 10 - 3 + 1 = 8.
        #expect(rows(host) == ["row 8", "row 9", "row 10"])
        // Already in view: nothing moves.
        host.press(.character("g"))
        #expect(rows(host) == ["row 8", "row 9", "row 10"])
    }

    @Test("with no anchor, a view above comes in at the top")
    func leastScrollingUp() {
        let host = TestHost(Jumper(target: 10), size: Size(width: 6, height: 3))
        host.press(.end)                          // offset 17: rows 17…19
        host.press(.character("g"))
        #expect(rows(host) == ["row 10", "row 11", "row 12"])
    }

    @Test("top, center and bottom anchors meet the same points of the view and the scroll view",
          arguments: [(UnitPoint.top, ["row 10", "row 11", "row 12"]),
                      // center: 10 + 0.5·1 − 0.5·3 = offset 9
                      (UnitPoint.center, ["row 9", "row 10", "row 11"]),
                      // bottom: 10 + 1 − 3 = offset 8
                      (UnitPoint.bottom, ["row 8", "row 9", "row 10"])])
    func anchors(anchor: UnitPoint, expected: [String]) {
        for lazy in [false, true] {
            let host = TestHost(Jumper(lazy: lazy, anchor: anchor), size: Size(width: 6, height: 3))
            host.press(.character("g"))
            #expect(rows(host) == expected)
        }
    }

    @Test("an anchor the content cannot reach stops at its end: row 19 at the top shows the last three rows")
    func clampedAtTheEnd() {
        let host = TestHost(Jumper(target: 19, anchor: .top), size: Size(width: 6, height: 3))
        host.press(.character("g"))
        #expect(rows(host) == ["row 17", "row 18", "row 19"])
    }

    @Test("an id no view has scrolls nothing")
    func unknownID() {
        let host = TestHost(Jumper(target: 99, anchor: .top), size: Size(width: 6, height: 3))
        host.press(.character("g"))
        #expect(rows(host) == ["row 0", "row 1", "row 2"])
    }

    @Test("inside withAnimation the scroll glides: a linear second from row 0 to row 10 is half way at 0.5 s", arguments: [false, true])
    func animated(lazy: Bool) async {
        let host = TestHost(Jumper(lazy: lazy, anchor: .top, animation: .linear(duration: 1)), size: Size(width: 6, height: 3))
        host.press(.character("g"))
        #expect(rows(host) == ["row 0", "row 1", "row 2"])
        await host.advance(by: 0.5)
        #expect(rows(host) == ["row 5", "row 6", "row 7"])
        await host.advance(by: 0.5)
        #expect(rows(host) == ["row 10", "row 11", "row 12"])
    }

    @Test("asked again mid-way, the scroll turns without a jump: the two linear motions add up")
    func retargets() async {
        let host = TestHost(Jumper(lazy: true, anchor: .top, animation: .linear(duration: 1)), size: Size(width: 6, height: 3))
        host.press(.character("g"))
        await host.advance(by: 0.5)               // at 5 on the way from 0 to 10
        host.press(.character("h"))               // now to 2, from where it is
        #expect(rows(host) == ["row 5", "row 6", "row 7"])
        // 0.5 s on: the first motion is done (−10 · 0), the second half
        // done: 2 + (10 − 2) · 0.5 = 6.
        await host.advance(by: 0.5)
        #expect(rows(host) == ["row 6", "row 7", "row 8"])
        await host.advance(by: 0.5)
        #expect(rows(host) == ["row 2", "row 3", "row 4"])
    }

    /// A hundred thousand rows in a lazy stack, and a proxy asked for the middle one.
    struct LongLog: View {
        var anchor: UnitPoint?
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView(showsIndicators: false) {
                    LazyVStack(alignment: .leading) { ForEach(0..<100_000, id: \.self) { Text("row \($0)") } }
                }
                .onKeyPress(.character("g")) { proxy.scrollTo(50_000, anchor: anchor); return .handled }
            }
        }
    }

    @Test("in a lazy stack the proxy reaches a row never built: row 50000 of 100000", arguments: [
        (UnitPoint?.some(.top), ["row 50000", "row 50001", "row 50002"]),
        // No anchor, from the top: it comes in at the bottom, offset 50000 − 2.
        (UnitPoint?.none, ["row 49998", "row 49999", "row 50000"]),
    ])
    func lazyFarAway(anchor: UnitPoint?, expected: [String]) {
        let host = TestHost(LongLog(anchor: anchor), size: Size(width: 10, height: 3))
        host.renderIfNeeded()                       // the frame focus asked for
        host.press(.character("g"))
        #expect(rows(host) == expected)
        host.renderIfNeeded()                       // the frame that builds those rows in the tree
        #expect(rows(host) == expected)
        #expect(!host.engine.host.needsFrame)
    }

    /// A chat of a thousand messages in a lazy stack; `s` sends one, and
    /// the count's change scrolls to the newest, as chat screens do.
    struct Chat: View {
        struct Message: Identifiable {
            let id: Int
            let text: String
        }
        @State private var messages = (0..<1_000).map { Message(id: $0, text: "m\($0)") }
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView(showsIndicators: false) {
                    LazyVStack(alignment: .leading) { ForEach(messages) { Text($0.text) } }
                }
                .onChange(of: messages.count) { proxy.scrollTo(messages[messages.count - 1].id, anchor: .bottom) }
                .onKeyPress(.character("s")) {
                    messages.append(Message(id: messages.count, text: "m\(messages.count)"))
                    return .handled
                }
            }
        }
    }

    @Test("scrolling to the last of an array's rows on a change of count shows the newest at the bottom")
    func chat() {
        let host = TestHost(Chat(), size: Size(width: 6, height: 3))
        #expect(rows(host) == ["m0", "m1", "m2"])
        host.press(.character("s"))
        host.renderIfNeeded()                       // the frame the onChange's scroll asked for
        #expect(rows(host) == ["m998", "m999", "m1000"])
    }

    /// The reader inside the scroll view, as SwiftUI code often puts it,
    /// with a button above the rows that scrolls to row 15.
    struct ReaderInside: View {
        var body: some View {
            ScrollView(showsIndicators: false) {
                ScrollViewReader { proxy in
                    VStack(alignment: .leading) {
                        Button("go") { proxy.scrollTo(15, anchor: .top) }
                        ForEach(0..<20, id: \.self) { Text("row \($0)") }
                    }
                }
            }
        }
    }

    @Test("a reader inside the scroll view scrolls the scroll view around it")
    func readerInside() {
        let host = TestHost(ReaderInside(), size: Size(width: 6, height: 3))
        host.press(.return)
        #expect(rows(host) == ["row 15", "row 16", "row 17"])
    }
}
