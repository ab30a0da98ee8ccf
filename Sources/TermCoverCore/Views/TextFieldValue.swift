import Foundation

/// How a `TextField` bound to a value edits it, as SwiftUI's
/// `TextField(_:value:format:)` does on iOS: while focused the field edits
/// text (a draft, kept in the graph) and leaves the value alone; Return, or
/// focus moving away, parses the draft and writes the value when it parses
/// (then the field shows the value formatted again), and drops a draft that
/// does not parse, so the field goes back to the value it had.
struct ValueEditing {
    /// The value, formatted.
    let formatted: @MainActor () -> String
    /// Parses `text` and writes the value; false (and nothing written) when it does not parse.
    let commit: @MainActor (String) -> Bool

    @MainActor
    func makeNodes(_ context: ResolveContext, placeholder: String) -> [LayoutNode] {
        let draft = context.graph.stateBox(at: context.path.appending(.name("draft")), initial: String?.none)
        let focused = context.environment.isEnabled && context.focusedPath == context.path
        if !focused, let pending = draft.value {
            // Focus went elsewhere with an edit pending: commit it, after this
            // frame (a value is not written while views are evaluated).
            context.graph.runAfterFrame {
                _ = commit(pending)
                draft.set(nil)
            }
        }
        let text = Binding<String>(get: { draft.value ?? formatted() }, set: { draft.set($0) })
        let submit: @MainActor () -> Void = {
            if let pending = draft.value { _ = commit(pending) }
            draft.set(nil)
        }
        return context.textFieldNodes(text: text, placeholder: placeholder, secure: false,
                                      submit: [submit] + context.environment.submitActions)
    }
}

extension TextField {
    /// A field editing `value` as text written and read by `format`, as
    /// SwiftUI's `TextField(_:value:format:prompt:)`: `format: .number`,
    /// `.currency(code: "USD")`, `.percent`. The value is written when Return
    /// is pressed or focus leaves and the text parses; text that does not
    /// parse is dropped and the field shows the value again.
    public init<F: ParseableFormatStyle>(_ titleKey: String, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(titleKey, text: .constant(""), prompt: prompt)
        self.value = ValueEditing(formatted: { format.format(value.wrappedValue) }, commit: { text in
            guard let parsed = try? format.parseStrategy.parse(text) else { return false }
            value.wrappedValue = parsed
            return true
        })
    }

    /// A field editing an optional value: emptied (or text that does not
    /// parse) it writes nil, as SwiftUI's `TextField(_:value:format:prompt:)` does.
    public init<F: ParseableFormatStyle>(_ titleKey: String, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(titleKey, text: .constant(""), prompt: prompt)
        self.value = ValueEditing(formatted: { value.wrappedValue.map(format.format) ?? "" }, commit: { text in
            value.wrappedValue = try? format.parseStrategy.parse(text)
            return true
        })
    }

    /// A field editing `value` through `format`, described by a label view.
    public init<F: ParseableFormatStyle, Label: View>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                                     @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(Self.title(label()), value: value, format: format, prompt: prompt)
    }

    /// A field editing an optional value through `format`, described by a label view.
    public init<F: ParseableFormatStyle, Label: View>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
                                                     @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(Self.title(label()), value: value, format: format, prompt: prompt)
    }

    /// A field editing `value` through a Foundation `Formatter` (a
    /// `NumberFormatter`, a `DateFormatter`), as SwiftUI's
    /// `TextField(_:value:formatter:prompt:)`; committed as `value:format:` is.
    public init<V>(_ titleKey: String, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(titleKey, text: .constant(""), prompt: prompt)
        self.value = ValueEditing(formatted: { formatter.string(for: value.wrappedValue) ?? "" }, commit: { text in
            guard let parsed: V = Self.parse(text, formatter) else { return false }
            value.wrappedValue = parsed
            return true
        })
    }

    /// A field editing `value` through a `Formatter`, described by a label view.
    public init<V, Label: View>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil,
                                @ViewBuilder label: () -> Label) {
        self.init(Self.title(label()), value: value, formatter: formatter, prompt: prompt)
    }

    /// What `formatter` reads in `text`, as a `V`: a number converted to
    /// the value's numeric type, a date, or the object itself.
    static func parse<V>(_ text: String, _ formatter: Formatter) -> V? {
        if let numbers = formatter as? NumberFormatter {
            guard let n = numbers.number(from: text) else { return nil }
            switch V.self {
            case is Int.Type: return n.intValue as? V
            case is Double.Type: return n.doubleValue as? V
            case is Float.Type: return n.floatValue as? V
            case is Decimal.Type: return n.decimalValue as? V
            default: return n as? V
            }
        }
        if let dates = formatter as? DateFormatter { return dates.date(from: text) as? V }
        return nil
    }
}
