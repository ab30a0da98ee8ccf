import Foundation

/// A geometric angle, as in SwiftUI.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// Creates an angle of zero.
    public init() { radians = 0 }
    /// Creates an angle from radians.
    public init(radians: Double) { self.radians = radians }
    /// Creates an angle from degrees.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// An angle from radians.
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    /// An angle from degrees.
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    /// Zero.
    public static let zero = Angle()

    /// Orders angles by size.
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}
