import Foundation

/// The graphical style's month: its name and year, the weekdays' first two
/// letters from the calendar's first weekday, and the days in columns of
/// three cells. The selected day is in reverse video while the picker has
/// focus, bold without it; days outside the range are dim.
struct MonthGrid {
    let editing: DateEditing
    let style: Style
    let focused: Bool

    @MainActor
    func node() -> LayoutNode {
        let calendar = editing.calendar
        let selected = editing.selection.wrappedValue
        let parts = calendar.dateComponents([.year, .month, .day], from: selected)
        let month = calendar.standaloneMonthSymbols[(parts.month ?? 1) - 1]
        var rows: [LayoutNode] = [line("\(month) \(parts.year ?? 0)", style)]
        let symbols = calendar.shortWeekdaySymbols
        let weekdays = (0..<7).map { String(symbols[(calendar.firstWeekday - 1 + $0) % 7].prefix(2)) }
        rows.append(line(weekdays.joined(separator: " "), style))
        guard let first = calendar.date(from: DateComponents(year: parts.year, month: parts.month, day: 1)),
              let days = calendar.range(of: .day, in: .month, for: first) else { return stack(rows) }
        let lead = (calendar.component(.weekday, from: first) - calendar.firstWeekday + 7) % 7
        var cells: [LayoutNode] = []
        if lead > 0 { cells.append(line(String(repeating: " ", count: lead * 3), style)) }
        for day in days {
            let column = (lead + day - 1) % 7
            var s = style
            if day == parts.day { s.attributes.insert(focused ? .reverse : .bold) }
            // A day none of whose moments the range holds.
            if let start = calendar.date(byAdding: .day, value: day - 1, to: first),
               let end = calendar.date(byAdding: .day, value: 1, to: start),
               end <= editing.range.lowerBound || start > editing.range.upperBound {
                s.attributes.insert(.dim)
            }
            cells.append(line(String(format: "%2d", day), s))
            if column == 6 || day == days.upperBound - 1 {
                rows.append(StackNode(axis: .horizontal, alignment: .center, spacing: 0, children: cells))
                cells = []
            } else {
                cells.append(line(" ", style))
            }
        }
        return stack(rows)
    }

    @MainActor private func line(_ text: String, _ style: Style) -> LayoutNode {
        TextNode(text: text, style: style, lineLimit: 1, alignment: .leading)
    }

    @MainActor private func stack(_ rows: [LayoutNode]) -> LayoutNode {
        StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: rows)
    }
}
