extension View {
    /// Adds a grayscale effect to the view, as SwiftUI's `grayscale(_:)`:
    /// 0 leaves its colors as they are, values toward 1 take their color
    /// away, 1 leaving their grays (the same as `saturation(1 - amount)`).
    /// Animatable.
    public func grayscale(_ amount: Double) -> some View {
        modifier(ColorAdjustmentModifier(kind: .grayscale, amount: amount))
    }
}
