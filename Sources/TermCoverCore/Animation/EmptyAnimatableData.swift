/// The animatable data of a type with nothing to animate, as in SwiftUI.
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// Creates the empty value.
    public init() {}

    /// The only value.
    public static var zero: Self { Self() }

    /// Nothing plus nothing.
    public static func + (lhs: Self, rhs: Self) -> Self { Self() }

    /// Nothing minus nothing.
    public static func - (lhs: Self, rhs: Self) -> Self { Self() }

    /// Scaling nothing leaves nothing.
    public mutating func scale(by rhs: Double) {}

    /// Always zero.
    public var magnitudeSquared: Double { 0 }
}
