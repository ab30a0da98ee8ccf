/// A control that turns a setting on or off, as in SwiftUI. It takes focus
/// (Tab), and Space, Return or a click flips it. It is drawn as a check box, `[x] Wi-Fi`
/// or `[ ] Wi-Fi`: plain ASCII reads the same on every terminal and font (a
/// `◉`/`○` pair is one cell in some fonts and two in others, and looks alike
/// in a monochrome terminal), and it is what terminal forms have long shown.
/// Focused, the box is in reverse video; disabled, it is dim and takes no focus.
/// In a `Form` row the label leads and the box ends the row.
public struct Toggle<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let enabled = context.environment.isEnabled
        let focused = enabled && context.focusedPath == context.path
        var inner = context
        inner.environment.isFocused = focused
        if !enabled { inner.environment.textAttributes.insert(.dim) }
        var boxStyle = inner.environment.textStyle
        if focused { boxStyle.attributes.insert(.reverse) }
        let box = TextNode(text: isOn.wrappedValue ? "[x]" : "[ ]", style: boxStyle, lineLimit: 1, alignment: .leading)
        let labelNode = single(inner.resolve(label, at: .name("label")))
        // In a form row the box goes to the trailing edge, where iOS puts the switch.
        let row: LayoutNode = context.environment.isFormRow
            ? AccessoryRowNode(label: labelNode, accessory: box)
            : StackNode(axis: .horizontal, alignment: .center, spacing: 1, children: [box, labelNode])
        return [ToggleNode(row, path: enabled ? context.path : nil, isOn: isOn)]
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle with a text label.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

@MainActor
final class ToggleNode: WrapperNode {
    /// Nil for a disabled toggle, which takes no focus.
    let path: ViewPath?
    let isOn: Binding<Bool>
    init(_ child: LayoutNode, path: ViewPath?, isOn: Binding<Bool>) {
        self.path = path
        self.isOn = isOn
        super.init(child)
    }
    override var focusPath: ViewPath? { path }
    override func handleFocusedKey(_ key: Key) -> Bool {
        guard path != nil, key == .return || key == .space else { return false }
        isOn.wrappedValue.toggle()
        return true
    }
    // A click presses a control as Return does, on the box or the label.
    override func handleClick(at point: Point, count: Int) -> Bool {
        guard path != nil else { return false }
        isOn.wrappedValue.toggle()
        return true
    }
}
