import TermCover

struct Hello: TerminalApp {
    var body: some View {
        PresentationCoordinator { proxy in
            Text("⏎ to present, esc to dismiss")
                .onKeyPress(.return) {
                    Task {
                        try await proxy.present()   // returns once it is fully on screen
                        try await proxy.dismiss()   // returns once it is gone
                    }
                    return .handled
                }
                .fullScreenCover(presentation: proxy, animation: .spring(duration: 0.5, bounce: 0.3)) {
                    Text("Hello from a cover").bold()
                        .transition(.scale.combined(with: .opacity))
                }
        }
    }
}

struct DetailPage: View { var body: some View { Text("detail") } }

struct BindingExample: View {
    @State var isPresented = false
    var body: some View {
        Button("Show") { withAnimation(.easeInOut) { isPresented = true } }
            .fullScreenCover(isPresented: $isPresented, onDismiss: { print("gone") }) {
                DetailPage()
            }
    }
}

import Testing
import TermCoverTesting

/// The README's examples, compiled and run, so the README cannot go stale.
@MainActor
@Suite("The README's examples work as written")
struct ReadmeExampleTests {
    @Test("The ten-line cover presents, then dismisses, and the screen comes back")
    func tenLineCover() async {
        let host = TestHost(Hello().body, size: Size(width: 30, height: 5))
        let before = host.screen
        host.press(.return)
        var sawCover = false
        for _ in 0..<90 {
            await host.advance(by: 1.0 / 60)
            if host.screen.contains("Hello from a cover") { sawCover = true }
        }
        await host.advance(by: 1)
        #expect(sawCover)
        #expect(host.coverPhases.isEmpty)
        #expect(host.screen == before)
    }

    @Test("The binding form presents DetailPage when the button is pressed")
    func bindingForm() async {
        let host = TestHost(BindingExample(), size: Size(width: 10, height: 3))
        host.press(.return)
        await host.advance(by: 1)
        #expect(host.screen.contains("detail"))
    }
}
