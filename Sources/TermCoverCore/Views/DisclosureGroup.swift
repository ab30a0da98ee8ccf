/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`.
/// The label's row starts with `▸` (hidden) or `▾` (shown); Enter, Space
/// or a click on it toggles, Right shows and Left hides. In a `List` the
/// label and each row of the content are rows of the list, the content's
/// two columns in; elsewhere the content stands two columns in under the
/// label. Without an `isExpanded` binding it starts hidden.
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    /// A group of `content` under `label`, hidden at first.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    /// A group of `content` under `label`, shown while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    /// How far the content stands in under the label, in columns.
    static var indent: Int { 2 }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let own = context.graph.stateBox(at: context.path.appending(.name("expanded")), initial: false)
        let expanded = isExpanded?.wrappedValue ?? own.value
        let set: @MainActor (Bool) -> Void = { [isExpanded] value in
            if let isExpanded { isExpanded.wrappedValue = value } else { own.set(value) }
        }
        let enabled = context.environment.isEnabled
        let focused = enabled && context.focusedPath == context.path
        var labelContext = context
        labelContext.environment[ListSectionsKey.self] = false
        if focused { labelContext.environment.textAttributes.insert(.reverse) }
        let mark = TextNode(text: expanded ? "▾ " : "▸ ", style: labelContext.environment.textStyle, lineLimit: 1,
                            alignment: .leading)
        let title = single(labelContext.resolve(label, at: .name("label")))
        let row = DisclosureNode(StackNode(axis: .horizontal, alignment: .top, spacing: 0, children: [mark, title]),
                                 path: enabled ? context.path : nil, expanded: expanded, set: set)
        guard expanded else { return [row] }
        let inner = context.containerContext(axis: .vertical).resolve(content, at: .name("content"))
        let indented = inner.map { PaddingNode($0, insets: CellInsets(leading: Self.indent)) as LayoutNode }
        // In a list, each is a row of the list.
        if context.environment[ListSectionsKey.self] { return [row] + indented }
        return [StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: [row] + indented)]
    }
}

extension DisclosureGroup where Label == Text {
    /// A group of `content` titled `title`, hidden at first.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group of `content` titled `title`, shown while `isExpanded` is true.
    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// A disclosure group's label row: it takes focus and toggles the group.
@MainActor
final class DisclosureNode: WrapperNode {
    let path: ViewPath?
    let expanded: Bool
    let set: @MainActor (Bool) -> Void

    init(_ child: LayoutNode, path: ViewPath?, expanded: Bool, set: @escaping @MainActor (Bool) -> Void) {
        self.path = path
        self.expanded = expanded
        self.set = set
        super.init(child)
    }

    override var focusPath: ViewPath? { path }

    override func handleFocusedKey(_ key: Key) -> Bool {
        guard path != nil else { return false }
        switch key {
        case .return, .space: set(!expanded)
        case .rightArrow where !expanded: set(true)
        case .leftArrow where expanded: set(false)
        default: return false
        }
        return true
    }

    override func handleClick(at point: Point, count: Int) -> Bool {
        guard path != nil else { return false }
        set(!expanded)
        return true
    }
}
