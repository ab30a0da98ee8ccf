import Foundation

/// The parts of a date a `DatePicker` shows and edits, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The parts as bits.
    public let rawValue: UInt
    /// Parts from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The day: year, month and day.
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The time: hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// A control that picks a date, as SwiftUI's `DatePicker`, read and
/// written in the environment's calendar and time zone (`\.calendar`,
/// `\.timeZone`). It takes focus (Tab). The compact, wheel and automatic
/// styles show fields, `1970-01-01 09:30`: ←/→ move among year, month,
/// day, hour and minute (the field picked is drawn in reverse), ↑/↓ change
/// it by one, turning within its field as a wheel does (minute 59 goes to
/// 00 and leaves the hour). The graphical style shows a month of days:
/// ←/→ move a day, ↑/↓ a week, PageUp/PageDown a month. A date outside
/// the picker's range (`in:`) is never written: a step past it stops at
/// the range's end.
public struct DatePicker<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The parts a picker shows, as SwiftUI's `DatePicker.Components`.
    public typealias Components = DatePickerComponents
    let selection: Binding<Date>
    let range: ClosedRange<Date>
    let components: Components
    let label: Label

    static var unbounded: ClosedRange<Date> { Date.distantPast...Date.distantFuture }

    /// A picker of any date, described by a label view.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection, Self.unbounded, displayedComponents, label())
    }

    /// A picker of a date within `range`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection, range, displayedComponents, label())
    }

    /// A picker of a date on or after `range`'s start.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection, range.lowerBound...Date.distantFuture, displayedComponents, label())
    }

    /// A picker of a date on or before `range`'s end.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection, Date.distantPast...range.upperBound, displayedComponents, label())
    }

    init(_ selection: Binding<Date>, _ range: ClosedRange<Date>, _ components: Components, _ label: Label) {
        self.selection = selection
        self.range = range
        self.components = components.isEmpty ? [.date] : components
        self.label = label
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let enabled = context.environment.isEnabled
        let focused = enabled && context.focusedPath == context.path
        var inner = context
        if !enabled { inner.environment.textAttributes.insert(.dim) }
        let labelNode = single(inner.resolve(label, at: .name("label")))
        let calendar = context.environment.pickerCalendar
        let field = context.graph.stateBox(at: context.path.appending(.name("field")), initial: 0)
        let editor = DateEditing(selection: selection, range: range, calendar: calendar)
        let style = inner.environment.textStyle
        if context.environment.datePickerKind == .graphical {
            let grid = MonthGrid(editing: editor, style: style, focused: focused).node()
            let body = StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: [labelNode, grid])
            return [DatePickerNode(body, path: enabled ? context.path : nil, handle: { editor.gridKey($0) })]
        }
        let fields = DateFields(components: components, calendar: calendar)
        let shown = fields.node(selection.wrappedValue, picked: focused ? min(field.value, fields.units.count - 1) : nil, style: style)
        let row: LayoutNode = context.environment.isFormRow
            ? AccessoryRowNode(label: labelNode, accessory: shown)
            : StackNode(axis: .horizontal, alignment: .center, spacing: 1, children: [labelNode, shown])
        return [DatePickerNode(row, path: enabled ? context.path : nil, handle: { key in
            let at = min(field.value, fields.units.count - 1)
            switch key {
            case .leftArrow: guard at > 0 else { return false }; field.set(at - 1)
            case .rightArrow: guard at + 1 < fields.units.count else { return false }; field.set(at + 1)
            // Tab goes through the fields, then on to the next control, which
            // starts the next visit at the first field again.
            case .tab:
                guard at + 1 < fields.units.count else { field.set(0); return false }
                field.set(at + 1)
            case .backTab: guard at > 0 else { return false }; field.set(at - 1)
            case .upArrow: editor.step(fields.units[at], by: 1, wrapping: fields.units[at] != .year)
            case .downArrow: editor.step(fields.units[at], by: -1, wrapping: fields.units[at] != .year)
            default: return false
            }
            return true
        })]
    }
}

extension DatePicker where Label == Text {
    /// A picker of any date titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection, Self.unbounded, displayedComponents, Text(String(title)))
    }

    /// A picker of a date within `range`, titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection, range, displayedComponents, Text(String(title)))
    }

    /// A picker of a date on or after `range`'s start, titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection, range.lowerBound...Date.distantFuture, displayedComponents, Text(String(title)))
    }

    /// A picker of a date on or before `range`'s end, titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection, Date.distantPast...range.upperBound, displayedComponents, Text(String(title)))
    }
}

/// A date picker's focus and keys.
@MainActor
final class DatePickerNode: WrapperNode {
    let path: ViewPath?
    let handle: @MainActor (Key) -> Bool
    init(_ child: LayoutNode, path: ViewPath?, handle: @escaping @MainActor (Key) -> Bool) {
        self.path = path
        self.handle = handle
        super.init(child)
    }
    override var focusPath: ViewPath? { path }
    override func handleFocusedKey(_ key: Key) -> Bool { path != nil && handle(key) }
    override func handleFocusedTab(forward: Bool) -> Bool { path != nil && handle(forward ? .tab : .backTab) }
}

/// Steps a bound date in a calendar, kept within a range.
struct DateEditing {
    let selection: Binding<Date>
    let range: ClosedRange<Date>
    let calendar: Calendar

    /// Moves `unit` by `amount`; `wrapping` keeps the larger units as they are.
    @MainActor
    func step(_ unit: Calendar.Component, by amount: Int, wrapping: Bool) {
        guard let moved = calendar.date(byAdding: unit, value: amount, to: selection.wrappedValue,
                                        wrappingComponents: wrapping) else { return }
        let clamped = min(max(moved, range.lowerBound), range.upperBound)
        if clamped != selection.wrappedValue { selection.wrappedValue = clamped }
    }

    /// The month grid's keys.
    @MainActor
    func gridKey(_ key: Key) -> Bool {
        switch key {
        case .leftArrow: step(.day, by: -1, wrapping: false)
        case .rightArrow: step(.day, by: 1, wrapping: false)
        case .upArrow: step(.day, by: -7, wrapping: false)
        case .downArrow: step(.day, by: 7, wrapping: false)
        case .pageUp: step(.month, by: -1, wrapping: false)
        case .pageDown: step(.month, by: 1, wrapping: false)
        default: return false
        }
        return true
    }
}
