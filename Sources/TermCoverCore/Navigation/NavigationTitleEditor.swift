/// The title of a page whose `navigationTitle` is a binding: renamed in
/// place, as iOS 16 lets a person rename a document from its title.
///
/// It shows the binding's value, bold, as any title. Tab reaches it after
/// the page's content (it is a control of the bar, reverse video while
/// focused); Return on it, or a click, turns it into a field holding the
/// title, the cursor at the end. Return there writes the new name to the
/// binding and Esc leaves the title as it was; either way the title shows
/// again, still focused. An empty name is not taken: the title keeps its
/// last value.
///
/// The title and the field are one control at one path, so focus stays
/// where it is as one turns into the other (a swap of two views would move
/// focus, and the bar's items change in the navigation's transaction, whose
/// spring would fade them).
struct NavigationTitleEditor: View, PrimitiveView {
    typealias Body = Never
    let title: Binding<String>

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let title = self.title
        let draft = context.graph.stateBox(at: context.path.appending(.name("draft")), initial: String?.none)
        let cursor = context.graph.stateBox(at: context.path.appending(.name("cursor")), initial: Int.max)
        let enabled = context.environment.isEnabled
        guard enabled, let editing = draft.value else {
            var label = context
            if enabled && context.focusedPath == context.path { label.environment.textAttributes.insert(.reverse) }
            let text = label.resolve(Text(title.wrappedValue).bold().lineLimit(1), at: .name("label"))
            return [ButtonNode(single(text), path: enabled ? context.path : nil) {
                // The field's cursor (at this path too) starts after the name.
                cursor.set(Int.max)
                draft.set(title.wrappedValue)
            }]
        }
        var field = context
        field.environment.submitActions = [{
            if let name = draft.value, !name.isEmpty, name != title.wrappedValue { title.wrappedValue = name }
            draft.set(nil)
        }]
        let text = Binding(get: { draft.value ?? editing }, set: { draft.set($0) })
        // As wide as the name and the cursor's cell, centered on the bar as the title is.
        let node = FixedSizeNode(single(field.textFieldNodes(text: text, placeholder: "", secure: false)),
                                 horizontal: true, vertical: false)
        return [KeyHandlerNode(node) { press in
            guard press.key == .escape else { return .ignored }
            draft.set(nil)
            return .handled
        }]
    }
}
