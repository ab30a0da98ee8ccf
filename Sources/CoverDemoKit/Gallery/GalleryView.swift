import TermCover

/// The transition gallery: pick a transition and an animation, present a
/// cover with them, stack more covers, run the chained async demo.
public struct GalleryView: View {
    @State private var settings: GallerySettings
    @State private var showCover = false
    @State private var showHelp = false
    @State private var showConfirmation = false
    @State private var progress = 0.0
    @State private var showPanel = false
    @State private var boxAtEnd = false
    @Environment(\.quit) private var quit
    @Environment(\.screenSize) private var screen

    /// The smallest screen the gallery lays out on.
    public static let minimumSize = Size(width: 60, height: 20)

    /// Creates the gallery with its initial choices.
    public init(transition: DemoTransition = .cover, animation: DemoAnimation = .easeInOut, duration: Double = 0.35,
                reduceMotion: Bool = false) {
        _settings = State(wrappedValue: GallerySettings(transition: transition, animation: animation, duration: duration,
                                                        reduceMotion: reduceMotion))
    }

    public var body: some View {
        if screen.width < Self.minimumSize.width || screen.height < Self.minimumSize.height {
            TooSmallNotice(needed: Self.minimumSize, current: screen)
                .onKeyPress(.character("q")) { quit?(); return .handled }
        } else {
            PresentationCoordinator { proxy in
                gallery
                    .onKeyPress(.character("c")) { runChain(proxy); return .handled }
                    .fullScreenCover(presentation: proxy, animation: settings.coverAnimation) {
                        ChainPage(progress: progress, settings: settings)
                    }
            }
            .environment(\.accessibilityReduceMotion, settings.reduceMotion)
        }
    }

    private var transitionSelection: Binding<DemoTransition?> {
        Binding(get: { settings.transition }, set: { settings.transition = $0 ?? settings.transition })
    }

    private var gallery: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(" TermCover · transition gallery").bold()
            Divider()
            HStack(alignment: .top, spacing: 3) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Transition").underline()
                    List(DemoTransition.allCases, id: \.self, selection: transitionSelection) { Text(" \($0.rawValue) ") }
                }
                .frame(width: 16, alignment: .topLeading)
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
                .frame(width: 22, alignment: .topLeading)
                VStack(alignment: .leading, spacing: 1) {
                    Text("Press ⏎ to present a full-screen cover with this transition and animation.")
                    Text("Inside a cover, ⏎ stacks another on top and esc dismisses it.")
                    PreviewPanel(settings: settings, showPanel: $showPanel, boxAtEnd: $boxAtEnd)
                }
                .frame(maxWidth: .infinity, alignment: .topLeading)
            }
            .padding(.top, 1)
            .layoutPriority(1)
            Spacer()
            Text(" ↑↓ transition · ←→ animation · +/- duration · ⏎ present · c chain · p panel · s slow · ? help · q quit")
                .lineLimit(1)
                .dim()
            StatusLine()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .onKeyPress(action: handle)
        .fullScreenCover(isPresented: $showCover) { CoverPage(level: 1, settings: settings) }
        .fullScreenCover(isPresented: $showConfirmation) { ConfirmationPage() }
        .fullScreenCover(isPresented: $showHelp) { KeyHelp() }
    }

    private func handle(_ press: KeyPress) -> KeyPress.Result {
        switch press.key {
        case .leftArrow, .character("h"): step(animation: -1)
        case .rightArrow, .character("l"): step(animation: 1)
        case .character("+"), .character("="): settings.duration = min(10, ((settings.duration + 0.1) * 100).rounded() / 100)
        case .character("-"): settings.duration = max(0.1, ((settings.duration - 0.1) * 100).rounded() / 100)
        case .return, .space: withAnimation(settings.coverAnimation) { showCover = true }
        case .character("s"): settings.slowMotion.toggle()
        case .character("p"): withAnimation(settings.coverAnimation) { showPanel.toggle() }
        case .character("b"): boxAtEnd.toggle()
        case .character("?"): withAnimation(.easeOut(duration: 0.2)) { showHelp = true }
        case .character("q"): quit?()
        default: return .ignored
        }
        return .handled
    }

    private func step(animation delta: Int) {
        let all = DemoAnimation.allCases
        let i = all.firstIndex(of: settings.animation) ?? 0
        settings.animation = all[(i + delta + all.count) % all.count]
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
