/// Why a view's content is hidden, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Reasons from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shown as a placeholder while the real content loads: text is drawn
    /// as blocks (█) in a faint color, one a character, spaces kept, so
    /// the layout is the one the content will have.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Hidden for privacy. Views mark themselves with
    /// `privacySensitive()` in SwiftUI, which TermCover does not have, so
    /// nothing here is drawn differently for it.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Out of date, while newer content is on its way; drawn as it is.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
    /// Why views inside are redacted: what `.redacted(reason:)` added.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Redacts the view's content for `reason`, as in SwiftUI:
    /// `.redacted(reason: isLoading ? .placeholder : [])`. Reasons add up
    /// with those of views above; an empty set changes nothing.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Shows this view's content whatever redaction a view above asked for.
    public func unredacted() -> some View {
        modifier(EnvironmentModifier { $0.redactionReasons = [] })
    }
}

extension String {
    /// The placeholder for this text: a block for each character but spaces and line breaks.
    var redactedAsPlaceholder: String {
        String(map { $0.isWhitespace ? $0 : "█" })
    }
}

extension Color {
    /// The faint ink of placeholder blocks.
    static let placeholderInk = Color(.terminalDefault, alpha: 0.25)
}
