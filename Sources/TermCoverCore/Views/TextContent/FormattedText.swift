import Foundation

extension Text {
    /// Text showing `input` formatted by `format`, as SwiftUI's
    /// `Text(_:format:)`: `Text(price, format: .currency(code: "EUR"))`,
    /// `Text(date, format: .dateTime.hour().minute())`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// A terminal's digits are all one column wide already: accepted, changes nothing.
    public func monospacedDigit() -> Text { self }

    /// A terminal's characters are all one column wide already: accepted, changes nothing.
    public func monospaced(_ isActive: Bool = true) -> Text { self }
}

extension View {
    /// A terminal's digits are all one column wide already: accepted, changes nothing.
    public func monospacedDigit() -> some View { self }
}
