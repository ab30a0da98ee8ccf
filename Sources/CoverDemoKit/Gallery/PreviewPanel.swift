import TermCover

/// The gallery's preview column: a panel inserted and removed in place with
/// the chosen transition (`p`), and a box that springs across on `b` —
/// transitions and animations without a cover.
struct PreviewPanel: View {
    let settings: GallerySettings
    @Binding var showPanel: Bool
    @Binding var boxAtEnd: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Preview").underline()
            ZStack(alignment: .topLeading) {
                Color.clear
                if showPanel {
                    VStack(spacing: 0) {
                        Text(settings.transition.rawValue).bold()
                        Text("한국어 panel")
                    }
                    .padding(1)
                    .border(.magenta, style: .rounded)
                    .transition(settings.transition.transition)
                }
            }
            .frame(width: 24, height: 6)
            Text("p panel · b spring box").dim()
            Text("▣")
                .foregroundColor(.yellow)
                .offset(x: boxAtEnd ? 20 : 0)
                .animation(.spring(duration: 0.6, bounce: 0.4).speed(settings.slowMotion ? 0.1 : 1), value: boxAtEnd)
                .frame(width: 24, alignment: .leading)
        }
    }
}
