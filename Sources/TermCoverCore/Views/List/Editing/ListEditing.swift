import Foundation


/// What the rows of a list allow: deleting and moving (`onDelete`,
/// `onMove`, `deleteDisabled`, `moveDisabled`) and their swipe actions.
/// It calls the app's actions with offsets in each `ForEach`'s data.
@MainActor
struct ListEditing {
    let parts: ListParts

    func canDelete(_ row: Int) -> Bool {
        guard parts.contains(row), let edit = parts.row(row).edit else { return false }
        return edit.actions.onDelete != nil && parts.row(row).preferences.deleteDisabled != true
    }

    func canMove(_ row: Int) -> Bool {
        guard parts.contains(row), let edit = parts.row(row).edit else { return false }
        return edit.actions.onMove != nil && parts.row(row).preferences.moveDisabled != true
    }

    /// Deletes `row` through its `onDelete`; false when it cannot be deleted.
    @discardableResult
    func delete(_ row: Int) -> Bool {
        guard canDelete(row), let edit = parts.row(row).edit, let onDelete = edit.actions.onDelete else { return false }
        onDelete(IndexSet(integer: edit.offset))
        return true
    }

    /// Moves `row` one place up (`delta` -1) or down (+1) among the rows
    /// of its `ForEach`, through its `onMove`; the row's index after the
    /// move, or nil when it cannot move there.
    func move(_ row: Int, by delta: Int) -> Int? {
        guard canMove(row), let edit = parts.row(row).edit, let onMove = edit.actions.onMove else { return nil }
        let to = edit.offset + delta
        guard to >= 0, to < edit.count else { return nil }
        // SwiftUI's destination counts before the move: down past the next
        // row is the offset after that row.
        onMove(IndexSet(integer: edit.offset), delta < 0 ? to : to + 1)
        return row + delta
    }

    /// Moves `row` to where `target` is, among the rows of its `ForEach`
    /// (a drag by its handle): down past `target`, or up before it.
    @discardableResult
    func move(_ row: Int, to target: Int) -> Bool {
        guard canMove(row), let edit = parts.row(row).edit, let onMove = edit.actions.onMove,
              let other = parts.row(target).edit, other.group == edit.group, target != row else { return false }
        onMove(IndexSet(integer: edit.offset), other.offset > edit.offset ? other.offset + 1 : other.offset)
        return true
    }

    /// The actions a swipe from `edge` shows on `row`: its own, or for the
    /// trailing edge of a row that can be deleted, "Delete".
    func swipeActions(_ row: Int, _ edge: HorizontalEdge, deleteOnly: Bool = false) -> SwipeActionsContent? {
        guard parts.contains(row) else { return nil }
        let preferences = parts.row(row).preferences
        if edge == .leading { return deleteOnly ? nil : preferences.leadingSwipe }
        if !deleteOnly, let own = preferences.trailingSwipe { return own }
        guard canDelete(row) else { return nil }
        let delete: @MainActor () -> Void = { _ = self.delete(row) }
        return SwipeActionsContent(content: AnyView(Button("Delete", role: .destructive, action: delete)), allowsFullSwipe: true)
    }

    /// The marks a row shows in edit mode: a delete mark's column when its
    /// `ForEach` deletes (shown when this row can be deleted), a move
    /// handle's when it moves.
    func marks(_ row: Int) -> (delete: Bool?, move: Bool?) {
        guard let edit = parts.row(row).edit else { return (nil, nil) }
        return (edit.actions.onDelete == nil ? nil : canDelete(row), edit.actions.onMove == nil ? nil : canMove(row))
    }

    /// The first context menu in `row`'s content.
    func contextMenu(_ row: Int) -> ContextMenuNode? {
        guard parts.contains(row) else { return nil }
        func find(_ node: LayoutNode) -> ContextMenuNode? {
            if let menu = node as? ContextMenuNode { return menu }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        return find(parts.row(row).node)
    }
}
