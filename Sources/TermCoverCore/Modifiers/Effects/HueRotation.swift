extension View {
    /// Turns the hue of every color the view draws by `angle`, as SwiftUI's
    /// `hueRotation(_:)`: a half turn makes red cyan. Animatable.
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(ColorAdjustmentModifier(kind: .hueRotation, amount: angle.radians))
    }

    /// Multiplies every color the view draws by `color`, as SwiftUI's
    /// `colorMultiply(_:)`: red times blue is black, white times a color is the color.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(ColorMultiplyModifier(color: color))
    }
}

/// The filter of `colorMultiply(_:)`.
struct ColorMultiplyModifier: PrimitiveModifier {
    let color: Color

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content.resolve(context)
        let adjustment = ColorAdjustment.multiply(color)
        if adjustment.isIdentity { return nodes }
        return [EffectNode(single(nodes), effect: .colorAdjustment(adjustment), context)]
    }
}
