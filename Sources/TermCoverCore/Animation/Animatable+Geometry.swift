extension Point: Animatable {
    /// (x, y).
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension UnitPoint: Animatable {
    /// (x, y).
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable {
    /// The angle in radians, so that a rotation turns at an even rate.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
