import Foundation

/// Lays its children out top to bottom, as in SwiftUI. The default spacing
/// between children is 0 rows: in a terminal a whole blank row is a lot.
public struct VStack<Content: View>: View, PrimitiveView {
    /// Views and plain values only.
    static var holdsDynamicProperties: Bool { false }

    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a vertical stack with `spacing` points between its children
    /// (whole rows: 16 points is one), or the default of none.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let nodes = context.containerContext(axis: .vertical).resolve(content, at: .index(0))
        return [StackNode(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
                          spacing: spacing.map { max(0, context.cells.rows($0)) } ?? 0, children: nodes)]
    }
}

/// Lays its children out leading to trailing, as in SwiftUI. The default
/// spacing between children is 1 column.
public struct HStack<Content: View>: View, PrimitiveView {
    /// Views and plain values only.
    static var holdsDynamicProperties: Bool { false }

    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a horizontal stack with `spacing` points between its children
    /// (whole columns: 8 points is one), or the default of one column.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let nodes = context.containerContext(axis: .horizontal).resolve(content, at: .index(0))
        return [StackNode(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
                          spacing: spacing.map { max(0, context.cells.columns($0)) } ?? 1, children: nodes)]
    }
}

/// Draws its children on top of one another, later ones in front, as in SwiftUI.
public struct ZStack<Content: View>: View, PrimitiveView {
    /// Views and plain values only.
    static var holdsDynamicProperties: Bool { false }

    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    /// Creates a depth stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let nodes = context.containerContext(axis: nil).resolve(content, at: .index(0))
        return [ZStackNode(alignment: alignment, children: nodes)]
    }
}

struct StackAxisKey: EnvironmentKey {
    static let defaultValue: Axis? = nil
}

extension ResolveContext {
    /// The context for a container's children: they learn the container's
    /// axis (Spacer and Divider depend on it), and a transition meant for
    /// the container is not passed on to them.
    func containerContext(axis: Axis?) -> ResolveContext {
        var copy = self
        copy.environment[StackAxisKey.self] = axis
        copy.transitionPhase = nil
        // Only a `.scrollTargetLayout()` container's direct children are its targets.
        switch environment[ScrollTargetRoleKey.self] {
        case .none: break
        case .layout: copy.environment[ScrollTargetRoleKey.self] = .child
        case .child: copy.environment[ScrollTargetRoleKey.self] = .none
        }
        return copy
    }
}
