/// Which gestures a gesture modifier leaves on, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// A mask of `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Neither the added gesture nor any gesture of the subviews.
    public static let none = GestureMask([])
    /// The added gesture, with the subviews' gestures off.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures, with the added gesture off.
    public static let subviews = GestureMask(rawValue: 2)
    /// The added gesture and the subviews' (the default).
    public static let all = GestureMask(rawValue: 3)
}
