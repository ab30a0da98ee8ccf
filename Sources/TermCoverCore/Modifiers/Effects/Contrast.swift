extension View {
    /// Sets the contrast of the view's colors, as SwiftUI's `contrast(_:)`:
    /// each component moves from mid gray by `amount` (1 leaves the view as
    /// it is, 0 makes it gray, negative amounts invert its colors too).
    /// Animatable.
    public func contrast(_ amount: Double) -> some View {
        modifier(ColorAdjustmentModifier(kind: .contrast, amount: amount))
    }
}
