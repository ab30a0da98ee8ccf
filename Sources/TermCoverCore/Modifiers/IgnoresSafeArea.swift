/// The kinds of safe area a view can extend into, as SwiftUI's
/// `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The regions as bits.
    public let rawValue: UInt8
    /// Creates a set of regions from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The area the device's own shape and bars take.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area a software keyboard takes.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Lets the view extend into the safe areas, as in SwiftUI. A terminal
    /// has no notch, home indicator or software keyboard: every view already
    /// reaches the screen's edges, so this changes nothing, and code written
    /// for iOS (a full-screen dim behind a cover's content) draws as there.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }

    /// The older spelling of `ignoresSafeArea`: changes nothing here either.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}
