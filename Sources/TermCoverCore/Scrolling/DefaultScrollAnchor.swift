extension View {
    /// Sets the anchor of the scroll views inside, as in SwiftUI (iOS 17):
    /// which part of the content shows first, how the view follows its
    /// content's size changes, and where content smaller than the view sits.
    /// With `.bottom`, a log starts at its end, and while it rests at the
    /// end it stays there as lines are added; scrolled up, it stays put.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        modifier(DefaultScrollAnchorModifier(anchor: anchor, role: nil))
    }

    /// Sets the anchor of the scroll views inside for one `role` only, as
    /// in SwiftUI (iOS 18).
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        modifier(DefaultScrollAnchorModifier(anchor: anchor, role: role))
    }
}

/// A scroll view's anchor for each role; nil: the top leading corner, as
/// a scroll view without one behaves.
struct ScrollAnchors: Hashable {
    var initialOffset: UnitPoint?
    var sizeChanges: UnitPoint?
    var alignment: UnitPoint?
}

struct ScrollAnchorsKey: EnvironmentKey {
    static let defaultValue = ScrollAnchors()
}

struct DefaultScrollAnchorModifier: PrimitiveModifier {
    let anchor: UnitPoint?
    let role: ScrollAnchorRole?
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        var anchors = context.environment[ScrollAnchorsKey.self]
        switch role?.kind {
        case nil: anchors = ScrollAnchors(initialOffset: anchor, sizeChanges: anchor, alignment: anchor)
        case .initialOffset: anchors.initialOffset = anchor
        case .sizeChanges: anchors.sizeChanges = anchor
        case .alignment: anchors.alignment = anchor
        }
        inner.environment[ScrollAnchorsKey.self] = anchors
        return content.resolve(inner)
    }
}
