import Foundation

/// A type that gives Xcode's canvas previews of a view, as SwiftUI's
/// `PreviewProvider`: it compiles, and nothing runs it (a terminal has no
/// canvas); `#Preview` is the newer spelling.
@MainActor
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on; nil for the target's own.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// The target's own platform.
    public static var platform: PreviewPlatform? { nil }
}

/// A platform a preview may be shown on, as in SwiftUI.
public enum PreviewPlatform: Sendable {
    /// iOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
}

/// The size a preview is laid out at, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Sendable {
    /// The device's size.
    case device
    /// The view's ideal size.
    case sizeThatFits
    /// A fixed size, in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, named as Xcode names them, as SwiftUI's `PreviewDevice`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The device's name, such as "iPhone 15".
    public let rawValue: String
    /// A device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device named by a literal.
    public init(stringLiteral value: String) { rawValue = value }
}

/// Which way up the interface is, as SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: Hashable, Sendable, Identifiable, CaseIterable {
    /// The orientation's name.
    public let id: String
    /// Upright.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// Turned with the top to the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// Turned with the top to the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    /// Every orientation.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}

extension View {
    /// Names the preview in Xcode's canvas; accepted, with no effect in a terminal.
    public func previewDisplayName(_ value: String?) -> some View { self }
    /// Sets the preview's layout; accepted, with no effect in a terminal.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    /// Sets the preview's device; accepted, with no effect in a terminal.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    /// Sets the preview's orientation; accepted, with no effect in a terminal.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
