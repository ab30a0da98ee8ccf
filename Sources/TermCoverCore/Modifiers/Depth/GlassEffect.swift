import Foundation

/// The look of Liquid Glass, as SwiftUI's `Glass` (iOS 26). A terminal has
/// no refraction or blur of what is behind a cell, so glass is accepted
/// and drawn as the view alone.
public struct Glass: Equatable, Sendable {
    var tintColor: Color?
    var isInteractive = false
    /// The standard glass.
    public static let regular = Glass()
    /// Glass that lets more of the background through.
    public static let clear = Glass()
    /// No glass at all.
    public static let identity = Glass()
    /// This glass tinted with `color`.
    public func tint(_ color: Color?) -> Glass { var g = self; g.tintColor = color; return g }
    /// This glass reacting to the pointer.
    public func interactive(_ isEnabled: Bool = true) -> Glass { var g = self; g.isInteractive = isEnabled; return g }
}

/// The shape glass takes when none is given: a capsule.
public struct DefaultGlassEffectShape: Shape {
    /// The default shape.
    public init() {}
    /// A capsule filling `rect`.
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

extension View {
    /// Accepts Liquid Glass behind the view in `shape`, as in SwiftUI (iOS 26);
    /// a terminal draws the view unchanged.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        modifier(EnvironmentModifier { _ in })
    }
}
