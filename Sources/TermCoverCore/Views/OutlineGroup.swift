/// A tree of data shown as nested disclosure groups, as SwiftUI's
/// `OutlineGroup`: each element whose `children` are not nil is a
/// `DisclosureGroup` of them, labelled with its own content; the others
/// are leaves. In a `List`, every shown element is a row of the list.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View
where Data.Element: Identifiable, ID == Data.Element.ID {
    let data: Data
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    /// An outline of `data`, whose elements' `children` are their subtrees.
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.data = data
        self.children = children
        self.content = content
    }

    /// The elements in order, each a group of its children or a leaf.
    public var body: some View {
        ForEach(data) { element in
            if let kids = element[keyPath: children] {
                DisclosureGroup {
                    AnyView(OutlineGroup(kids, children: children, content: content))
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
    }
}

extension List where SelectionValue == Never {
    /// A list of a tree of identifiable `data`, as SwiftUI's
    /// `List(_:children:rowContent:)`: an `OutlineGroup` of it.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }
}
