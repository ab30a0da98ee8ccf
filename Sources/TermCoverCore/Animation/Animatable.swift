/// A type whose changes can be animated by interpolating its
/// `animatableData`, as in SwiftUI.
public protocol Animatable {
    /// The part of the value that animations interpolate.
    associatedtype AnimatableData: VectorArithmetic

    /// The value as the engine interpolates it; setting it must rebuild the
    /// value so that an interpolated `animatableData` can be shown.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector value is its own animatable data.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate: changes apply at once.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Double: Animatable {}
extension Float: Animatable {}
