/// What views inside a searchable view read: whether search is active,
/// and how to end it.
struct SearchState {
    var isSearching = false
    var dismiss: (@MainActor () -> Void)?
}

struct SearchStateKey: EnvironmentKey { static let defaultValue = SearchState() }
struct SearchSuggestionsKey: EnvironmentKey { static let defaultValue: AnyView? = nil }
struct SearchScopesKey: EnvironmentKey { static let defaultValue: AnyView? = nil }
struct SearchCompletionKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: Binding<String>? = nil }

/// An action that ends the search around a view, as SwiftUI's `DismissSearchAction`.
public struct DismissSearchAction {
    let action: (@MainActor () -> Void)?
    /// Clears the search field, takes focus from it and sets `isPresented` false.
    @MainActor public func callAsFunction() { action?() }
}

extension EnvironmentValues {
    var searchState: SearchState {
        get { self[SearchStateKey.self] }
        set { self[SearchStateKey.self] = newValue }
    }
    var searchSuggestions: AnyView? {
        get { self[SearchSuggestionsKey.self] }
        set { self[SearchSuggestionsKey.self] = newValue }
    }
    var searchScopes: AnyView? {
        get { self[SearchScopesKey.self] }
        set { self[SearchScopesKey.self] = newValue }
    }
    var searchCompletionText: Binding<String>? {
        get { self[SearchCompletionKey.self] }
        set { self[SearchCompletionKey.self] = newValue }
    }

    /// True while the search field around this view has focus, as SwiftUI's `\.isSearching`.
    public var isSearching: Bool { searchState.isSearching }

    /// Ends the search around this view, as SwiftUI's `\.dismissSearch`.
    public var dismissSearch: DismissSearchAction { DismissSearchAction(action: searchState.dismiss) }
}

extension View {
    /// Puts a search field in the navigation bar, as SwiftUI's
    /// `searchable(text:placement:prompt:)`: inside a navigation container,
    /// under the title (see `SearchFieldPlacement`), staying put while the
    /// content scrolls; outside one, at the top of this view. `/` focuses it (from anywhere but a text
    /// field, which takes `/` as a character), typing edits `text`, Return
    /// runs `onSubmit(of: .search)` actions, Esc clears it and gives focus
    /// back. While it has focus, suggestions (`searchSuggestions`) show as a
    /// list under it in place of the view (Tab or ↓ to them, Return to
    /// complete), and scopes (`searchScopes`) as a segmented row.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: prompt?.content ?? "Search"))
    }

    /// A search field whose prompt is a string.
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: String(prompt)))
    }

    /// A search field whose prompt is a localized key.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: Text(prompt).content))
    }

    /// A search field whose focus `isPresented` follows and sets, as
    /// SwiftUI's `searchable(text:isPresented:placement:prompt:)`.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: prompt?.content ?? "Search"))
    }

    /// A presentable search field whose prompt is a string.
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: String(prompt)))
    }

    /// A presentable search field whose prompt is a localized key.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt).content))
    }

    /// Suggestions shown under the search field while it has focus, as
    /// SwiftUI's `searchSuggestions(_:)`. Apply it around `searchable` (after
    /// it), where SwiftUI's examples put it.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        environment(\.searchSuggestions, AnyView(suggestions()))
    }

    /// A suggestion's completion: picked (Return or a click), the search
    /// field's text becomes `completion`, as SwiftUI's `searchCompletion(_:)`.
    public func searchCompletion(_ completion: String) -> some View {
        modifier(SearchCompletionModifier(completion: completion))
    }

    /// Scopes shown as a segmented row under the search field while it has
    /// focus, as SwiftUI's `searchScopes(_:scopes:)`; apply it around `searchable`.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        environment(\.searchScopes, AnyView(Picker("", selection: scope) { scopes() }.pickerStyle(.segmented)))
    }

    /// Scopes with an activation, as SwiftUI's `searchScopes(_:activation:_:)`: the activation is accepted.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View {
        searchScopes(scope, scopes: scopes)
    }
}

/// When search scopes show, as SwiftUI's `SearchScopeActivation`: accepted (they show while searching).
public struct SearchScopeActivation: Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = SearchScopeActivation(name: "automatic")
    /// When a search is presented.
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
    /// When text is typed.
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
}

struct SearchCompletionModifier: ViewModifier {
    let completion: String
    @Environment(\.searchCompletionText) var target
    func body(content: Content) -> some View {
        Button { target?.wrappedValue = completion } label: { content }
    }
}
