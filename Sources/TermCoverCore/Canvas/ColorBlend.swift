/// How a translucent color lands on the color beneath it.
enum ColorBlend {
    /// `top` over `beneath`. Opaque colors win outright; clear ones vanish;
    /// anything between is mixed in a perceptual space (see `ColorSpace`).
    static func over(_ top: Color, _ beneath: Color) -> Color {
        if top.alpha >= 1 { return top }
        if top.alpha <= 0 { return beneath }
        return ColorSpace.mix(beneath, top, fraction: top.alpha)
    }
}
