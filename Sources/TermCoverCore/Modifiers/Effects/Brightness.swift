extension View {
    /// Brightens the view by `amount`, as SwiftUI's `brightness(_:)`: the
    /// amount is added to each color component of what the view draws, so
    /// 0 leaves it as it is and 1 turns it white; negative amounts darken.
    /// Animatable.
    public func brightness(_ amount: Double) -> some View {
        modifier(ColorAdjustmentModifier(kind: .brightness, amount: amount))
    }
}
