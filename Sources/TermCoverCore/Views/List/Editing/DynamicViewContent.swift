import Foundation

/// A view made of one view per element of a collection, as SwiftUI's
/// `DynamicViewContent`: a `ForEach`. Inside a `List` it takes the edit
/// actions `onDelete(perform:)` and `onMove(perform:)`.
public protocol DynamicViewContent: View {
    /// The type of the collection.
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Lets the user delete rows of a `List` made by this content, as
    /// SwiftUI's `onDelete(perform:)`: `action` gets the offsets (in
    /// `data`) of the rows to delete, and usually passes them to
    /// `remove(atOffsets:)`. The current row goes with Backspace or Delete,
    /// its leading trailing-swipe action ("Delete", with ←), or its `⊖`
    /// mark in edit mode (click it, or Backspace); `.deleteDisabled(true)`
    /// keeps a row. Nil takes deletion away.
    public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> some DynamicViewContent {
        EditActionsContent(content: self, onDelete: .some(action))
    }

    /// Lets the user move rows of a `List` made by this content, as
    /// SwiftUI's `onMove(perform:)`: `action` gets the offsets of the rows
    /// moved and the offset they go before, counted before the move (as
    /// `move(fromOffsets:toOffset:)` takes it). Shift-K moves the current
    /// row up and Shift-J down (a terminal does not report Shift or Option
    /// with an arrow), and edit mode shows a `≡` handle on each row that
    /// moves, which the mouse drags to another row; `.moveDisabled(true)`
    /// keeps a row in place. Nil takes moving away.
    public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditActionsContent(content: self, onMove: .some(action))
    }
}

/// Content with an edit action: it hands the action to the `ForEach`
/// inside, which gives each row its offset and the action.
struct EditActionsContent<Content: DynamicViewContent>: DynamicViewContent, PrimitiveView {
    typealias Body = Never
    let content: Content
    var onDelete: (@MainActor (IndexSet) -> Void)?? = nil
    var onMove: (@MainActor (IndexSet, Int) -> Void)?? = nil

    var data: Content.Data { content.data }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var context = context
        var actions = context.environment[ListEditActionsKey.self] ?? ListEditActions()
        // The innermost modifier wins: it is resolved last.
        if let onDelete { actions.onDelete = onDelete }
        if let onMove { actions.onMove = onMove }
        context.environment[ListEditActionsKey.self] = actions
        return context.resolveHere(content)
    }
}
