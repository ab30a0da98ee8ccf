import Testing
import TermCoverTesting
@testable import TermCoverCore

@MainActor
@Suite("Focus reaches only what is drawn")
struct FocusReachTests {
    final class Log { var text = "" }

    @Test("a button that an overflowing stack puts past the screen is not drawn, and Tab and Return never reach it")
    func noRoom() {
        let log = Log()
        let view = VStack {
            Button("A") { log.text += "a" }
            Button("B") { log.text += "b" }
        }
        .frame(height: 16)
        let host = TestHost(view, size: Size(width: 1, height: 1))
        host.press(.tab)
        host.press(.return)
        host.expectScreen(["A"])
        #expect(log.text == "a")
    }

    @Test("a button clipped away is not reachable; one offset outside its frame but on screen still is")
    func clippedAndOffset() {
        let log = Log()
        let view = VStack(spacing: 0) {
            Button("A") { log.text += "a" }
            Button("B") { log.text += "b" }.offset(y: 16).frame(height: 16).clipped()
            Button("C") { log.text += "c" }.offset(y: 16)
        }
        let host = TestHost(view, size: Size(width: 1, height: 4))
        host.press(.tab)
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        // Three rows from the top of four; C draws on the fourth, below its place. B was cut away.
        host.expectScreen(["A", " ", " ", "C"])
        #expect(log.text == "ca")
    }

    @Test("a button placed wholly off the screen is not reachable")
    func offScreen() {
        let log = Log()
        let view = HStack {
            Button("A") { log.text += "a" }
            Button("B") { log.text += "b" }.offset(x: 320)
        }
        let host = TestHost(view, size: Size(width: 3, height: 1))
        host.press(.tab)
        host.press(.return)
        #expect(log.text == "a")
    }

    /// A cover that moves in from the top: its last control shows first.
    struct FromTop: View {
        let log: Log
        @State var shown = false
        var body: some View {
            Text("-")
                .onKeyPress("p") { withAnimation(.linear(duration: 1)) { shown = true }; return .handled }
                .fullScreenCover(isPresented: $shown) {
                    VStack {
                        Button("1") { log.text += "1" }
                        Spacer()
                        Button("2") { log.text += "2" }
                    }
                    .transition(.move(edge: .top))
                }
        }
    }

    @Test("a cover moving in has focus on its first control, even while only its last is on screen")
    func coverMovingIn() async {
        let log = Log()
        let host = TestHost(FromTop(log: log), size: Size(width: 1, height: 6))
        host.press(.character("p"))
        await host.advance(by: 0.5)
        // Half-way down: "2" has been on screen for a while, "1" is still above it.
        #expect(host.lines.contains("2") && !host.lines.contains("1"))
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        #expect(log.text == "12")
    }
}

extension FocusReachTests {
    /// Notes in a scroll view: a view of their own, so the page keeps their
    /// nodes while only the rows above them change.
    struct Notes: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Text("1")
                    Text("2")
                    Text("3")
                }
            }
        }
    }

    struct Page: View {
        @State var tall = false
        var body: some View {
            VStack(spacing: 0) {
                Button("A") { tall = true }
                if tall { Text("x") }
                Notes()
            }
        }
    }

    private func reachable(_ host: TestHost) -> Int {
        host.engine.host.activeLayer?.reachableFocusPaths(on: host.screen.bounds).count ?? 0
    }

    @Test("kept notes that overflow only once a row appears above them are then reached by Tab")
    func scrollViewOverflowingLater() {
        let host = TestHost(Page(), size: Size(width: 3, height: 4))
        host.expectScreen([" A ", " 1 ", " 2 ", " 3 "])
        // Everything fits: the button is all focus can reach.
        #expect(reachable(host) == 1)
        host.press(.tab)
        host.press(.return)
        // Two rows left for three notes: the scroll view overflows and takes focus too.
        host.expectScreen([" A ", " x ", "1 ▐", "2  "])
        #expect(reachable(host) == 2)
    }
}
