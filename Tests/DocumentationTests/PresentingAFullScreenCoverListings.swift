// The code listings of PresentingAFullScreenCover.md, compiled as they are printed there
// (ArticleListingTests checks that each listing is here, word for word).
import TermCover

struct Shelf: View {
    @State private var isPresented = false

    var body: some View {
        Button("Show details") {
            withAnimation(.easeInOut) { isPresented = true }
        }
        .fullScreenCover(isPresented: $isPresented, onDismiss: { print("gone") }) {
            Details()
        }
    }
}

struct Details: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Details").bold()
            Button("Done") { dismiss() }
        }
        .transition(.scale.combined(with: .opacity))
    }
}

struct Confirmation: View {
    var body: some View {
        PresentationCoordinator { proxy in
            Button("Save") {
                Task {
                    try await proxy.present()      // the cover is up
                    try await Task.sleep(for: .seconds(1))
                    try await proxy.dismiss()      // the cover is gone
                }
            }
            .fullScreenCover(presentation: proxy, animation: .spring(duration: 0.5, bounce: 0.3)) {
                Text("Saving…").bold()
                    .transition(.move(edge: .bottom))
            }
        }
    }
}

struct PresentButton: View {
    @EnvironmentObject private var proxy: PresentationProxy

    var body: some View {
        Button("Present") { Task { try await proxy.present() } }
            .disabled(proxy.phase != .idle)
    }
}
