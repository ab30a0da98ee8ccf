/// A level of the current foreground style, as SwiftUI's
/// `HierarchicalShapeStyle`: `.primary` is the foreground itself, and each
/// level after it the same color more see-through, at the opacities of
/// Apple's label colors (`secondaryLabel` is 60%, `tertiaryLabel` 30%,
/// `quaternaryLabel` 18%). Over the terminal's background, text in
/// `.secondary` is a dimmer shade of the text color; as a fill, `.quaternary`
/// is a faint gray. Under `.foregroundColor(.red)`, `.secondary` is a
/// see-through red; `foregroundStyle(_:_:)` names the secondary level itself.
public struct HierarchicalShapeStyle: ShapeStyle, KnownShapeStyle, Hashable {
    let level: Int

    /// The opacity of each level over the foreground.
    static let opacities: [Double] = [1, 0.6, 0.3, 0.18]

    /// The foreground.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The foreground at 60%.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The foreground at 30%.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The foreground at 18%.
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    var styleKind: StyleKind { .hierarchical(level) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground: `HierarchicalShapeStyle.primary`.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The foreground at 60%, or the secondary style `foregroundStyle(_:_:)` gave.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The foreground at 30%, or the tertiary style `foregroundStyle(_:_:_:)` gave.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The foreground at 18%.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// The levels after the primary that `foregroundStyle(_:_:)` and
/// `foregroundStyle(_:_:_:)` named, as ink; the others derive from the primary.
struct ForegroundLevels: Hashable, Sendable {
    var secondary: Color?
    var tertiary: Color?

    /// The ink of `level` over `base`, the primary.
    func color(at level: Int, base: Color) -> Color {
        switch level {
        case ...0: return base
        case 1: if let secondary { return secondary }
        case 2: if let tertiary { return tertiary }
        default: break
        }
        let opacities = HierarchicalShapeStyle.opacities
        return base.opacity(opacities[min(level, opacities.count - 1)])
    }
}
