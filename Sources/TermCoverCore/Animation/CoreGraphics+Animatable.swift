import Foundation

// SwiftUI code animates CGFloat, CGPoint, CGSize and CGRect values (in
// keyframes above all); Foundation has the types on Linux too, so they get
// SwiftUI's conformances here.

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of the value, in double precision.
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: Animatable {}

extension CGPoint: Animatable {
    /// (x, y), as in SwiftUI.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// (width, height), as in SwiftUI.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// (origin, size), as in SwiftUI.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}
