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
    /// Apple gives no figure for the fifth level; 10% continues the fall.
    static let opacities: [Double] = [1, 0.6, 0.3, 0.18, 0.1]

    /// The foreground.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The foreground at 60%.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The foreground at 30%.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The foreground at 18%.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The foreground at 10%.
    public static let quinary = HierarchicalShapeStyle(level: 4)

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
    /// The foreground at 10%.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle {
    /// The second level of this style, as SwiftUI's `secondary` property:
    /// a color or the tint at 60% (the foreground levels' opacities); for
    /// `.background`, the next surface up (`.background.secondary`, a
    /// grouped list's or a card's fill), the background with the text color
    /// showing through at 6% as a fill, and the background's color as ink.
    public var secondary: some ShapeStyle { AnyShapeStyle(kind: shapeStyleKind.level(1)) }
    /// The third level of this style (see `secondary`).
    public var tertiary: some ShapeStyle { AnyShapeStyle(kind: shapeStyleKind.level(2)) }
    /// The fourth level of this style (see `secondary`).
    public var quaternary: some ShapeStyle { AnyShapeStyle(kind: shapeStyleKind.level(3)) }
    /// The fifth level of this style (see `secondary`).
    public var quinary: some ShapeStyle { AnyShapeStyle(kind: shapeStyleKind.level(4)) }
}

extension StyleKind {
    /// Each level of the background lets 6% more of the text color through,
    /// as iOS's grouped backgrounds step from the page to the card above it.
    static let backgroundLevelStep = 0.06

    /// This style at `level` (1 is the second level).
    func level(_ level: Int) -> StyleKind {
        switch self {
        case .background, .backgroundLevel: .backgroundLevel(level)
        case .hierarchical(let own): .hierarchical(min(own + level, HierarchicalShapeStyle.opacities.count - 1))
        case .foreground: .hierarchical(level)
        default: .opacity(self, HierarchicalShapeStyle.opacities[min(level, HierarchicalShapeStyle.opacities.count - 1)])
        }
    }
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
