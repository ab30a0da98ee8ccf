import TermCover

/// What the selected transition does and the SwiftUI code that asks for it,
/// with the chosen animation; fuller when there is room.
struct TransitionDetails: View {
    let settings: GallerySettings
    /// Lines the details may take.
    let rows: Int

    var body: some View {
        let duration = String(settings.durationText.dropLast(2))
        let animation = settings.animation.code(duration: duration)
        // iOS 18's zoom is a navigation transition, not a view's `.transition`.
        // A counter's digits roll by a content transition, not a view's `.transition`.
        let modifier = settings.transition == .zoom ? "navigationTransition"
            : settings.transition == .numericText ? "contentTransition" : "transition"
        VStack(alignment: .leading, spacing: 0) {
            Text("\(settings.transition.rawValue): \(settings.transition.summary)").bold()
            if rows >= 6 {
                Text(" ")
                Text(".fullScreenCover(isPresented: $shown) {").foregroundColor(.cyan)
                Text("    Page().\(modifier)(\(settings.transition.code))").foregroundColor(.cyan)
                Text("}").foregroundColor(.cyan)
                Text("withAnimation(\(animation)) { shown = true }").foregroundColor(.cyan)
            } else {
                // Wrapped, never cut: code with a word missing reads as wrong code.
                if settings.transition == .zoom || settings.transition == .numericText {
                    // Too long a word to wrap well: broken where code would be.
                    Text(".\(modifier)(").foregroundColor(.cyan)
                    Text("    \(settings.transition.code))").foregroundColor(.cyan)
                } else {
                    Text(".\(modifier)(\(settings.transition.code))").foregroundColor(.cyan)
                }
                Text(animation).foregroundColor(.cyan)
            }
        }
    }
}
