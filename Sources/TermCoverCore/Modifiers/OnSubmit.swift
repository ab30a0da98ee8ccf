/// The kinds of submission an `onSubmit` action answers, as in SwiftUI.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    /// The triggers as bits.
    public let rawValue: Int
    /// Creates triggers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Return pressed in a text field.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Return pressed in a `searchable` view's search field.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

struct SubmitActionsKey: EnvironmentKey {
    static let defaultValue: [@MainActor () -> Void] = []
}

struct SearchSubmitActionsKey: EnvironmentKey {
    static let defaultValue: [@MainActor () -> Void] = []
}

extension EnvironmentValues {
    /// The text-submit actions around a view, innermost first.
    var submitActions: [@MainActor () -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }

    /// The search-submit actions around a view, innermost first.
    var searchSubmitActions: [@MainActor () -> Void] {
        get { self[SearchSubmitActionsKey.self] }
        set { self[SearchSubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when Return is pressed in a text field inside this view,
    /// as in SwiftUI. Nested `onSubmit` actions all run, innermost first
    /// (SwiftUI's `submitScope` is what would stop the outer ones).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(EnvironmentModifier { environment in
            if triggers.contains(.text) { environment.submitActions.insert(action, at: 0) }
            if triggers.contains(.search) { environment.searchSubmitActions.insert(action, at: 0) }
        })
    }
}
