import TermCover

/// One full-screen cover: its transition and animation as the title, some
/// text (with Hangul, which takes two columns a character), a bordered box,
/// and key hints. Enter presents another cover on top.
struct CoverPage: View {
    let level: Int
    let settings: GallerySettings
    /// What this cover zooms out of, for the `zoom` choice.
    var zoomSource: ZoomSource?
    /// The namespace of the gallery's zoom sources.
    var namespace: Namespace.ID?
    @State private var showNext = false
    @State private var count = 1998

    var body: some View {
        CoverPageContent(title: "\(settings.transition.rawValue) · \(settings.animation.rawValue) · \(settings.durationText)",
                         subtitle: "Cover \(level) of the stack", hints: "⏎ another cover · esc dismiss · ? help · ctrl-c quit",
                         level: level, source: boxSource, counter: settings.transition == .numericText ? count : nil)
        .coverTransition(settings.transition, zoomingOutOf: zoomSource)
        .onKeyPress(keys: [.return, .space]) { _ in
            withAnimation(settings.coverAnimation) { showNext = true }
            return .handled
        }
        .onKeyPress(keys: [.upArrow, .downArrow]) { press in
            guard settings.transition == .numericText else { return .ignored }
            withAnimation(settings.coverAnimation) { count += press.key == .upArrow ? 1 : -1 }
            return .handled
        }
        .fullScreenCover(isPresented: $showNext) {
            // The next cover zooms out of this one's box.
            CoverPage(level: level + 1, settings: settings, zoomSource: boxSource, namespace: namespace)
        }
        .presentsKeyHelp()
    }

    /// This cover's bordered box, as a zoom source.
    private var boxSource: ZoomSource? {
        namespace.map { ZoomSource(id: "box \(level)", namespace: $0) }
    }
}
