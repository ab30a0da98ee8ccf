/// A transition the gallery can give its covers, named as `--transition` and
/// `--list` spell it.
package enum DemoTransition: String, CaseIterable, Sendable {
    case cover
    case slide
    case moveTop = "move-top"
    case moveBottom = "move-bottom"
    case moveLeading = "move-leading"
    case moveTrailing = "move-trailing"
    case scale
    case opacity
    case rotation
    case push
    case asymmetric
    case slideOpacity = "slide-opacity"
    case dissolve
    case wipe
    case zoom
    case blurReplace = "blur-replace"
    case spin
    case flip
    case numericText = "numeric-text"

    /// One line saying what the transition looks like, for the help text and the gallery.
    package var summary: String {
        switch self {
        case .cover: "move in from the bottom edge (SwiftUI's default cover)"
        case .slide: "in from the leading edge, out to the trailing edge"
        case .moveTop: "move in from the top edge"
        case .moveBottom: "move in from the bottom edge"
        case .moveLeading: "move in from the leading (left) edge"
        case .moveTrailing: "move in from the trailing (right) edge"
        case .scale: "grow from the center, shrink back into it"
        case .opacity: "fade in, fade out"
        case .rotation: "spin a full turn while rising and growing from nothing"
        case .push: "in from the trailing edge and out to the leading, fading"
        case .asymmetric: "grow in, slide out"
        case .slideOpacity: "slide while fading"
        case .dissolve: "dissolve in, cell by cell"
        case .wipe: "wipe across from the leading edge"
        case .zoom: "grow out of the card or the row, shrink back"
        case .blurReplace: "blur away into soft ink, come into focus out of it"
        case .spin: "the rotation written with the Transition protocol"
        case .flip: "turn in from edge-on about the vertical axis, in 3D, and on out"
        case .numericText: "a counter whose changed digits roll (↑↓ in the cover)"
        }
    }

    /// Looks a name up ignoring case, since shells users type in have no completion for it.
    init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else { return nil }
        self = match
    }
}
