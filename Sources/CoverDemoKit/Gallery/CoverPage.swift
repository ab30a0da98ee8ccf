import TermCover

/// One full-screen cover: its transition and animation as the title, some
/// text (with Hangul, which takes two columns a character), a bordered box,
/// and key hints. Enter presents another cover on top.
struct CoverPage: View {
    let level: Int
    let settings: GallerySettings
    @State private var showNext = false

    var body: some View {
        CoverPageContent(title: "\(settings.transition.rawValue) · \(settings.animation.rawValue) · \(settings.durationText)",
                         subtitle: "Cover \(level) of the stack", hints: "⏎ another cover · esc dismiss · ? help · ctrl-c quit",
                         level: level)
        .transition(settings.transition.transition)
        .onKeyPress(keys: [.return, .space]) { _ in
            withAnimation(settings.coverAnimation) { showNext = true }
            return .handled
        }
        .fullScreenCover(isPresented: $showNext) {
            CoverPage(level: level + 1, settings: settings)
        }
        .presentsKeyHelp()
    }
}
