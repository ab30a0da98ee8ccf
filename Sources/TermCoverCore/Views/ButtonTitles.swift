// The titled `Button` initializers SwiftUI has beyond `init(_: String, action:)`:
// a `LocalizedStringKey` (a literal's Markdown) or any `StringProtocol`, with
// an SF Symbol, with a role.

extension Button where Label == Text {
    /// Creates a button titled by a `LocalizedStringKey`.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button titled by any string (a `Substring`, say), shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a role, titled by a `LocalizedStringKey`.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a role, titled by any string, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == TermCoverCore.Label<Text, Text> {
    /// Creates a button whose label is a title and an SF Symbol, as
    /// SwiftUI's `Button(_:systemImage:action:)`: `Label(title, systemImage:)`
    /// (the symbol drawn as its glyph where it has one).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { TermCoverCore.Label(title: Text(titleKey), systemImage: systemImage) }
    }

    /// Creates a button labelled by a string, shown verbatim, and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { TermCoverCore.Label(title: Text(title), systemImage: systemImage) }
    }

    /// Creates a button with a role whose label is a title and an SF
    /// Symbol, as SwiftUI's `Button(_:systemImage:role:action:)`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
                action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { TermCoverCore.Label(title: Text(titleKey), systemImage: systemImage) }
    }

    /// Creates a button with a role labelled by a string, shown verbatim, and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?,
                                   action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { TermCoverCore.Label(title: Text(title), systemImage: systemImage) }
    }
}
