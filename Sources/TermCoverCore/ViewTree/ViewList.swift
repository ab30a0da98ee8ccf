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

/// Walks the children of a builder the way containers that lay out their
/// children themselves see them: tuples, groups, `if`/`else` and optionals
/// are looked through, each other view is a child, and a `ForEach` is
/// handed over whole (a lazy stack builds its elements one at a time; a
/// `TabView` wants each of them).
@MainActor
protocol ViewChildrenVisitor {
    /// A child that is no container of children.
    mutating func visitChild<V: View>(_ view: V, structure: [AnyHashable])
    /// A `ForEach`, at its place in the structure.
    mutating func visitForEach<Data, ID, Content>(_ forEach: ForEach<Data, ID, Content>, structure: [AnyHashable])
}

/// A view made of several children (a tuple, a group, a conditional, a `ForEach`).
@MainActor
protocol ViewChildrenSource {
    func walkChildren<Visitor: ViewChildrenVisitor>(structure: [AnyHashable], _ visitor: inout Visitor)
}

/// Hands `view`'s children to `visitor`, in order; an `EmptyView` has none.
@MainActor
func walkViewChildren<V: View, Visitor: ViewChildrenVisitor>(of view: V, structure: [AnyHashable], _ visitor: inout Visitor) {
    if let source = view as? ViewChildrenSource {
        source.walkChildren(structure: structure, &visitor)
    } else if !(view is EmptyView) {
        visitor.visitChild(view, structure: structure)
    }
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

/// The children of `view`, in order, each `ForEach` element one of them.
@MainActor
func viewListElements<V: View>(of view: V) -> [ViewListElement] {
    var collector = ViewListCollector()
    walkViewChildren(of: view, structure: [], &collector)
    return collector.list
}

/// Gathers every child as a `ViewListElement`.
@MainActor
private struct ViewListCollector: ViewChildrenVisitor {
    var list: [ViewListElement] = []

    mutating func visitChild<V: View>(_ view: V, structure: [AnyHashable]) {
        var traits = ViewTraits()
        (view as? ViewTraitSource)?.readTraits(into: &traits)
        list.append(ViewListElement(id: AnyHashable(StructuralID(structure)), view: AnyView(view), traits: traits,
                                    section: (view as? SectionParts)?.sectionContent))
    }

    mutating func visitForEach<Data, ID, Content>(_ forEach: ForEach<Data, ID, Content>, structure: [AnyHashable]) {
        for element in forEach.data {
            walkViewChildren(of: forEach.content(element), structure: structure + [AnyHashable(element[keyPath: forEach.id])], &self)
        }
    }
}

extension TupleView: ViewChildrenSource {
    func walkChildren<Visitor: ViewChildrenVisitor>(structure: [AnyHashable], _ visitor: inout Visitor) {
        var index = 0
        for child in repeat each content {
            walkViewChildren(of: child, structure: structure + [AnyHashable(index)], &visitor)
            index += 1
        }
    }
}

extension Group: ViewChildrenSource {
    func walkChildren<Visitor: ViewChildrenVisitor>(structure: [AnyHashable], _ visitor: inout Visitor) {
        walkViewChildren(of: content, structure: structure, &visitor)
    }
}

extension _ConditionalContent: ViewChildrenSource {
    func walkChildren<Visitor: ViewChildrenVisitor>(structure: [AnyHashable], _ visitor: inout Visitor) {
        switch storage {
        case .trueContent(let v): walkViewChildren(of: v, structure: structure + [AnyHashable(true)], &visitor)
        case .falseContent(let v): walkViewChildren(of: v, structure: structure + [AnyHashable(false)], &visitor)
        }
    }
}

extension Optional: ViewChildrenSource where Wrapped: View {
    func walkChildren<Visitor: ViewChildrenVisitor>(structure: [AnyHashable], _ visitor: inout Visitor) {
        if let self { walkViewChildren(of: self, structure: structure, &visitor) }
    }
}

extension ForEach: ViewChildrenSource {
    func walkChildren<Visitor: ViewChildrenVisitor>(structure: [AnyHashable], _ visitor: inout Visitor) {
        visitor.visitForEach(self, structure: structure)
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
