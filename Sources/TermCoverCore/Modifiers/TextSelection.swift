/// Whether people can select (and so copy) text, as SwiftUI's
/// `TextSelectability`: pass `.enabled` or `.disabled` to `textSelection(_:)`.
public protocol TextSelectability: Sendable {
    /// True when this kind of value lets text be selected.
    static var allowsSelection: Bool { get }
}

/// Text can be selected and copied: use `.enabled`.
public struct EnabledTextSelectability: TextSelectability {
    /// True.
    public static let allowsSelection = true
}

/// Text cannot be selected: use `.disabled`.
public struct DisabledTextSelectability: TextSelectability {
    /// False.
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Lets people select and copy the text inside.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Keeps the text inside from being selected, within a selectable container too.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

struct TextSelectionKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// True where `textSelection(.enabled)` applies (and no `.disabled` inside it).
    var textSelectionEnabled: Bool {
        get { self[TextSelectionKey.self] }
        set { self[TextSelectionKey.self] = newValue }
    }
}

extension View {
    /// Lets people copy each `Text` inside, as SwiftUI's `textSelection(_:)`.
    ///
    /// A terminal selects text with its own mouse drag (with Shift held
    /// while the app reads the mouse), so here a selectable text is a
    /// stop for Tab and a click, drawn reversed while focused, and the copy
    /// command puts its whole text on the system clipboard (OSC 52, where
    /// the terminal takes it): Ctrl-Shift-C or Super-C where the terminal
    /// speaks the kitty keyboard protocol, `y` anywhere (Ctrl-C quits).
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environment(\.textSelectionEnabled, S.allowsSelection)
    }
}

/// A selectable text: it takes focus, and the copy command copies its text.
@MainActor
final class SelectableTextNode: WrapperNode {
    let path: ViewPath
    let text: String
    private weak var graph: ViewGraph?

    init(_ child: LayoutNode, path: ViewPath, text: String, graph: ViewGraph) {
        self.path = path
        self.text = text
        self.graph = graph
        super.init(child)
    }

    /// `text`'s node, reversed while focused, inside a selectable text's.
    static func make(_ text: Text, _ context: ResolveContext) -> LayoutNode {
        let path = context.path.appending(.name("textSelection"))
        var inner = context
        inner.environment.textSelectionEnabled = false
        if context.focusedPath == path { inner.environment.textAttributes.insert(.reverse) }
        return SelectableTextNode(single(text.makeNodes(inner)), path: path, text: text.content, graph: context.graph)
    }

    override var focusPath: ViewPath? { path }

    /// The copy command: the keys a terminal can send for it.
    static func isCopyCommand(_ key: Key) -> Bool {
        key == .chord("c", [.control, .shift]) || key == .chord("c", .command) || key == .character("y")
    }

    override func handleFocusedKey(_ key: Key) -> Bool {
        guard Self.isCopyCommand(key), let graph else { return false }
        graph.copyRequest = text
        graph.setNeedsFrame()
        return true
    }
}
