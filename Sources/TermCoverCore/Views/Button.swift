/// A control that performs an action, as in SwiftUI. It takes focus (Tab
/// moves between controls); Enter or Space activates the focused button.
/// A click focuses it and performs the action. A disabled one
/// (`.disabled(true)`) takes neither focus, keys nor clicks, and is dim.
/// A `.destructive` role (see `ButtonRole`) draws it in red.
/// `.buttonStyle(_:)` changes its look (`.bordered`, `.borderedProminent`,
/// a `ButtonStyle` of your own); focus stays reverse video on its label.
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let action: @MainActor () -> Void
    let label: Label
    var role: ButtonRole?

    /// Creates a button with a custom label.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        let enabled = context.environment.isEnabled
        let focused = enabled && context.focusedPath == context.path
        inner.environment.isFocused = focused
        if focused { inner.environment.textAttributes.insert(.reverse) }
        if !enabled { inner.environment.textAttributes.insert(.dim) }
        if role == .destructive { inner.environment.foregroundColor = .red }
        var perform = action
        let nodes: [LayoutNode]
        if let style = context.environment[ButtonStyleKey.self], !style.isAutomatic {
            let press = ButtonPress.track(at: context.path, in: context.graph)
            let label = self.label
            let configuration = ButtonStyleConfiguration(
                role: role, label: .init(content: ModifierContent { $0.resolve(label, at: .name("label")) }),
                isPressed: press.isPressed)
            nodes = inner.resolve(style.makeBody(configuration), at: .name("style"))
            let action = self.action
            perform = { press.press(); action() }
        } else {
            nodes = inner.resolve(label, at: .name("label"))
        }
        if let observer = context.environment[ButtonActionObserverKey.self] {
            let action = perform, role = self.role
            perform = { action(); observer(role) }
        }
        let node = ButtonNode(single(nodes), path: enabled ? context.path : nil, role: role, action: perform)
        node.tint = context.environment[TintKey.self]
        return [node]
    }
}

extension Button where Label == Text {
    /// Creates a button with a text label.
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

@MainActor
final class ButtonNode: WrapperNode {
    /// Nil for a disabled button, which takes no focus.
    let path: ViewPath?
    let role: ButtonRole?
    let action: @MainActor () -> Void
    /// The tint `.tint(_:)` set around the button, for a swipe action's colour.
    var tint: Color?
    init(_ child: LayoutNode, path: ViewPath?, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.path = path
        self.role = role
        self.action = action
        super.init(child)
    }
    override var focusPath: ViewPath? { path }
    override func handleFocusedKey(_ key: Key) -> Bool {
        guard path != nil, key == .return || key == .space else { return false }
        action()
        return true
    }
    override func handleClick(at point: Point, count: Int) -> Bool {
        guard path != nil else { return false }
        action()
        return true
    }
}
