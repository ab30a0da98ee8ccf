extension View {
    /// Adjusts the saturation of the view's colors, as SwiftUI's
    /// `saturation(_:)`: 0 shows each color as its gray (its Rec. 709
    /// luma), 1 as it is, more than 1 more intensely. Animatable.
    public func saturation(_ amount: Double) -> some View {
        modifier(ColorAdjustmentModifier(kind: .saturation, amount: amount))
    }
}
