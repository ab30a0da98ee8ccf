import TermCover

/// The transition gallery: pick a transition and an animation, present a
/// cover with them, stack more covers, run the chained async demo.
package struct GalleryView: View {
    @State private var settings: GallerySettings
    @State private var showCover = false
    @State private var showConfirmation = false
    @State private var showAnimators = false
    @State private var showSignIn = false
    @State private var progress = 0.0
    @State private var showPanel = true
    @State private var replay = 0
    @State private var previewPlaying = false
    @State private var boxAtEnd = false
    /// The namespace of the zoom sources: the list's rows, the preview card,
    /// each cover's box.
    @Namespace private var zoom
    @Environment(\.quit) private var quit
    @Environment(\.screenSize) private var screen

    /// The smallest screen the gallery lays out on.
    package static let minimumSize = Size(width: 60, height: 20)

    /// Creates the gallery with its initial choices.
    package init(transition: DemoTransition = .cover, animation: DemoAnimation = .easeInOut, duration: Double = 0.35,
                reduceMotion: Bool = false) {
        _settings = State(wrappedValue: GallerySettings(transition: transition, animation: animation, duration: duration,
                                                        reduceMotion: reduceMotion))
    }

    /// The gallery: list, details, preview and key hints.
    package var body: some View {
        if screen.width < Self.minimumSize.width || screen.height < Self.minimumSize.height {
            TooSmallNotice(needed: Self.minimumSize, current: screen)
                .onKeyPress(.character("q")) { quit?(); return .handled }
        } else {
            PresentationCoordinator { proxy in
                gallery
                    .onKeyPress(.character("c")) { runChain(proxy); return .handled }
                    .fullScreenCover(presentation: proxy, animation: settings.coverAnimation) {
                        ChainPage(progress: progress, settings: settings, zoomSource: zoomSource)
                    }
            }
            .environment(\.accessibilityReduceMotion, settings.reduceMotion)
            .windowOverlay(alignment: .bottom) { StatusLine() }
        }
    }

    private var transitionSelection: Binding<DemoTransition?> {
        Binding(get: { settings.transition }, set: { choice in change { settings.transition = choice ?? settings.transition } })
    }

    /// Changes a choice and plays it on the preview card. While a play is
    /// running, further changes only show the new card: keys held down (or
    /// a flood of them) start no pile of animations.
    private func change(_ body: () -> Void) {
        body()
        guard !previewPlaying else { replay += 1; return }
        previewPlaying = true
        withAnimation(settings.coverAnimation) {
            replay += 1
        } completion: {
            previewPlaying = false
        }
    }

    private var gallery: some View {
        let layout = GalleryLayout(screen: screen)
        return VStack(alignment: .leading, spacing: 0) {
            Text(" TermCover · transition gallery").bold()
            Divider()
            HStack(alignment: .top, spacing: .columns(GalleryLayout.spacing)) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Transition").underline()
                    List(DemoTransition.allCases, id: \.self, selection: transitionSelection) {
                        Text(" \($0.rawValue) ").matchedTransitionSource(id: $0, in: zoom)
                    }
                    // It scrolls where the screen is short of rows for every name.
                    .frame(height: .rows(min(DemoTransition.allCases.count, layout.listRows)))
                }
                .frame(width: .columns(layout.listWidth), alignment: .topLeading)
                VStack(alignment: .leading, spacing: 0) {
                    Text("Animation").underline()
                    ForEach(DemoAnimation.allCases, id: \.self) { a in
                        Text(a == settings.animation ? "› \(a.rawValue)" : "  \(a.rawValue)")
                            .bold(a == settings.animation)
                    }
                    Text(" ")
                    Text("Duration    \(settings.durationText)")
                    Text("Slow motion \(settings.slowMotion ? "on (10x)" : "off")")
                    Text("Reduce motion \(settings.reduceMotion ? "on" : "off")")
                }
                .frame(width: .columns(layout.animationWidth), alignment: .topLeading)
                VStack(alignment: .leading, spacing: 16) {
                    if layout.showsIntroduction {
                        Text("Press ⏎ to present a full-screen cover with this transition and animation.")
                        Text("Inside a cover, ⏎ stacks another on top and esc dismisses it.")
                    }
                    // Code is never cut: the details get their rows first.
                    TransitionDetails(settings: settings, rows: layout.detailRows).layoutPriority(1)
                    PreviewPanel(settings: settings, replay: replay, showPanel: $showPanel, boxAtEnd: $boxAtEnd,
                                 size: layout.preview, source: ZoomSource(id: "card", namespace: zoom))
                }
                .frame(maxWidth: .infinity, alignment: .topLeading)
            }
            .padding(.top, 16)
            .layoutPriority(1)
            Spacer()
            if layout.hintRows == 1 {
                Text(GalleryHints.oneRow).lineLimit(1).dim()
            } else {
                ForEach(GalleryHints.twoRows, id: \.self) { Text($0).lineLimit(1).dim() }
            }
            // The status line's row; the line itself is drawn above the covers.
            Text(" ")
        }
        // Exactly the screen: at the smallest sizes the columns overhang
        // its right and bottom edges rather than being centered off both.
        .frame(width: .columns(screen.width), height: .rows(screen.height), alignment: .topLeading)
        .onKeyPress(action: handle)
        .presentsKeyHelp()
        .fullScreenCover(isPresented: $showCover) {
            CoverPage(level: 1, settings: settings, zoomSource: zoomSource, namespace: zoom)
        }
        .fullScreenCover(isPresented: $showConfirmation) { ConfirmationPage() }
        .fullScreenCover(isPresented: $showAnimators) { AnimatorsPage(settings: settings) }
        .fullScreenCover(isPresented: $showSignIn) { SignInPage() }
    }

    /// What a cover zooms out of: the preview card while it shows, else the selected row.
    private var zoomSource: ZoomSource {
        ZoomSource(id: showPanel ? AnyHashable("card") : AnyHashable(settings.transition), namespace: zoom)
    }

    private func handle(_ press: KeyPress) -> KeyPress.Result {
        switch press.key {
        case .leftArrow, .character("h"): step(animation: -1)
        case .rightArrow, .character("l"): step(animation: 1)
        case .character("+"), .character("="): change { settings.duration = min(10, ((settings.duration + 0.1) * 100).rounded() / 100) }
        case .character("-"): change { settings.duration = max(0.1, ((settings.duration - 0.1) * 100).rounded() / 100) }
        case .return, .space: withAnimation(settings.coverAnimation) { showCover = true }
        case .character("s"): settings.slowMotion.toggle()
        case .character("p"): withAnimation(settings.coverAnimation) { showPanel.toggle() }
        case .character("b"): boxAtEnd.toggle()
        case .character("a"): withAnimation(settings.coverAnimation) { showAnimators = true }
        case .character("i"): withAnimation(settings.coverAnimation) { showSignIn = true }
        case .character("q"): quit?()
        default: return .ignored
        }
        return .handled
    }

    private func step(animation delta: Int) {
        let all = DemoAnimation.allCases
        let i = all.firstIndex(of: settings.animation) ?? 0
        change { settings.animation = all[(i + delta + all.count) % all.count] }
    }

    /// The chained async demo: await present, fill a progress bar for a
    /// second of frame-clock time, await dismiss, then confirm.
    private func runChain(_ proxy: PresentationProxy) {
        guard proxy.phase == .idle else { return }
        Task { @MainActor in
            progress = 0
            try await proxy.present()
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                withAnimation(.linear(duration: settings.slowMotion ? 10 : 1)) {
                    progress = 1
                } completion: {
                    done.resume()
                }
            }
            try await proxy.dismiss()
            withAnimation(settings.coverAnimation) { showConfirmation = true }
        }
    }
}
