extension View {
    /// Draws text, lines and shapes inside the view in `style`, as in
    /// SwiftUI: `.foregroundStyle(.secondary)` dims text, `.foregroundStyle(.tint)`
    /// tints it, and shapes fill with it. The style is resolved here, so
    /// `.secondary` is the foreground in force here at 60%.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ForegroundStyleModifier(primary: style.shapeStyleKind, secondary: nil, tertiary: nil))
    }

    /// Draws content inside the view in `primary`, and what asks for
    /// `.secondary` in `secondary`, as in SwiftUI.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(ForegroundStyleModifier(primary: primary.shapeStyleKind, secondary: secondary.shapeStyleKind, tertiary: nil))
    }

    /// Draws content inside the view in `primary`, and what asks for
    /// `.secondary` and `.tertiary` in `secondary` and `tertiary`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                             _ tertiary: S3) -> some View {
        modifier(ForegroundStyleModifier(primary: primary.shapeStyleKind, secondary: secondary.shapeStyleKind,
                                         tertiary: tertiary.shapeStyleKind))
    }
}

/// Resolves the styles where they are set, so that a `.secondary` inside
/// them is relative to the foreground above, not to itself.
struct ForegroundStyleModifier: PrimitiveModifier {
    let primary: StyleKind
    let secondary: StyleKind?
    let tertiary: StyleKind?

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        let outer = context.environment
        inner.environment.foregroundColor = primary.ink(in: outer)
        inner.environment.foregroundLevels = ForegroundLevels(secondary: secondary?.ink(in: outer),
                                                              tertiary: tertiary?.ink(in: outer))
        let gradient: GradientStyle? = switch primary {
        case .gradient(let g): g
        case .opacity(.gradient(let g), let opacity): g.opacity(opacity)
        default: nil
        }
        inner.environment.foregroundGradient = gradient
        let nodes = content.resolve(inner)
        // Glyphs are inked with one color as they resolve; a gradient recolors them where they land.
        guard let gradient else { return nodes }
        return [GradientInkNode(single(nodes), gradient: gradient, ink: primary.ink(in: outer), cells: context.cells)]
    }
}
