import TermCover

extension View {
    /// `?` presents the key help over this view, in covers as in the gallery.
    func presentsKeyHelp() -> some View {
        modifier(KeyHelpPresenter())
    }
}

private struct KeyHelpPresenter: ViewModifier {
    @State private var showHelp = false

    func body(content: Content) -> some View {
        content
            .onKeyPress(.character("?")) {
                withAnimation(.easeOut(duration: 0.2)) { showHelp = true }
                return .handled
            }
            .fullScreenCover(isPresented: $showHelp) { KeyHelp() }
    }
}
