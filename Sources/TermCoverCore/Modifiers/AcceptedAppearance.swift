import Foundation

/// Appearance modifiers a terminal draws no differently, accepted so that
/// code written for iOS compiles as it is (see the register of SwiftUI names
/// in the documentation).
extension View {
    /// Hides the labels of controls inside, as SwiftUI's `labelsHidden()`:
    /// accepted; a terminal control keeps its label, the only sign of what it is.
    public func labelsHidden() -> some View { self }

    /// Sets the space between lines of text, as SwiftUI's `lineSpacing(_:)`:
    /// accepted, lines being whole rows.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

    /// Shows or hides a scrollable view's own background, as SwiftUI's
    /// `scrollContentBackground(_:)`: accepted, a terminal's lists having
    /// no background of their own to hide.
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }

    /// Sets the shape of bordered buttons inside, as SwiftUI's
    /// `buttonBorderShape(_:)`: accepted, bordered buttons keeping their one shape.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
}

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Hashable, Sendable {
    private let name: String
    /// The platform's shape.
    public static let automatic = ButtonBorderShape(name: "automatic")
    /// A capsule.
    public static let capsule = ButtonBorderShape(name: "capsule")
    /// A rounded rectangle.
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    /// A circle.
    public static let circle = ButtonBorderShape(name: "circle")
    /// A rounded rectangle with this corner radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(name: "roundedRectangle") }
}
