/// Whether a piece of chrome shows, as SwiftUI's `Visibility`: a dialog's
/// title, a sheet's drag indicator.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The element decides, by the platform's conventions.
    case automatic
    /// Always shown.
    case visible
    /// Never shown.
    case hidden
}
