import Foundation
import TermCover

/// The cover of the chained demo: a progress bar that fills while the
/// task that presented the cover waits.
struct ChainPage: View {
    let progress: Double
    let settings: GallerySettings
    /// What the page zooms out of, for the `zoom` choice.
    var zoomSource: ZoomSource?

    var body: some View {
        VStack(spacing: 16) {
            Text("Chained async demo").bold()
            Text("try await proxy.present() returned; now working…")
            ProgressBar(fraction: progress, width: 40)
            Text("then try await proxy.dismiss(), then a confirmation.").dim()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .foregroundColor(CoverSurface.text)
        .coverTransition(settings.transition, zoomingOutOf: zoomSource)
        .interactiveDismissDisabled()
        .presentationBackground(CoverSurface.color(level: 1))
        .presentsKeyHelp()
    }
}

/// A bar of `width` cells filled to `fraction`; animatable, so it fills
/// smoothly when the fraction changes inside `withAnimation`.
struct ProgressBar: View, Animatable {
    var fraction: Double
    let width: Int

    nonisolated var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    var body: some View {
        let filled = max(0, min(width, Int((fraction * Double(width)).rounded(.down))))
        HStack(spacing: 8) {
            Text(String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled))
                .foregroundColor(.green)
            Text("\(Int((fraction * 100).rounded()))%")
        }
    }
}

/// Shown once the chained demo's dismissal has returned.
struct ConfirmationPage: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text("✓ Chain complete").bold().foregroundColor(.green)
            Text("present → work → dismiss ran in order, each awaited.")
            Text("⏎ or esc to close").dim()
        }
        .foregroundColor(CoverSurface.text)
        .padding(EdgeInsets(top: 32, leading: 24, bottom: 32, trailing: 24))
        .background(CoverSurface.color(level: 1))
        .border(.green, style: .rounded)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .transition(.scale(scale: 0.5).combined(with: .opacity))
        .presentationBackground(Color.black.opacity(0.6))
        .onKeyPress(.return) { dismiss(); return .handled }
        .presentsKeyHelp()
    }
}

/// Key help, over a dimmed gallery.
struct KeyHelp: View {
    @Environment(\.dismiss) private var dismiss

    static let lines = DemoHelp.keys.map { $0.keys.padding(toLength: 17, withPad: " ", startingAt: 0) + $0.action }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            // Straight over the list: twelve keys under a blank row would take
            // all 20 rows of the smallest screen, the status line's too.
            Text("Keys").bold()
            // One row a key, cut rather than wrapped, so the box keeps its height.
            ForEach(Self.lines, id: \.self) { Text($0).lineLimit(1) }
            Text(" ")
            Text("any key closes").dim()
        }
        // The border takes the outermost cells: two columns and one row
        // more keep the text off it.
        .padding(EdgeInsets(top: 32, leading: 24, bottom: 32, trailing: 24))
        .background(Color(palette: 236))
        .border(.yellow, style: .rounded)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .transition(.scale(scale: 0.8).combined(with: .opacity))
        .presentationBackground(Color.black.opacity(0.6))
        .onKeyPress { _ in dismiss(); return .handled }
    }
}

/// Shown when the screen is smaller than the gallery needs.
struct TooSmallNotice: View {
    let needed: Size
    let current: Size

    var body: some View {
        VStack(spacing: 0) {
            Text("terminal too small")
            Text("need \(needed.width)x\(needed.height), have \(current.width)x\(current.height)")
            Text("q quits")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
