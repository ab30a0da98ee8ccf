@testable import TermCoverCore
import TermCoverTesting
import Testing

private final class Settings: ObservableObject {
    @Published var name = "first"
}

/// An app as SwiftUI code writes one: state on the App, a scene builder
/// with two scenes, an environment object handed to the window.
private struct CounterApp: App {
    @State private var taps = 0
    @StateObject private var settings = Settings()

    var body: some Scene {
        WindowGroup {
            VStack {
                Button("taps \(taps)") { taps += 1 }
                NameView()
            }
            .environmentObject(settings)
            .onKeyPress(.character("n")) { settings.name = "second"; return .handled }
        }
        WindowGroup("Second") { Text("never shown") }
    }
}

private struct NameView: View {
    @EnvironmentObject var settings: Settings
    var body: some View {
        Text(settings.name)
    }
}

@MainActor
@Suite("App, Scene and WindowGroup")
struct AppTests {
    @Test("an App's first window fills the screen, and @State on the App re-evaluates its body when it changes")
    func appState() {
        let host = TestHost(AppRootView(CounterApp()), size: Size(width: 7, height: 2))
        host.expectScreen(["taps 0 ", "first  "])
        host.press(.return)
        host.press(.return)
        host.expectScreen(["taps 2 ", "first  "])
    }

    @Test("a @StateObject on the App lives as long as the app and reaches the window through environmentObject")
    func appStateObject() {
        let host = TestHost(AppRootView(CounterApp()), size: Size(width: 7, height: 2))
        host.press(.character("n"))
        host.press(.return)
        host.expectScreen(["taps 1 ", "second "])
    }
}
