/// A control for choosing one of several values, as SwiftUI's `Picker`:
/// its choices are the views of `content`, each identified by its
/// `.tag(_:)` (or, in a `ForEach`, its id when that has the selection's
/// type). `.pickerStyle(_:)` chooses how it is drawn:
///
/// - `.menu` (the default): the choice, then ▾ (in a form row the label
///   leads and the choice ends the row). Enter or Space opens a pop-up list
///   of the choices under it (↑/↓ move, Enter chooses, Esc closes); ←/→
///   step through the choices without opening it.
/// - `.segmented`: `[ Free │ Pro │ Team ]`, the chosen segment reversed;
///   ←/→ choose.
/// - `.inline`, `.wheel`: the choices as rows, the chosen one checked ✓;
///   `.radioGroup`: as `(•)`/`( )` rows. ↑/↓ choose.
/// - `.navigationLink`: a row with the choice and ›; Enter pushes a page of
///   the choices on the enclosing `NavigationStack`.
///
/// A click on a segment or a row chooses it.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    /// The title as text, for the page a navigation-link picker pushes.
    var title: String?

    /// A picker of `selection` among `content`'s tagged views, labeled by `label`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// The choices: each view with the value it stands for.
    private var choices: [(value: SelectionValue, view: AnyView)] {
        viewListElements(of: content).compactMap { element in
            let tagged = element.traits.tag?.base as? SelectionValue
            let byID = (element.id.base as? StructuralID)?.last?.base as? SelectionValue
            return (tagged ?? byID).map { ($0, element.view) }
        }
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let choices = self.choices
        let selected = choices.firstIndex { $0.value == selection.wrappedValue }
        let binding = selection
        let choose: @MainActor (Int) -> Void = { i in
            if choices.indices.contains(i), choices[i].value != binding.wrappedValue { binding.wrappedValue = choices[i].value }
        }
        let picker = PickerParts(choices: choices.map(\.view), selected: selected, choose: choose,
                                 label: AnyView(label), title: title)
        switch context.environment.pickerKind {
        case .menu: return picker.menu(context)
        case .segmented: return picker.segmented(context)
        case .inline: return picker.rows(context, radio: false)
        case .radioGroup: return picker.rows(context, radio: true)
        case .navigationLink: return picker.navigationRow(context)
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled `title` of `selection` among `content`'s tagged views.
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
        self.title = title
    }
}

/// A picker's choices, type-erased, and the ways of drawing them.
@MainActor
struct PickerParts {
    let choices: [AnyView]
    let selected: Int?
    let choose: @MainActor (Int) -> Void
    let label: AnyView
    let title: String?

    /// The styles a picker's choice is drawn in, by focus and enablement.
    private func styles(_ context: ResolveContext) -> (enabled: Bool, focused: Bool) {
        let enabled = context.environment.isEnabled && !choices.isEmpty
        return (enabled, enabled && context.focusedPath == context.path)
    }

    private func resolveChoice(_ i: Int, _ context: ResolveContext, attributes: TextAttributes = []) -> LayoutNode {
        var c = context
        c.environment.textAttributes.formUnion(attributes)
        return single(c.resolve(choices[i].lineLimit(1), at: .key(AnyHashable(i))))
    }

    private func text(_ string: String, _ context: ResolveContext, _ attributes: TextAttributes = []) -> LayoutNode {
        var style = context.environment.textStyle
        style.attributes.formUnion(attributes)
        return TextNode(text: string, style: style, lineLimit: 1, alignment: .leading)
    }

    /// Label leading and `control` trailing in a form row; `control` alone elsewhere.
    private func row(_ control: LayoutNode, _ context: ResolveContext) -> LayoutNode {
        guard context.environment.isFormRow else { return control }
        return AccessoryRowNode(label: single(context.resolve(label, at: .name("label"))), accessory: control)
    }

    private func step(_ delta: Int) -> Int? {
        guard !choices.isEmpty else { return nil }
        return max(0, min(choices.count - 1, (selected ?? -1) + delta))
    }

    // MARK: Menu

    func menu(_ context: ResolveContext) -> [LayoutNode] {
        let (enabled, focused) = styles(context)
        var c = context
        if !enabled { c.environment.textAttributes.insert(.dim) }
        let reverse: TextAttributes = focused ? .reverse : []
        let shown = selected.map { resolveChoice($0, c.appendingPath(.name("shown")), attributes: reverse) }
            ?? text(" ", c, reverse)
        let control = StackNode(axis: .horizontal, alignment: .center, spacing: 1, children: [shown, text("▾", c, reverse)])
        let isOpen = context.graph.stateBox(at: context.path.appending(.name("open")), initial: false)
        let anchor = context.graph.stateBox(at: context.path.appending(.name("anchor")), initial: PickerAnchor()).value
        let node = PickerMenuNode(row(control, c), path: enabled ? context.path : nil, anchor: anchor) { key in
            switch key {
            case .return, .space:
                withAnimation(.easeOut(duration: 0.15)) { isOpen.set(true) }
            case .leftArrow: if let i = step(-1) { choose(i) }
            case .rightArrow: if let i = step(1) { choose(i) }
            default: return false
            }
            return true
        }
        let popup = PickerMenu(choices: choices, selected: selected, anchor: anchor) { i in
            if let i { choose(i) }
            withAnimation(.easeOut(duration: 0.15)) { isOpen.set(false) }
        }
        let cover = BindingCoverModifier(wanted: isOpen.value ? AnyHashable(true) : nil, clear: { isOpen.set(false) },
                                         onDismiss: nil, content: { _ in
                                             // A small pop-up, not a page: it fades, and what is behind shows undimmed.
                                             AnyView(popup.transition(.opacity).presentationBackground(.clear))
                                         })
        return cover.makeNodes(content: ModifierContent { _ in [node] }, context)
    }

    // MARK: Segmented

    func segmented(_ context: ResolveContext) -> [LayoutNode] {
        let (enabled, focused) = styles(context)
        var c = context
        if !enabled { c.environment.textAttributes.insert(.dim) }
        // The chosen segment is reversed; focus shows on the brackets too.
        let edge: TextAttributes = focused ? [.reverse, .bold] : []
        var parts: [LayoutNode] = [text("[", c, edge)]
        var segments: [LayoutNode] = []
        for i in choices.indices {
            if i > 0 { parts.append(text("│", c)) }
            let chosen = i == selected
            let segment = StackNode(axis: .horizontal, alignment: .center, spacing: 0, children: [
                text(" ", c, chosen ? .reverse : []), resolveChoice(i, c, attributes: chosen ? .reverse : []),
                text(" ", c, chosen ? .reverse : []),
            ])
            segments.append(segment)
            parts.append(segment)
        }
        parts.append(text("]", c, edge))
        let bar = StackNode(axis: .horizontal, alignment: .center, spacing: 0, children: parts)
        let node = PickerChoicesNode(row(bar, c), path: enabled ? context.path : nil, choices: segments, choose: choose) { key in
            switch key {
            case .leftArrow: if let i = step(-1) { choose(i) }
            case .rightArrow: if let i = step(1) { choose(i) }
            default: return false
            }
            return true
        }
        return [node]
    }

    // MARK: Rows

    func rows(_ context: ResolveContext, radio: Bool) -> [LayoutNode] {
        let (enabled, focused) = styles(context)
        var c = context
        if !enabled { c.environment.textAttributes.insert(.dim) }
        var rows: [LayoutNode] = []
        for i in choices.indices {
            let chosen = i == selected
            let mark = radio ? (chosen ? "(•)" : "( )") : (chosen ? "✓" : " ")
            let attributes: TextAttributes = chosen && focused ? .reverse : []
            rows.append(StackNode(axis: .horizontal, alignment: .center, spacing: 1,
                                  children: [text(mark, c, attributes), resolveChoice(i, c, attributes: attributes)]))
        }
        var column: [LayoutNode] = []
        if context.environment.isFormRow { column.append(single(c.resolve(label, at: .name("label")))) }
        column.append(StackNode(axis: .vertical, alignment: Alignment(horizontal: .leading, vertical: .center), spacing: 0,
                                children: rows))
        let stack = StackNode(axis: .vertical, alignment: Alignment(horizontal: .leading, vertical: .center), spacing: 0,
                              children: column)
        let node = PickerChoicesNode(stack, path: enabled ? context.path : nil, choices: rows, choose: choose) { key in
            switch key {
            case .upArrow: if let i = step(-1) { choose(i) }
            case .downArrow: if let i = step(1) { choose(i) }
            case .home: choose(0)
            case .end: choose(choices.count - 1)
            default: return false
            }
            return true
        }
        return [node]
    }

    // MARK: Navigation link

    func navigationRow(_ context: ResolveContext) -> [LayoutNode] {
        let navigation = context.environment[NavigationContextKey.self]
        var c = context
        if navigation == nil { c.environment.isEnabled = false }
        let (enabled, focused) = styles(c)
        if !enabled { c.environment.textAttributes.insert(.dim) }
        let reverse: TextAttributes = focused ? .reverse : []
        let shown = selected.map { resolveChoice($0, c.appendingPath(.name("shown")), attributes: reverse) } ?? text(" ", c)
        let control = StackNode(axis: .horizontal, alignment: .center, spacing: 1, children: [shown, text("›", c)])
        let page = PickerChoicesPage(choices: choices, selected: selected, title: title, choose: choose)
        let node = PickerChoicesNode(row(control, c), path: enabled ? context.path : nil, choices: [], choose: choose) { key in
            guard key == .return || key == .space, let model = navigation?.model else { return false }
            model.pushView(AnyView(page))
            return true
        }
        return [node]
    }
}

/// A picker that takes focus and hands its keys to its style; a click on
/// one of `choices` chooses it.
@MainActor
class PickerChoicesNode: WrapperNode {
    let path: ViewPath?
    let choices: [LayoutNode]
    let choose: @MainActor (Int) -> Void
    let keys: @MainActor (Key) -> Bool

    init(_ child: LayoutNode, path: ViewPath?, choices: [LayoutNode], choose: @escaping @MainActor (Int) -> Void,
         keys: @escaping @MainActor (Key) -> Bool) {
        self.path = path
        self.choices = choices
        self.choose = choose
        self.keys = keys
        super.init(child)
    }

    override var focusPath: ViewPath? { path }
    override func handleFocusedKey(_ key: Key) -> Bool { path != nil && keys(key) }

    override func handleClick(at point: Point, count: Int) -> Bool {
        guard path != nil else { return false }
        if let i = choices.firstIndex(where: { $0.frame.contains(point) }) {
            choose(i)
            return true
        }
        return keys(.return)
    }
}

/// A menu picker: remembers where it was placed, for its pop-up list.
@MainActor
final class PickerMenuNode: PickerChoicesNode {
    let anchor: PickerAnchor
    init(_ child: LayoutNode, path: ViewPath?, anchor: PickerAnchor, keys: @escaping @MainActor (Key) -> Bool) {
        self.anchor = anchor
        super.init(child, path: path, choices: [], choose: { _ in }, keys: keys)
    }
    override func place(in rect: Rect) {
        super.place(in: rect)
        anchor.frame = rect
    }
}

/// Where a menu picker sits on the screen, for its pop-up list to open under it.
@MainActor
final class PickerAnchor {
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
}

extension Rect {
    /// True when `point` lies inside.
    func contains(_ point: Point) -> Bool {
        Int(point.x) >= x && Int(point.x) < maxX && Int(point.y) >= y && Int(point.y) < maxY
    }
}
