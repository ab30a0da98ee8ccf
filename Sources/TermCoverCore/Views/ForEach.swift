/// Views computed from a collection, one per element, each identified by its
/// id so that insertions and removals animate with their transitions.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// Views and plain values only.
    static var holdsDynamicProperties: Bool { false }

    public typealias Body = Never
    /// The collection the views are computed from.
    public let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    /// Creates views for `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        // In a List each row is tagged with its id, as SwiftUI does, so the
        // list can select it, unless the row is tagged already.
        let inList = context.environment[ListSelectionKey.self] != nil
        let inScrollView = context.environment[ScrollTargetsKey.self] != nil
        // `onDelete` and `onMove` are this ForEach's, not a ForEach's in its rows.
        let edits = context.environment[ListEditActionsKey.self]
        var context = context
        if edits != nil { context.environment[ListEditActionsKey.self] = nil }
        let count = data.count, group = context.path
        return context.resolveDynamic(data.enumerated().map { offset, element in
            let key = AnyHashable(element[keyPath: id])
            let view = content(element)
            var child = !inList || view is any ExplicitlyTaggedView ? DynamicChild(key: key, view: view)
                : DynamicChild(key: key) { row in row.resolveTagged(key) { $0.resolveHere(view) } }
            if let edits { child = child.editable(offset: offset, of: count, in: group, edits) }
            // A scroll view's proxy scrolls to an element by its id.
            return inScrollView ? context.registeringScrollTarget(child) : child
        })
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates views for identifiable `data`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views for a constant range of integers.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

/// One element of a bound collection, for `ForEach($items)`: its id and a
/// binding to it that follows the element by id as the collection changes.
public struct BoundElement<Element: Identifiable>: Identifiable {
    /// The element's id.
    public let id: Element.ID
    /// A binding to the element.
    public let binding: Binding<Element>
}

extension ForEach {
    /// Creates views for a binding to a collection of identifiable elements,
    /// each given a binding to its element, as in SwiftUI:
    /// `ForEach($items) { $item in Toggle(item.name, isOn: $item.done) }`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where C.Element: Identifiable, Data == [BoundElement<C.Element>], ID == C.Element.ID {
        let elements = data.wrappedValue.map { element in
            let id = element.id
            let binding = Binding<C.Element>(
                get: { data.wrappedValue.first { $0.id == id } ?? element },
                set: { newValue in
                    if let index = data.wrappedValue.firstIndex(where: { $0.id == id }) { data.wrappedValue[index] = newValue }
                })
            return BoundElement(id: id, binding: binding)
        }
        self.init(elements, id: \.id) { content($0.binding) }
    }
}
