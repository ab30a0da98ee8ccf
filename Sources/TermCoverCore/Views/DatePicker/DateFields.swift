import Foundation

/// The compact style's fields: `yyyy-MM-dd HH:mm`, in the 24-hour clock
/// and ISO order, which read the same in every locale and need no AM/PM field.
struct DateFields {
    let units: [Calendar.Component]
    let calendar: Calendar

    init(components: DatePickerComponents, calendar: Calendar) {
        var units: [Calendar.Component] = []
        if components.contains(.date) { units += [.year, .month, .day] }
        if components.contains(.hourAndMinute) { units += [.hour, .minute] }
        self.units = units
        self.calendar = calendar
    }

    /// The text before each field.
    private func separator(before unit: Calendar.Component, first: Bool) -> String {
        if first { return "" }
        switch unit {
        case .month, .day: return "-"
        case .minute: return ":"
        default: return " "
        }
    }

    @MainActor
    func node(_ date: Date, picked: Int?, style: Style) -> LayoutNode {
        var parts: [LayoutNode] = []
        for (i, unit) in units.enumerated() {
            let sep = separator(before: unit, first: i == 0)
            if !sep.isEmpty { parts.append(TextNode(text: sep, style: style, lineLimit: 1, alignment: .leading)) }
            let value = calendar.component(unit, from: date)
            var s = style
            if i == picked { s.attributes.insert(.reverse) }
            parts.append(TextNode(text: String(format: unit == .year ? "%04d" : "%02d", value), style: s,
                                  lineLimit: 1, alignment: .leading))
        }
        return StackNode(axis: .horizontal, alignment: .center, spacing: 0, children: parts)
    }
}
