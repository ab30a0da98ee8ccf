import Foundation

extension LocalizedStringKey.StringInterpolation {
    /// A number written by a `printf` specifier, as SwiftUI's
    /// `"\(total, specifier: "%.1f")"`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
        segments.append(.init(text: String(format: specifier, value), isMarkdown: false))
    }

    /// A date in one of `Text`'s date styles, as SwiftUI's
    /// `"\(date, style: .time)"`. Inside a key the live styles are the
    /// words for the moment the text is made (a `Text(_:style:)` of its
    /// own is what redraws as time passes).
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        segments.append(.init(text: Text.string(for: date, style: style, now: Date()), isMarkdown: false))
    }

    /// A value written by a Foundation `Formatter`, as SwiftUI's
    /// `"\(value, formatter: formatter)"`.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        segments.append(.init(text: formatter.string(for: subject) ?? "", isMarkdown: false))
    }

    /// An object written by a Foundation `Formatter` (an `NSNumber`, an `NSDate`).
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        segments.append(.init(text: formatter.string(for: subject) ?? "", isMarkdown: false))
    }

    /// A `Text`'s characters, as SwiftUI's `"\(Text("x"))"` (its styling is not kept).
    public mutating func appendInterpolation(_ text: Text) {
        segments.append(.init(text: text.content, isMarkdown: false))
    }
}

extension Text {
    /// Text showing `subject` written by a Foundation `Formatter`, as SwiftUI's `Text(_:formatter:)`.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Text showing an object (an `NSNumber`, an `NSDate`) written by a Foundation `Formatter`.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}
