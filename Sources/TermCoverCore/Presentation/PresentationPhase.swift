/// Where a cover is in its life, as in the FullScreenCover library.
public enum PresentationPhase: Hashable, Sendable, CustomStringConvertible {
    /// Not shown.
    case idle
    /// The insertion transition is running.
    case presenting
    /// Shown and at rest.
    case presented
    /// The removal transition is running.
    case dismissing

    /// The phase's name, as the demo's status line shows it.
    public var description: String {
        switch self {
        case .idle: "idle"
        case .presenting: "presenting"
        case .presented: "presented"
        case .dismissing: "dismissing"
        }
    }
}
