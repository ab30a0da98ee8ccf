extension Text {
    /// Where text that does not fit is cut, as SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable {
        /// "…rest": the start is cut.
        case head
        /// "start…end": the middle is cut, as for a file name.
        case middle
        /// "start…": the end is cut (the default).
        case tail
    }

    /// A case to show text in, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        /// Every letter in upper case.
        case uppercase
        /// Every letter in lower case.
        case lowercase
    }
}

struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The case text shows in; nil keeps it as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Where text inside that does not fit on its last line is cut, as in
    /// SwiftUI: `.head`, `.middle` or `.tail` (the default), with "…".
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Shows text inside in upper or lower case, as SwiftUI's `textCase(_:)`.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
