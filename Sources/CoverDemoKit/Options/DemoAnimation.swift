/// An animation the gallery can drive its covers with, named as
/// `--animation` and `--list` spell it (SwiftUI's names).
package enum DemoAnimation: String, CaseIterable, Sendable {
    case easeInOut
    case linear
    case easeIn
    case easeOut
    case spring
    case smooth
    case snappy
    case bouncy

    /// One line saying how the animation moves, for the help text and the gallery.
    package var summary: String {
        switch self {
        case .easeInOut: "slow at both ends, fast in the middle"
        case .linear: "constant speed"
        case .easeIn: "slow start, fast end"
        case .easeOut: "fast start, slow end"
        case .spring: "a spring with a little bounce"
        case .smooth: "a spring with no bounce"
        case .snappy: "a quick spring with a small bounce"
        case .bouncy: "a spring with a visible bounce"
        }
    }

    /// Looks a name up ignoring case: `easeinout` is as clear as `easeInOut`.
    init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else { return nil }
        self = match
    }
}
