/// The scroll views a `ScrollViewReader`'s proxy reaches: those inside the
/// reader and the one around it. Each registers while it resolves (and
/// again when a reused subtree replays it), in tree order.
@MainActor
final class ScrollReaderHub {
    private(set) var controllers: [ScrollController] = []
    weak var graph: ViewGraph?

    init(graph: ViewGraph) { self.graph = graph }

    /// Forgets the scroll views: the reader resolves its content again.
    func reset() { controllers.removeAll(keepingCapacity: true) }

    func register(_ controller: ScrollController) {
        if !controllers.contains(where: { $0 === controller }) { controllers.append(controller) }
    }

    /// Asks every scroll view reached to scroll to `id` at its next layout;
    /// the first that holds the view does. The change carries the current
    /// transaction, so inside `withAnimation` the scroll animates.
    func scrollTo(_ id: AnyHashable, anchor: UnitPoint?) {
        let request = ScrollRequest(id: id, anchor: anchor, transaction: Transaction.current ?? Transaction())
        for controller in controllers { controller.request = request }
        graph?.invalidate()
    }
}

/// The readers around a view, innermost last.
struct ScrollReadersKey: EnvironmentKey {
    static var defaultValue: [ScrollReaderHub] { [] }
}
