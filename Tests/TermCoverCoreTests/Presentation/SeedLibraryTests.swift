@testable import TermCoverCore
import TermCoverTesting
import Testing

// The FullScreenCover library's README examples, word for word but for
// the presenter's extra line, which shows what the cover is over.

private struct DemoView: View {
    var background: Color?
    var body: some View {
        PresentationCoordinator { proxy in
            VStack {
                Text("presenter line")
                Button("Present Modal") {
                    Task { try await proxy.present() }
                }
            }
            .fullScreenCover(presentation: proxy, animation: .spring(duration: 0.5)) {
                ZStack {
                    Color.black.opacity(0.5)
                        .ignoresSafeArea()

                    VStack(spacing: 256) {
                        Text("Custom modal content")
                            .font(.title)

                        Button("Dismiss") {
                            Task { try await proxy.dismiss() }
                        }
                    }
                }
                .transition(.scale(scale: 0.8).combined(with: .opacity))
                .modifier(OptionalBackground(color: background))
            }
        }
    }
}

private struct OptionalBackground: ViewModifier {
    let color: Color?
    func body(content: Content) -> some View {
        if let color { content.presentationBackground(color) } else { content }
    }
}

private struct DismissButton: View {
    @EnvironmentObject private var proxy: PresentationProxy

    var body: some View {
        Button("Close") {
            Task { try await proxy.dismiss() }
        }
    }
}

private struct PhaseReader: View {
    @Environment(PresentationProxy.self) private var proxy
    var body: some View { Text("\(proxy.phase)") }
}

private struct ChildViews: View {
    var body: some View {
        PresentationCoordinator { proxy in
            PhaseReader()
                .onKeyPress(.character("p")) { Task { try await proxy.present() }; return .handled }
                .fullScreenCover(presentation: proxy, animation: .linear(duration: 0.25)) { DismissButton() }
        }
    }
}

@MainActor
@Suite("The FullScreenCover library's README, verbatim")
struct SeedLibraryTests {
    private let size = Size(width: 24, height: 20)

    @Test("the custom-transition example: the cover is see-through, so the presenter shows dimmed under its 50% black")
    func seeThroughCover() async {
        let host = TestHost(DemoView(), size: size, fps: 30, colorSupport: .trueColor)
        host.renderIfNeeded()
        let before = host.screen
        let presenterRow = host.lines.firstIndex { $0.contains("presenter line") }!
        host.press(.return)
        await host.advance(by: 1.5)
        await host.settle()
        #expect(host.coverPhases == [.presented])
        // The presenter's glyphs stay, in a color halfway to black.
        #expect(host.lines[presenterRow] == before.lines[presenterRow])
        let x = before.lines[presenterRow].distance(from: before.lines[presenterRow].startIndex,
                                                   to: before.lines[presenterRow].firstIndex(of: "p")!)
        #expect(host.screen[x, presenterRow].style.foreground != before[x, presenterRow].style.foreground)
        // VStack(spacing: 256) of two rows: 18 rows, centered in 20.
        #expect(host.lines[1].contains("Custom modal content"))
        #expect(host.lines[18].contains("Dismiss"))
        host.press(.return)
        await host.advance(by: 1.5)
        await host.settle()
        #expect(host.coverPhases.isEmpty)
        #expect(host.screen == before, "no afterimage")
    }

    @Test("presentationBackground overrides the clear default: an opaque one hides the presenter")
    func opaqueOverride() async {
        let host = TestHost(DemoView(background: .primary), size: size, fps: 30)
        host.press(.return)
        await host.advance(by: 1.5)
        #expect(!host.lines.contains { $0.contains("presenter line") })
    }

    @Test("@EnvironmentObject PresentationProxy and @Environment(PresentationProxy.self) both find the coordinator's proxy")
    func proxyInTheEnvironment() async {
        let host = TestHost(ChildViews(), size: Size(width: 12, height: 3), fps: 30)
        #expect(host.lines[1] == "    idle    ")
        host.press(.character("p"))
        await host.advance(by: 0.5)
        await host.settle()
        #expect(host.lines[1].contains("Close"), "over the presenter, through the clear background")
        host.press(.return)
        await host.advance(by: 0.5)
        await host.settle()
        #expect(host.lines[1] == "    idle    ")
    }
}
