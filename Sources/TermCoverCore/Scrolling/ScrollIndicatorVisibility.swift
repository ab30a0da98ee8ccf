/// Whether a scroll view shows its indicator, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    let kind: Kind

    /// As the platform decides: shown while the content overflows.
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    /// Shown while the content overflows.
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    /// Not shown. (SwiftUI still shows it on some platforms while the
    /// user scrolls; a terminal has no such moment.)
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(kind: .never)

    /// True when a scroll view shows the indicator.
    var shows: Bool { kind == .automatic || kind == .visible }
}

extension View {
    /// Sets whether the scroll views inside show their indicators along
    /// `axes`, as in SwiftUI. A scroll view made with `showsIndicators:
    /// false` shows none whatever this says.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility,
                                 axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(ScrollIndicatorsModifier(visibility: visibility, axes: axes))
    }
}

/// The axes along which the scroll views inside hide their indicators.
struct HiddenScrollIndicatorsKey: EnvironmentKey {
    static let defaultValue: Axis.Set = []
}

struct ScrollIndicatorsModifier: PrimitiveModifier {
    let visibility: ScrollIndicatorVisibility
    let axes: Axis.Set
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        var hidden = context.environment[HiddenScrollIndicatorsKey.self]
        if visibility.shows { hidden.subtract(axes) } else { hidden.formUnion(axes) }
        inner.environment[HiddenScrollIndicatorsKey.self] = hidden
        return content.resolve(inner)
    }
}
