import TermCover

/// The gallery's preview: a small card that plays the selected transition
/// with the chosen animation whenever the choice changes, `p` to take it
/// out and put it back (both ways with the transition's insertion), and a
/// box that springs across on `b`. Nothing moves, so nothing is drawn,
/// between changes.
struct PreviewPanel: View {
    let settings: GallerySettings
    /// Counts the changes that replay the preview.
    let replay: Int
    @Binding var showPanel: Bool
    @Binding var boxAtEnd: Bool
    let size: Size
    /// Marks the card as this zoom source.
    var source: ZoomSource?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Preview").underline()
            ZStack(alignment: .center) {
                Color.clear
                if showPanel {
                    PreviewCard(settings: settings)
                        .frame(width: .columns(max(12, size.width * 2 / 3)), height: .rows(max(3, size.height * 2 / 3)))
                        .zoomSource(source)
                        // The new card comes in with the transition; the old one
                        // goes at once, so keys held down never pile up cards.
                        .transition(.asymmetric(insertion: settings.transition.transition, removal: .identity))
                        .id(replay)
                }
            }
            // Up to its size, and less when the details above need the rows:
            // the preview takes what is left.
            .frame(width: .columns(size.width))
            .frame(minHeight: .rows(1), maxHeight: .rows(size.height))
            .clipped()
            Text("p card · b spring box").dim()
            Text("▣")
                .foregroundColor(.yellow)
                .offset(x: boxAtEnd ? .columns(max(4, size.width - 4)) : 0)
                .animation(.spring(duration: 0.6, bounce: 0.4).speed(settings.slowMotion ? 0.1 : 1), value: boxAtEnd)
                .frame(width: .columns(size.width), alignment: .leading)
        }
    }
}

/// A cover in miniature: the first cover's surface and title bar.
struct PreviewCard: View {
    let settings: GallerySettings

    var body: some View {
        VStack(spacing: 0) {
            Text(settings.transition.rawValue).bold()
                .frame(maxWidth: .infinity)
                .background(CoverSurface.titleBar(level: 1))
            Spacer()
            Text("한국어 card")
            Spacer()
        }
        .foregroundColor(CoverSurface.text)
        .background(CoverSurface.color(level: 1))
    }
}
