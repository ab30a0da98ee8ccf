/// A `ScrollViewProxy.scrollTo(_:anchor:)` waiting for the next layout of
/// the scroll views the proxy reaches: where a view is is known only once
/// it is placed. Shared by all of them, so that only the first to find the
/// id scrolls, as SwiftUI's proxy scrolls "the first" scroll view holding it.
@MainActor
final class ScrollRequest {
    let id: AnyHashable
    let anchor: UnitPoint?
    /// The change's transaction: inside `withAnimation` the scroll animates.
    let transaction: Transaction
    /// Set by the scroll view that found the id.
    var isDone = false

    init(id: AnyHashable, anchor: UnitPoint?, transaction: Transaction) {
        self.id = id
        self.anchor = anchor
        self.transaction = transaction
    }
}
