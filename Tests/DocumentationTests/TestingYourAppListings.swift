// The code listings of TestingYourApp.md, compiled as they are printed there
// (ArticleListingTests checks that each listing is here, word for word).

import Testing
import TermCover
import TermCoverTesting

struct Counter: View {
    @State private var count = 0

    var body: some View {
        Text("Count: \(count)")
            .onKeyPress("+") { count += 1; return .handled }
    }
}

@MainActor
@Test("Pressing + counts up")
func pressingPlusCountsUp() async {
    let host = TestHost(Counter(), size: Size(width: 12, height: 1))
    #expect(host.lines == ["  Count: 0  "])
    host.press(.character("+"))
    await host.advance(by: 0.1)
    #expect(host.lines == ["  Count: 1  "])
}

struct RisingCover: View {
    @State private var shown = false

    var body: some View {
        VStack(spacing: 0) { ForEach(0..<4) { Text("base \($0)") } }
            .onKeyPress("p") { withAnimation(.linear(duration: 1)) { shown = true }; return .handled }
            .fullScreenCover(isPresented: $shown) {
                Text("COVER").frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color.black)
            }
    }
}

@MainActor
@Test("A linear cover is half way up after half its duration")
func linearCoverHalfWay() async {
    let host = TestHost(RisingCover(), size: Size(width: 8, height: 4))
    host.press(.character("p"))
    await host.advance(by: 0.5)
    #expect(host.lines[0...1] == [" base 0 ", " base 1 "])
    await host.advance(by: 0.5)
    #expect(!host.lines.joined().contains("base"))
}

struct Saving: View {
    @Environment(\.clock) private var clock

    var body: some View {
        PresentationCoordinator { proxy in
            Button("Save") {
                Task {
                    try await proxy.present()
                    try await clock.sleep(for: .seconds(2))   // the network call
                    try await proxy.dismiss()
                }
            }
            .fullScreenCover(presentation: proxy, animation: .linear(duration: 0.5)) {
                Text("Saving").frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
    }
}

@MainActor
@Test("Saving shows its cover for the call, then takes it down")
func savingShowsItsCover() async {
    let host = TestHost(Saving(), size: Size(width: 8, height: 1))
    host.press(.return)
    await host.advance(by: 2)
    host.expectScreen([" Saving "])
    await host.advance(by: 1.5)
    host.expectScreen(["  Save  "])
}

struct Opener: View {
    @State private var open = false

    var body: some View {
        Button("Open") { withAnimation(.linear(duration: 0.5)) { open = true } }
            .fullScreenCover(isPresented: $open) {
                Text("Opened").frame(maxWidth: .infinity, maxHeight: .infinity)
            }
    }
}

@MainActor
@Test("Clicking Open starts a half-second cover, up by 0.6 s; Esc takes it down within a second")
func clickingOpenBringsTheCoverUp() async {
    let host = TestHost(Opener(), size: Size(width: 8, height: 1))
    #expect(host.find("Open") == Rect(x: 2, y: 0, width: 4, height: 1))
    host.click(label: "Open")
    #expect(host.coverPhases == [.presenting])
    await host.advance(by: 0.6)
    #expect(host.coverPhases == [.presented])
    host.press(.escape)
    #expect(host.coverPhases == [.dismissing])
    await host.advance(by: 1)
    #expect(host.coverPhases == [])
    #expect(host.lines == ["  Open  "])
}
