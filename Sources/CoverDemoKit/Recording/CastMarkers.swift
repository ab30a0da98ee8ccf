import TermCover

/// Turns the presentation levels' phases, frame after frame, into the
/// markers of a scripted recording: one where a level starts to present and
/// one where it starts to dismiss, so a player can jump to either. The
/// gallery's own covers are level 1; covers stacked on them are 2, 3, ….
final class CastMarkers {
    private var previous: [PresentationPhase] = []

    /// The labels of the markers that belong before the frame whose phases
    /// are `phases`: `present` and `dismiss` for level 1, `present level N`
    /// and `dismiss level N` above it.
    func labels(after phases: [PresentationPhase]) -> [String] {
        defer { previous = phases }
        var labels: [String] = []
        for level in 0..<max(previous.count, phases.count) {
            let before = level < previous.count ? previous[level] : .idle
            let now = level < phases.count ? phases[level] : .idle
            let wasShown = before == .presenting || before == .presented
            let isShown = now == .presenting || now == .presented
            let suffix = level == 0 ? "" : " level \(level + 1)"
            // A dismissal that turns back into a presentation is a new present.
            if isShown, !wasShown { labels.append("present" + suffix) }
            if wasShown, !isShown { labels.append("dismiss" + suffix) }
        }
        return labels
    }
}
