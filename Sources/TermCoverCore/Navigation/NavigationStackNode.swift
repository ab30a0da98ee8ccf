/// A navigation stack's shown pages, bottom to top, each filling the
/// stack's frame (moved by its push or pop). Only the top page takes
/// focus, keys and clicks: the others are drawn, not reached.
@MainActor
final class NavigationStackNode: LayoutNode {
    let pages: [LayoutNode]
    /// The top page, when it is not leaving.
    let interactive: LayoutNode?
    let model: NavigationModel
    private let reachable: [LayoutNode]

    init(pages: [LayoutNode], interactive: LayoutNode?, model: NavigationModel) {
        self.pages = pages
        self.interactive = interactive
        self.model = model
        reachable = interactive.map { [$0] } ?? []
    }

    /// The top page alone: what focus, keys and clicks reach.
    override var children: [LayoutNode] { reachable }

    /// Every page shown: a cached layer around the stack is stale when any moves.
    override var drawnChildren: [LayoutNode] { pages }

    override func computeSize(_ p: CellProposal) -> Size {
        let natural = (interactive ?? pages.last)?.sizeThatFits(CellProposal(width: nil, height: nil)) ?? .zero
        func fill(_ proposed: Int?, _ n: Int) -> Int { proposed.map { $0 == .max ? n : $0 } ?? n }
        return Size(width: fill(p.width, natural.width), height: fill(p.height, natural.height))
    }

    override func place(in rect: Rect) {
        frame = rect
        for page in pages { page.place(in: rect) }
    }

    override func shift(dx: Int, dy: Int) {
        frame = frame.offsetBy(dx: dx, dy: dy)
        for page in pages { page.shift(dx: dx, dy: dy) }
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        for page in pages { page.draw(into: &canvas, context) }
    }

    /// Esc, and Backspace that no control took, go back a page: in a
    /// stack inside the top page first.
    override func handleKey(_ key: Key) -> Bool {
        guard key == .escape || key == .delete else { return false }
        return model.popTop()
    }

    override func popInnermostNavigation() -> Bool {
        super.popInnermostNavigation() || model.popTop()
    }
}
