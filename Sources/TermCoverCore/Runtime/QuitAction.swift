/// Ends the app, from anywhere in the tree: `@Environment(\.quit) var quit`, then `quit()`.
@MainActor
public struct QuitAction: Sendable {
    let action: @MainActor @Sendable () -> Void
    /// Creates an action that runs `action`.
    public init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }
    /// Asks the app to end after the current event.
    public func callAsFunction() { action() }
}

struct QuitActionKey: EnvironmentKey {
    static let defaultValue: QuitAction? = nil
}

extension EnvironmentValues {
    /// Ends the app; nil when nothing runs the app (in a bare test host).
    public var quit: QuitAction? {
        get { self[QuitActionKey.self] }
        set { self[QuitActionKey.self] = newValue }
    }
}
