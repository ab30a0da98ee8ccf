import Foundation

/// The edit actions a `ForEach` was given, on their way down to it.
struct ListEditActions {
    var onDelete: (@MainActor (IndexSet) -> Void)?
    var onMove: (@MainActor (IndexSet, Int) -> Void)?
}

struct ListEditActionsKey: EnvironmentKey {
    static var defaultValue: ListEditActions? { nil }
}

/// A row a `ForEach` with edit actions made: its offset in the
/// `ForEach`'s data, how many rows the `ForEach` has, which `ForEach`
/// (a row moves among its own only), and the actions. It lays out and
/// draws as its content.
@MainActor
final class ListEditRowNode: WrapperNode {
    let offset: Int
    let count: Int
    let group: ViewPath
    let actions: ListEditActions

    init(_ child: LayoutNode, offset: Int, count: Int, group: ViewPath, actions: ListEditActions) {
        self.offset = offset
        self.count = count
        self.group = group
        self.actions = actions
        super.init(child)
    }

    /// The edit row `node` is, under the wrappers around it.
    static func of(_ node: LayoutNode) -> ListEditRowNode? {
        var current: LayoutNode? = node
        while let n = current {
            if let row = n as? ListEditRowNode { return row }
            current = (n as? WrapperNode)?.child
        }
        return nil
    }
}

extension DynamicChild {
    /// This child's rows, marked as the row at `offset` of `count` in the `ForEach` at `group`.
    func editable(offset: Int, of count: Int, in group: ViewPath, _ actions: ListEditActions) -> DynamicChild {
        let resolve = resolver
        return DynamicChild(key: key) { context in
            let nodes = resolve(context)
            // A row on its way out (its removal animating) is no longer the data's.
            if context.isLeavingTree { return nodes }
            return nodes.map { ListEditRowNode($0, offset: offset, count: count, group: group, actions: actions) }
        }
    }
}
