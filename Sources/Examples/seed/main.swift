// seed: the FullScreenCover library's README examples, verbatim
import TermCover

// The FullScreenCover library's README examples, as its README writes
// them, with `import TermCover` for `import FullScreenCover` and
// `import SwiftUI`. Tab moves between the three demos; ⏎ presses;
// Ctrl-C quits.
//
// - "Present Modal": a see-through cover (the presenter shows dimmed under
//   its 50% black) that scales up from 0.8 and fades in, with a spring.
// - "Show Confirmation": present(), some work while the cover is up,
//   dismiss(), then the next step, each waiting for the one before.
// - "Present": a button disabled while its cover is not idle; the cover's
//   "Close" reaches the proxy as an @EnvironmentObject.

struct DemoView: View {
    var body: some View {
        PresentationCoordinator { proxy in
            Button("Present Modal") {
                Task { try await proxy.present() }
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
            }
        }
    }
}

struct ChainView: View {
    @State private var status = "Not started"

    func performNetworkRequest() async throws {
        status = "Working while the modal is visible…"
        try await Task.sleep(for: .seconds(1.5))
    }

    func navigateToNextScreen() {
        status = "Done: present, work and dismiss ran in order"
    }

    var body: some View {
        PresentationCoordinator { proxy in
            VStack {
                Button("Show Confirmation") {
                    Task {
                        // present() returns once the modal content has appeared.
                        try await proxy.present()

                        // Do some work while the modal is visible...
                        try await performNetworkRequest()

                        // dismiss() returns after the dismiss animation finishes.
                        try await proxy.dismiss()

                        // Safe to continue, e.g. navigate or show another modal.
                        navigateToNextScreen()
                    }
                }
                Text(status).foregroundStyle(.secondary)
            }
            .fullScreenCover(presentation: proxy, animation: .easeInOut(duration: 0.4)) {
                ZStack {
                    Color.black.opacity(0.5)
                        .ignoresSafeArea()
                    VStack {
                        Text("Confirming…").bold()
                        ProgressView()
                    }
                    .padding()
                    .background(Color.blue)
                }
                .transition(.opacity)
            }
        }
    }
}

struct PhaseView: View {
    var body: some View {
        PresentationCoordinator { proxy in
            VStack {
                Button("Present") {
                    Task { try await proxy.present() }
                }
                .disabled(proxy.phase != .idle)
                Text("phase: \(proxy.phase)").foregroundStyle(.secondary)
            }
            .fullScreenCover(presentation: proxy, animation: .easeOut(duration: 0.3)) {
                VStack {
                    Text("Presented by the proxy")
                    DismissButton()
                }
                .transition(.move(edge: .top))
                .presentationBackground(.primary)
            }
        }
    }
}

struct DismissButton: View {
    @EnvironmentObject private var proxy: PresentationProxy

    var body: some View {
        Button("Close") {
            Task { try await proxy.dismiss() }
        }
    }
}

@main
struct SeedExamples: App {
    var body: some Scene {
        WindowGroup {
            VStack(spacing: 32) {
                Text("FullScreenCover, in a terminal").bold()
                DemoView()
                ChainView()
                PhaseView()
                Text("tab moves · ⏎ presses · esc dismisses · ctrl-c quits").foregroundStyle(.secondary)
            }
        }
    }
}
