/// How a `List` resolves its content. A short list resolves every row
/// each frame, as any container does. A long one (more rows than
/// `ListContent.lazyThreshold`) is lazy, as SwiftUI's is: its sections'
/// headers and footers are resolved, and each `ForEach` run of rows
/// becomes a `ListParts.LazyRun`, its elements built only as they come
/// near view, so a frame costs what shows, not the whole list.
///
/// In a lazy list each `ForEach` element is one row (its views, if
/// several, stacked), a row's state lives while it is built, and Tab
/// reaches the controls of the rows built (those near view), as in a lazy
/// stack. A `ForEach` whose rows are tagged explicitly is resolved whole,
/// since its selection values are known only from its rows.
@MainActor
enum ListContent {
    /// More rows than this and the list builds only what is near view.
    static var lazyThreshold = 200

    /// The list's content as pieces: resolved whole when short, lazily when long.
    static func pieces<Content: View>(of content: Content, in context: ResolveContext) -> [ListParts.Piece] {
        var counter = ListRowCounter()
        walkViewChildren(of: content, structure: [], &counter)
        guard counter.count > lazyThreshold else {
            return context.resolve(content, at: .name("rows")).map { .node($0) }
        }
        var walker = ListContentWalker(context: context.appendingPath(.name("rows")))
        walkViewChildren(of: content, structure: [], &walker)
        return walker.pieces
    }
}

/// A `Section` seen from a lazy list: its header and footer, and its rows
/// to walk without resolving them.
@MainActor
protocol ListSectionSource {
    /// The header and footer as the list draws them, and whether the rows show.
    func listChrome(_ context: ResolveContext) -> (header: LayoutNode?, footer: LayoutNode?, shown: Bool)
    /// Walks the section's rows.
    func walkListRows<Visitor: ViewChildrenVisitor>(_ visitor: inout Visitor)
}

extension Section: ListSectionSource {
    func walkListRows<Visitor: ViewChildrenVisitor>(_ visitor: inout Visitor) {
        walkViewChildren(of: content, structure: [], &visitor)
    }
}

/// Counts a list's rows without building them: a `ForEach`'s elements,
/// a section's rows (its own `ForEach`es counted the same way).
@MainActor
private struct ListRowCounter: ViewChildrenVisitor {
    var count = 0

    mutating func visitChild<V: View>(_ view: V, structure: [AnyHashable]) {
        if let section = view as? ListSectionSource {
            section.walkListRows(&self)
        } else {
            count += 1
        }
    }

    mutating func visitForEach<Data, ID, Content>(_ forEach: ForEach<Data, ID, Content>, structure: [AnyHashable]) {
        guard Content.self is ListSectionSource.Type else {
            count += forEach.data.count
            return
        }
        for element in forEach.data {
            (forEach.content(element) as? ListSectionSource)?.walkListRows(&self)
        }
    }
}

/// Turns a long list's content into pieces: sections with their chrome
/// resolved, `ForEach` runs lazy, anything else resolved as it stands.
@MainActor
private struct ListContentWalker: ViewChildrenVisitor {
    /// Where the children are resolved: the list's rows, or a section's.
    let context: ResolveContext
    var pieces: [ListParts.Piece] = []
    /// Inside a section: its rows.
    var rows: [ListParts.RowsPiece] = []
    var inSection = false

    init(context: ResolveContext) {
        self.context = context
    }

    mutating func visitChild<V: View>(_ view: V, structure: [AnyHashable]) {
        let here = context.appendingPath(.key(AnyHashable(StructuralID(structure))))
        if !inSection, let section = view as? ListSectionSource {
            addSection(section, at: here)
            return
        }
        let nodes = here.resolveHere(view)
        if inSection { rows.append(.nodes(nodes)) } else { pieces += nodes.map { .node($0) } }
    }

    mutating func visitForEach<Data, ID, Content>(_ forEach: ForEach<Data, ID, Content>, structure: [AnyHashable]) {
        let here = context.appendingPath(.key(AnyHashable(StructuralID(structure))))
        let data = forEach.data, idPath = forEach.id, content = forEach.content
        func element(_ k: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: k)] }
        if !inSection, Content.self is ListSectionSource.Type {
            for e in data {
                if let section = content(e) as? ListSectionSource {
                    addSection(section, at: here.appendingPath(.key(AnyHashable(e[keyPath: idPath]))))
                }
            }
            return
        }
        // Tagged rows say their selection values only when built: resolve them whole.
        if Content.self is any ExplicitlyTaggedView.Type {
            let nodes = here.resolveHere(forEach)
            if inSection { rows.append(.nodes(nodes)) } else { pieces += nodes.map { .node($0) } }
            return
        }
        let tagged = context.environment[ListSelectionKey.self] != nil
        let run = ListParts.LazyRun(count: data.count, id: { AnyHashable(element($0)[keyPath: idPath]) }) { k in
            let e = element(k)
            let key = AnyHashable(e[keyPath: idPath])
            let row = here.appendingPath(.key(key))
            // Each row is a point of reuse, as a lazy stack's children are:
            // a move of focus builds again the rows it moved between only.
            let nodes = row.graph.retainedChild(at: row.path.appending(.name("listRow")), holding: row.path,
                                                inputsChangedAt: row.inputsChangedAt,
                                                hidden: row.environment[LifecycleHiddenKey.self]) {
                // Tagged with its id, as a ForEach's rows in a list are.
                tagged ? row.resolveTagged(key) { $0.resolveHere(content(e)) } : row.resolveHere(content(e))
            }
            return nodes.count == 1 ? nodes[0]
                : StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: nodes)
        }
        if inSection { rows.append(.lazy(run)) } else { pieces.append(.lazyRows(run)) }
    }

    private mutating func addSection(_ section: ListSectionSource, at path: ResolveContext) {
        let (header, footer, shown) = section.listChrome(path)
        var inner = ListContentWalker(context: path.containerContext(axis: .vertical).appendingPath(.name("rows")))
        inner.inSection = true
        if shown { section.walkListRows(&inner) }
        pieces.append(.section(header: header, footer: footer, rows: inner.rows))
    }
}
