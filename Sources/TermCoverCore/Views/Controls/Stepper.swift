/// A control that adds or takes away a step, as SwiftUI's `Stepper`: its
/// label, then `[−│+]` (at the trailing edge of a form row). It takes
/// focus; → ↑ + add a step and ← ↓ − take one, a click on − or + does too;
/// at a bound of its range that side is dim and does nothing.
/// `onEditingChanged` is told true before each change and false after it,
/// as a tap on iOS begins and ends one.
public struct Stepper<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let increment: (@MainActor () -> Void)?
    let decrement: (@MainActor () -> Void)?
    let onEditingChanged: @MainActor (Bool) -> Void

    /// A stepper that calls `onIncrement` and `onDecrement`; a nil one is disabled.
    public init(onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper of `value` by `step` within `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        let v = value.wrappedValue
        let up: @MainActor () -> Void = { value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step)) }
        let down: @MainActor () -> Void = { value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step)) }
        // At a bound that side is off, as SwiftUI disables it.
        self.init(onIncrement: v < bounds.upperBound ? up : nil, onDecrement: v > bounds.lowerBound ? down : nil,
                  onEditingChanged: onEditingChanged, label: label)
    }

    /// A stepper of `value` by `step`, without bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.init(onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  onEditingChanged: onEditingChanged, label: label)
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let enabled = context.environment.isEnabled && (increment != nil || decrement != nil)
        let focused = enabled && context.focusedPath == context.path
        var style = context.environment.textStyle
        if !enabled { style.attributes.insert(.dim) }
        var box = style
        if focused { box.attributes.insert(.reverse) }
        var off = box
        off.attributes.insert(.dim)
        let minus = TextNode(text: "−", style: decrement == nil ? off : box, lineLimit: 1, alignment: .leading)
        let plus = TextNode(text: "+", style: increment == nil ? off : box, lineLimit: 1, alignment: .leading)
        let parts: [LayoutNode] = [TextNode(text: "[", style: box, lineLimit: 1, alignment: .leading), minus,
                                   TextNode(text: "│", style: box, lineLimit: 1, alignment: .leading), plus,
                                   TextNode(text: "]", style: box, lineLimit: 1, alignment: .leading)]
        let control = StackNode(axis: .horizontal, alignment: .center, spacing: 0, children: parts)
        let labelNode = single(context.resolve(label, at: .name("label")))
        let row: LayoutNode = context.environment.isFormRow
            ? AccessoryRowNode(label: labelNode, accessory: control)
            : StackNode(axis: .horizontal, alignment: .center, spacing: 1, children: [labelNode, control])
        let edit = onEditingChanged
        let step: @MainActor (Bool) -> Bool = { [increment, decrement] up in
            guard let change = up ? increment : decrement else { return false }
            edit(true)
            change()
            edit(false)
            return true
        }
        return [StepperNode(row, path: enabled ? context.path : nil, minus: minus, plus: plus, step: step)]
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` of `value` by `step` within `bounds`.
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper titled `title` of `value` by `step`, without bounds.
    public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper titled `title` that calls `onIncrement` and `onDecrement`.
    public init(_ title: String, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(title) }
    }
}

@MainActor
final class StepperNode: WrapperNode {
    let path: ViewPath?
    let minus: LayoutNode
    let plus: LayoutNode
    let step: @MainActor (Bool) -> Bool

    init(_ child: LayoutNode, path: ViewPath?, minus: LayoutNode, plus: LayoutNode, step: @escaping @MainActor (Bool) -> Bool) {
        self.path = path
        self.minus = minus
        self.plus = plus
        self.step = step
        super.init(child)
    }

    override var focusPath: ViewPath? { path }

    override func handleFocusedKey(_ key: Key) -> Bool {
        guard path != nil else { return false }
        switch key {
        case .rightArrow, .upArrow, .character("+"), .character("="): _ = step(true)
        case .leftArrow, .downArrow, .character("-"): _ = step(false)
        default: return false
        }
        return true
    }

    override func handleClick(at point: Point, count: Int) -> Bool {
        guard path != nil else { return false }
        let x = Int(point.x)
        if x == plus.frame.x { return step(true) }
        if x == minus.frame.x { return step(false) }
        return false
    }
}
