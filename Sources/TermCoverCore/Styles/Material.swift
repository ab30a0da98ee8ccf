/// A translucent surface, as SwiftUI's materials: what is behind shows
/// through, veiled. A terminal cannot blur, so a material is a shade of
/// the terminal's own background a quarter of the way toward its text
/// color (lighter on a dark terminal, darker on a light one), laid over
/// what is behind at the material's thickness: text under an ultra-thin
/// material stays readable, under an ultra-thick one it all but vanishes.
///
/// | material | opacity |
/// |---|---|
/// | `ultraThin` | 0.35 |
/// | `thin` | 0.5 |
/// | `regular` | 0.65 |
/// | `thick` | 0.8 |
/// | `ultraThick` | 0.92 |
/// | `bar` | 0.8, as toolbars show |
///
/// Terminals that cannot blend colors (16 colors or fewer) show the nearest
/// color they have, which over a dark background is often the background.
public struct Material: ShapeStyle, KnownShapeStyle, Hashable {
    /// How much of the surface covers what is behind, 0...1.
    let opacity: Double

    /// How far the surface is from the background toward the text color.
    static let lift = 0.25

    /// A material that lets the most show through.
    public static let ultraThin = Material(opacity: 0.35)
    /// A thin material.
    public static let thin = Material(opacity: 0.5)
    /// The material of most panels.
    public static let regular = Material(opacity: 0.65)
    /// A thick material.
    public static let thick = Material(opacity: 0.8)
    /// A material that lets the least show through.
    public static let ultraThick = Material(opacity: 0.92)
    /// The material of bars: toolbars, tab bars.
    public static let bar = Material(opacity: 0.8)

    var styleKind: StyleKind { .material(self) }

    /// The translucent color of the surface on a terminal showing `colors`.
    func surface(in colors: TerminalColors) -> Color {
        let shade = ColorBlend.mix(.primary, isBackground: true, .primary, isBackground: false, Self.lift, in: colors)
        return Color(shade.kind, alpha: opacity)
    }

    /// Text drawn in a material: the text color, as see-through as the material is thin.
    var ink: Color { Color(.terminalDefault, alpha: opacity) }
}

extension ShapeStyle where Self == Material {
    /// `Material.ultraThin`.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// `Material.thin`.
    public static var thinMaterial: Material { .thin }
    /// `Material.regular`.
    public static var regularMaterial: Material { .regular }
    /// `Material.thick`.
    public static var thickMaterial: Material { .thick }
    /// `Material.ultraThick`.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// `Material.bar`.
    public static var bar: Material { .bar }
}
