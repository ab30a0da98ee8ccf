/// The search field row, its scopes and suggestions, over the searchable content.
struct SearchableModifier: PrimitiveModifier {
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: String

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        var fieldContext = context
        fieldContext.environment.submitActions = context.environment.searchSubmitActions
        let field = single(fieldContext.resolve(TextField(prompt, text: text), at: .name("search")))
        let fieldPath = field.focusPath
        if let fieldPath, !context.graph.deferredFocusPaths.contains(fieldPath) {
            context.graph.deferredFocusPaths.insert(fieldPath)
        }
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
        var parts: [LayoutNode] = [field]
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
        parts += content.resolve(inner)
        let stack = StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: parts)
        let graph = context.graph
        return [SearchNode(stack, focused: focused, focus: { if let fieldPath { graph.focusRequest = fieldPath } }, dismiss: {
            guard searching || !text.wrappedValue.isEmpty else { return false }
            dismiss()
            return true
        })]
    }
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
