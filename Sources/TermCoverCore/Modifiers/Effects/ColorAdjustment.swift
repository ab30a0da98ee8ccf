import Foundation

/// The color filters of `brightness(_:)`, `contrast(_:)`, `saturation(_:)`
/// and `grayscale(_:)`: each maps a color's red, green and blue components
/// (0 to 1, as sRGB writes them) to new ones, leaving its opacity alone.
/// A terminal's default colors and its ANSI colors are first looked up in
/// `TerminalColors.current`, text and background each in its own role, so
/// a filtered view shows exact 24-bit colors.
enum ColorAdjustment: Equatable {
    /// Adds `amount` to every component, as SwiftUI's `brightness(_:)` (and
    /// Core Image's color controls): 0 leaves the color, 1 makes it white.
    case brightness(Double)
    /// Moves every component away from (or, below 1, toward) mid gray:
    /// `(c − 0.5) · amount + 0.5`. 0 is gray, negative amounts invert.
    case contrast(Double)
    /// Moves the color away from its own gray (its Rec. 709 luma) by
    /// `amount`: 0 is the gray, 1 the color.
    case saturation(Double)
    /// Turns every hue by an angle in radians, as SwiftUI's `hueRotation(_:)`,
    /// with the luminance-keeping matrix of SVG's `feColorMatrix` `hueRotate`
    /// (Apple does not document its own).
    case hueRotation(Double)
    /// Multiplies every component by the color's, as SwiftUI's `colorMultiply(_:)`:
    /// white leaves the view, black blackens it.
    case multiply(Color)

    /// True when the filter changes no color at all.
    var isIdentity: Bool {
        switch self {
        case .brightness(let a): a == 0
        case .contrast(let a), .saturation(let a): a == 1
        case .hueRotation(let a): a.truncatingRemainder(dividingBy: 2 * .pi) == 0
        case .multiply(let c): c == Color(.rgb(255, 255, 255))
        }
    }

    /// The filtered components, each clamped to 0...1.
    func apply(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
        switch self {
        case .brightness(let a):
            return (clamp(c.0 + a), clamp(c.1 + a), clamp(c.2 + a))
        case .contrast(let a):
            return (clamp((c.0 - 0.5) * a + 0.5), clamp((c.1 - 0.5) * a + 0.5), clamp((c.2 - 0.5) * a + 0.5))
        case .saturation(let a):
            let luma = 0.2126 * c.0 + 0.7152 * c.1 + 0.0722 * c.2
            return (clamp(luma + (c.0 - luma) * a), clamp(luma + (c.1 - luma) * a), clamp(luma + (c.2 - luma) * a))
        case .hueRotation(let a):
            let k = cos(a), n = sin(a)
            return (clamp((0.213 + k * 0.787 - n * 0.213) * c.0 + (0.715 - k * 0.715 - n * 0.715) * c.1 + (0.072 - k * 0.072 + n * 0.928) * c.2),
                    clamp((0.213 - k * 0.213 + n * 0.143) * c.0 + (0.715 + k * 0.285 + n * 0.140) * c.1 + (0.072 - k * 0.072 - n * 0.283) * c.2),
                    clamp((0.213 - k * 0.213 - n * 0.787) * c.0 + (0.715 - k * 0.715 + n * 0.715) * c.1 + (0.072 + k * 0.928 + n * 0.072) * c.2))
        case .multiply(let color):
            let m = ColorSpace.rgb(of: color, asBackground: true)
            return (c.0 * Double(m.0) / 255, c.1 * Double(m.1) / 255, c.2 * Double(m.2) / 255)
        }
    }

    /// `color` through `filters` in order; clear colors stay clear.
    static func filter(_ color: Color, asBackground: Bool, through filters: [ColorAdjustment],
                       in colors: TerminalColors = .current) -> Color {
        guard color.alpha > 0 else { return color }
        let bytes = ColorSpace.rgb(of: color, asBackground: asBackground, in: colors)
        var c = (Double(bytes.0) / 255, Double(bytes.1) / 255, Double(bytes.2) / 255)
        for f in filters { c = f.apply(c) }
        return Color(red: c.0, green: c.1, blue: c.2, opacity: color.alpha)
    }
}

extension CellGrid {
    /// This layer with every cell's text and background colors filtered.
    func adjustingColors(_ filters: [ColorAdjustment]) -> CellGrid {
        guard !filters.isEmpty else { return self }
        var out = self
        for i in out.cells.indices {
            var style = out.cells[i].style
            style.foreground = ColorAdjustment.filter(style.foreground, asBackground: false, through: filters)
            style.background = ColorAdjustment.filter(style.background, asBackground: true, through: filters)
            out.cells[i].style = style
        }
        return out
    }
}

/// A color filter as an animatable modifier: its amount interpolates.
struct ColorAdjustmentModifier: PrimitiveModifier, Animatable {
    /// The filters a modifier can be.
    enum Kind { case brightness, contrast, saturation, grayscale, hueRotation }
    let kind: Kind
    var amount: Double

    nonisolated var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content.resolve(context)
        let adjustment: ColorAdjustment = switch kind {
        case .brightness: .brightness(amount)
        case .contrast: .contrast(amount)
        case .saturation: .saturation(amount)
        case .grayscale: .saturation(1 - amount)
        case .hueRotation: .hueRotation(amount)
        }
        // A filter that changes nothing draws the view as it is, unlayered.
        if adjustment.isIdentity { return nodes }
        return [EffectNode(single(nodes), effect: .colorAdjustment(adjustment), context)]
    }
}
