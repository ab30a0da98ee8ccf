/// The search field row, its scopes and suggestions: in the navigation
/// bar of the page the view is in (or of the first page of a navigation
/// container inside it), else over the searchable content.
struct SearchableModifier: PrimitiveModifier {
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let placement: SearchFieldPlacement
    let prompt: String

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        var fieldContext = context
        fieldContext.environment.submitActions = context.environment.searchSubmitActions
        let field = single(fieldContext.resolve(TextField(prompt, text: text), at: .name("search")))
        let fieldPath = field.focusPath
        if let fieldPath, !context.graph.deferredFocusPaths.contains(fieldPath) {
            context.graph.deferredFocusPaths.insert(fieldPath)
        }
        // Whether it is searching goes to the content too (`isSearching`).
        context.graph.reuse.noteReadsFocus()
        let focused = fieldPath != nil && context.focusedPath == fieldPath
        // A suggestion with focus keeps the search going (Tab from the field goes to them).
        let suggestionsPath = context.path.appending(.name("suggestions"))
        let onSuggestion = context.focusedPath?.hasPrefix(suggestionsPath) ?? false
        let searching = focused || onSuggestion
        if let isPresented, isPresented.wrappedValue != searching {
            // The binding follows the search's focus (written after the frame, not while views are made).
            context.graph.runAfterFrame { if isPresented.wrappedValue != searching { isPresented.wrappedValue = searching } }
        }
        let text = self.text, isPresented = self.isPresented
        let dismiss: @MainActor () -> Void = {
            if !text.wrappedValue.isEmpty { text.wrappedValue = "" }
            if isPresented?.wrappedValue == true { isPresented?.wrappedValue = false }
        }
        var parts: [LayoutNode] = []
        var inner = context
        inner.environment.searchState = SearchState(isSearching: searching, dismiss: dismiss)
        inner.environment.searchSuggestions = nil
        inner.environment.searchScopes = nil
        if searching || !text.wrappedValue.isEmpty, let scopes = context.environment.searchScopes {
            parts += context.resolve(scopes, at: .name("scopes"))
        }
        if searching, let suggestions = context.environment.searchSuggestions {
            var list = inner
            list.environment.searchCompletionText = text
            parts += list.resolve(VStack(alignment: .leading, spacing: 0) { suggestions }, at: .name("suggestions"))
        }
        let graph = context.graph
        let wrap: @MainActor (LayoutNode) -> SearchNode = { node in
            SearchNode(node, focused: focused, focus: { if let fieldPath { graph.focusRequest = fieldPath } }, dismiss: {
                guard searching || !text.wrappedValue.isEmpty else { return false }
                dismiss()
                return true
            })
        }
        // The bar's part: the field (in the drawer, or the principal place) and what shows under it.
        let principal = placement.kind == .toolbarPrincipal
        let drawerParts = principal ? parts : [field] + parts
        let bar = PageSearchBar(principal: principal ? wrap(field) : nil,
                                drawer: drawerParts.isEmpty ? nil
                                    : wrap(StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: drawerParts)))
        if let record = context.environment[NavigationContextKey.self]?.record {
            // Inside a page: its bar takes the field (again whenever the page is reused).
            context.graph.perform { record.search = bar }
            return [wrap(single(content.resolve(inner)))]
        }
        // Around a navigation container: the first page it shows takes the field.
        let offer = SearchBarOffer(bar: bar)
        inner.environment[SearchBarOfferKey.self] = offer
        let nodes = content.resolve(inner)
        if offer.taken { return [wrap(single(nodes))] }
        let stack = StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: [field] + parts + nodes)
        return [wrap(stack)]
    }
}

/// What a searchable view gives a navigation page's bar: the field for
/// the bar's principal place, or the rows under its title.
@MainActor
struct PageSearchBar {
    let principal: LayoutNode?
    let drawer: LayoutNode?
}

/// A search field offered to the first navigation page inside a
/// searchable view: taken, it is drawn in that page's bar, not over the view.
@MainActor
final class SearchBarOffer {
    let bar: PageSearchBar
    private(set) var taken = false
    init(bar: PageSearchBar) { self.bar = bar }
    /// The bar's part, once: nil when another page took it.
    func take() -> PageSearchBar? {
        guard !taken else { return nil }
        taken = true
        return bar
    }
}

struct SearchBarOfferKey: EnvironmentKey {
    static let defaultValue: SearchBarOffer? = nil
}

/// Takes `/` (focus the search field) and Esc (end the search) when nothing inside took them.
@MainActor
final class SearchNode: WrapperNode {
    let focused: Bool
    let focus: @MainActor () -> Void
    let dismiss: @MainActor () -> Bool
    init(_ child: LayoutNode, focused: Bool, focus: @escaping @MainActor () -> Void, dismiss: @escaping @MainActor () -> Bool) {
        self.focused = focused
        self.focus = focus
        self.dismiss = dismiss
        super.init(child)
    }
    override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .character("/") where !focused:
            focus()
            return true
        case .escape: return dismiss()
        default: return false
        }
    }
}
