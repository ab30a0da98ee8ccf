/// How a `DatePicker` looks and is edited, as SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle: Sendable {}

enum DatePickerKind: Hashable, Sendable { case fields, graphical }

/// The platform's choice: the compact fields.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default style.
    public init() {}
}
/// The date and time as fields in a row, `1970-01-01 09:30`: ←/→ pick a
/// field, ↑/↓ change it.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact style.
    public init() {}
}
/// iOS's spinning wheels, drawn as the compact style's fields (a terminal
/// has no wheel to spin; ↑/↓ turn the field as a wheel would).
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The wheel style.
    public init() {}
}
/// A month as a grid of days: arrows move the day (a week up or down),
/// PageUp/PageDown the month.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The graphical style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's choice: compact fields.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Fields in a row.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels, drawn as fields.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A month grid.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

struct DatePickerKindKey: EnvironmentKey { static let defaultValue = DatePickerKind.fields }

extension EnvironmentValues {
    var datePickerKind: DatePickerKind {
        get { self[DatePickerKindKey.self] }
        set { self[DatePickerKindKey.self] = newValue }
    }
}

extension View {
    /// The style of date pickers inside, as SwiftUI's `datePickerStyle(_:)`.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerKind, style is GraphicalDatePickerStyle ? .graphical : .fields)
    }
}
