/// The children of a builder as a container that lays them out itself
/// sees them (a `TabView`, whose children are its tabs): each child view
/// with its identity and the traits its modifiers set (`.tag`, `.tabItem`,
/// `.badge`), found without resolving it. Tuples, groups, `if`/`else`,
/// optionals and `ForEach` are looked through, as SwiftUI does.
@MainActor
struct ViewListElement {
    /// The child's identity among its siblings.
    let id: AnyHashable
    let view: AnyView
    let traits: ViewTraits
    /// The child's parts when it is a `Section`, for a `Form` or `List`.
    var section: SectionContent?
}

/// What a child's modifiers say about it to its container.
@MainActor
struct ViewTraits {
    /// The outermost `.tag(_:)`.
    var tag: AnyHashable?
    /// The `.tabItem { }` label.
    var tabItem: AnyView?
    /// The `.badge(_:)`: nil when none was set, `.some(nil)` when it was hidden.
    var badge: Text??
}

/// A view made of several children (a tuple, a group, a `ForEach`).
@MainActor
protocol ViewListSource {
    func appendElements(id: [AnyHashable], to list: inout [ViewListElement])
}

/// A view whose modifiers set traits.
@MainActor
protocol ViewTraitSource {
    func readTraits(into traits: inout ViewTraits)
}

/// A modifier that sets a trait.
@MainActor
protocol ViewTraitModifier {
    func write(into traits: inout ViewTraits)
}

/// The children of `view`, in order.
@MainActor
func viewListElements<V: View>(of view: V) -> [ViewListElement] {
    var list: [ViewListElement] = []
    appendViewListElements(of: view, id: [], to: &list)
    return list
}

@MainActor
func appendViewListElements<V: View>(of view: V, id: [AnyHashable], to list: inout [ViewListElement]) {
    if let source = view as? ViewListSource {
        source.appendElements(id: id, to: &list)
        return
    }
    if view is EmptyView { return }
    var traits = ViewTraits()
    (view as? ViewTraitSource)?.readTraits(into: &traits)
    list.append(ViewListElement(id: AnyHashable(id), view: AnyView(view), traits: traits,
                                section: (view as? SectionParts)?.sectionContent))
}

extension TupleView: ViewListSource {
    func appendElements(id: [AnyHashable], to list: inout [ViewListElement]) {
        var index = 0
        for child in repeat each content {
            appendViewListElements(of: child, id: id + [AnyHashable(index)], to: &list)
            index += 1
        }
    }
}

extension Group: ViewListSource {
    func appendElements(id: [AnyHashable], to list: inout [ViewListElement]) {
        appendViewListElements(of: content, id: id, to: &list)
    }
}

extension _ConditionalContent: ViewListSource {
    func appendElements(id: [AnyHashable], to list: inout [ViewListElement]) {
        switch storage {
        case .trueContent(let v): appendViewListElements(of: v, id: id + [AnyHashable(true)], to: &list)
        case .falseContent(let v): appendViewListElements(of: v, id: id + [AnyHashable(false)], to: &list)
        }
    }
}

extension Optional: ViewListSource where Wrapped: View {
    func appendElements(id: [AnyHashable], to list: inout [ViewListElement]) {
        if let self { appendViewListElements(of: self, id: id, to: &list) }
    }
}

extension ForEach: ViewListSource {
    func appendElements(id: [AnyHashable], to list: inout [ViewListElement]) {
        for element in data {
            appendViewListElements(of: content(element), id: id + [AnyHashable(element[keyPath: self.id])], to: &list)
        }
    }
}

extension ModifiedContent: ViewTraitSource {
    func readTraits(into traits: inout ViewTraits) {
        (modifier as? ViewTraitModifier)?.write(into: &traits)
        (content as? ViewTraitSource)?.readTraits(into: &traits)
    }
}

extension TagModifier: ViewTraitModifier {
    /// The outermost tag wins, as in SwiftUI.
    func write(into traits: inout ViewTraits) {
        if traits.tag == nil { traits.tag = tag }
    }
}
