/// How a rounded rectangle's corners curve, as SwiftUI's
/// `RoundedCornerStyle`. At a terminal's resolution the two look the same:
/// both are drawn as quarter circles (or ellipses).
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's continuous curvature, drawn as quarter circles here.
    case continuous
}
