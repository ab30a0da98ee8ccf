/// One resolved piece of the view tree for one frame: it sizes itself for a
/// proposal, is placed by its parent, and draws. Nodes are rebuilt from the
/// views whenever something they were built from may have changed (see
/// `ViewGraph.retained`); anything that must last lives in the view graph.
/// A node, once built, never changes what it shows, but for translations
/// that take each frame's value in place (`TranslationEffectModifier`): a
/// reused node draws the same cells when placed in the same rectangle with
/// the translations inside it where they were.
@MainActor
class LayoutNode {
    /// Where the parent placed the node, in screen cells.
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Cached answers to proposals within this frame.
    private var sizeCache = SizeMemo()

    /// What the node drew into a layer of its own, for an effect that
    /// composes it: see `EffectNode`.
    var drawnLayer: (size: Size, context: DrawContext, canvas: CellGrid, translations: [RenderEffect])?
    /// `drawnLayer` as a picture, once an effect needed one.
    var drawnPicture: LayerPicture?
    /// Whether `drawnLayer` is an opaque surface (see `CellGrid.isOpaqueSurface`).
    var drawnLayerIsOpaque = false
    /// Frames in which a moving whole-screen surface drew this node: see `EffectNode`.
    var surfaceDraws = 0
    /// The effect nodes below this one whose translation changes in place,
    /// found once: the rest of a built node's subtree never changes.
    var translationsInside: [EffectNode] {
        if let found = foundTranslations { return found }
        var found: [EffectNode] = []
        for child in drawnChildren { child.collectTranslations(into: &found) }
        foundTranslations = found
        return found
    }
    private var foundTranslations: [EffectNode]?

    private func collectTranslations(into found: inout [EffectNode]) {
        if let effect = self as? EffectNode, effect.takesTranslationsInPlace { found.append(effect) }
        for child in drawnChildren { child.collectTranslations(into: &found) }
    }

    /// Every child the node draws: `children` unless some are drawn but
    /// not reached (a navigation stack's covered page).
    var drawnChildren: [LayoutNode] { children }

    /// Children, for traversals such as focus and key handling.
    var children: [LayoutNode] { [] }

    /// The size the node chooses for `proposal`. Memoised: stacks ask often.
    final func sizeThatFits(_ proposal: CellProposal) -> Size {
        if let cached = sizeCache[proposal] { return cached }
        let size = computeSize(proposal)
        sizeCache.keep(size, for: proposal)
        return size
    }

    /// Override: the size for `proposal`.
    func computeSize(_ proposal: CellProposal) -> Size { .zero }

    /// Places the node at `rect` (its chosen size at a position) and its children inside.
    func place(in rect: Rect) { frame = rect }

    /// Moves the node and everything inside it by (dx, dy) without laying
    /// anything out again: what `place` at an offset rectangle of the same
    /// size would give, for a subtree whose drawing is cached anyway.
    func shift(dx: Int, dy: Int) {
        frame = frame.offsetBy(dx: dx, dy: dy)
        for child in children { child.shift(dx: dx, dy: dy) }
    }

    /// Draws the node into `canvas`.
    func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        for child in children { child.draw(into: &canvas, context) }
    }

    // MARK: Stack hints

    /// True for `Spacer`, which stacks treat as pure flexible space.
    var isSpacer: Bool { false }
    /// Higher priorities get their space first in stacks.
    var layoutPriority: Double { 0 }
    /// The value `.layoutValue(key:value:)` gave the view for `key`, for a custom `Layout`.
    func layoutValue(_ key: ObjectIdentifier) -> Any? { nil }
    /// Where `.alignmentGuide` put the view's `guide` at `size`, in cells
    /// from its leading (or top) edge; nil for the guide's own place.
    func explicitGuide(_ guide: AlignmentGuideID, size: Size) -> Int? { nil }
    /// Where a ZStack draws the node among its siblings (`.zIndex(_:)`).
    var zIndex: Double { 0 }
    /// The value `.tag(_:)` gave the view, for a List's selection.
    var tag: AnyHashable? { nil }
    /// The columns the view spans in a `Grid` row (`.gridCellColumns(_:)`).
    var gridCellColumns: Int { 1 }
    /// A picture's own width over its height, exact (its size in cells is
    /// rounded): what `aspectRatio(contentMode:)` keeps when given no ratio.
    var intrinsicAspectRatio: Double? { nil }

    // MARK: Input

    /// The identity focus remembers, when the node can take focus.
    var focusPath: ViewPath? { nil }
    /// True when the node may take focus at some placement, if not now.
    var mayTakeFocus: Bool { focusPath != nil }
    /// True when this node or one beneath it may take focus. Worked out
    /// once: a node's children never change once it is built, and the
    /// search for focus, run every frame, skips a subtree of text at once.
    private(set) lazy var containsFocusable: Bool = mayTakeFocus || children.contains { $0.containsFocusable }
    /// The first node of this subtree that can take focus, itself included.
    var firstFocusable: LayoutNode? {
        if focusPath != nil { return self }
        for child in children { if let found = child.firstFocusable { return found } }
        return nil
    }
    /// Handles a key while the node has focus; true when handled.
    func handleFocusedKey(_ key: Key) -> Bool { false }
    /// Takes Tab (forward) or Shift-Tab while the node has focus, before
    /// focus moves on: true when it moved within the node (from one of a
    /// date picker's fields to the next), false to let focus leave.
    func handleFocusedTab(forward: Bool) -> Bool { false }
    /// Takes characters typed one after another while the node has focus,
    /// all in one edit; false when it does not take typed text (then each
    /// character goes through `handleFocusedKey` on its own).
    func handleFocusedText(_ text: [Character]) -> Bool { false }
    /// Goes back a page in the innermost navigation stack of this subtree
    /// that can (Esc or Backspace that nothing focused took, wherever
    /// focus is: on a tab bar, say); true when one did.
    func popInnermostNavigation() -> Bool {
        children.contains { $0.popInnermostNavigation() }
    }
    /// Handles a key passed to it along the responder chain; true when handled.
    func handleKey(_ key: Key) -> Bool { false }
    /// Handles a key event with its phase along the responder chain. A
    /// repeat is a press to every node but an `onKeyPress` handler (which
    /// asks for phases), and a release is nothing to them.
    func handleKeyPress(_ press: KeyPress) -> Bool {
        press.phase == .up ? false : handleKey(press.key)
    }

    // MARK: Mouse

    /// Handles the `count`th click in a row at `point` (screen cells), which
    /// is inside the node's frame; true when used. Asked innermost first.
    func handleClick(at point: Point, count: Int) -> Bool { false }
    /// Handles a click of the right button at `point`, inside the node's
    /// frame (a context menu opens); true when used. Asked innermost first.
    func handleSecondaryClick(at point: Point) -> Bool { false }
    /// Handles the left button pressed at `start` and released at `end`,
    /// on another row or two columns or more away on the same one (a list
    /// row swiped, or moved by its handle); true when used, and then it is
    /// no click. Asked innermost first, of the nodes under `start`.
    func handleDrag(from start: Point, to end: Point) -> Bool { false }
    /// Scrolls by `rows` (negative: back, up) for the wheel turned over the
    /// node; true when the node takes wheel turns. Asked innermost first.
    func scrollWheel(by rows: Int) -> Bool { false }
    /// True when nothing the node's children draw outside its frame shows,
    /// so nothing there can be clicked (`.clipped()`).
    var clipsHits: Bool { false }
    /// True when neither the node nor anything inside it takes the pointer
    /// (`allowsHitTesting(false)`): clicks go to what is beneath.
    var ignoresHits: Bool { false }
}

/// What drawing needs besides the canvas.
struct DrawContext: Equatable {
    /// Decides whether fades blend or dither.
    var colorSupport: ColorSupport
    /// How many times taller than wide a cell is, for rotation.
    var cellAspectRatio: Double
    /// The path of the focused node, to draw focus highlights.
    var focusedPath: ViewPath?
}

/// A node that wraps exactly one child and adds a little behaviour.
@MainActor
class WrapperNode: LayoutNode {
    let child: LayoutNode
    /// `[child]`, made once: a moving cover shifts and draws every node
    /// below it each frame, and an array made per node per call showed.
    private let onlyChild: [LayoutNode]
    init(_ child: LayoutNode) {
        self.child = child
        onlyChild = [child]
    }
    override var children: [LayoutNode] { onlyChild }
    override func computeSize(_ proposal: CellProposal) -> Size { child.sizeThatFits(proposal) }
    override func place(in rect: Rect) { frame = rect; child.place(in: rect) }
    override var isSpacer: Bool { child.isSpacer }
    override var layoutPriority: Double { child.layoutPriority }
    override func layoutValue(_ key: ObjectIdentifier) -> Any? { child.layoutValue(key) }
    override func explicitGuide(_ guide: AlignmentGuideID, size: Size) -> Int? { child.explicitGuide(guide, size: size) }
    override var zIndex: Double { child.zIndex }
    override var tag: AnyHashable? { child.tag }
    override var gridCellColumns: Int { child.gridCellColumns }
    override var intrinsicAspectRatio: Double? { child.intrinsicAspectRatio }
}

/// Several resolved nodes that must act as one child: a modifier applied to
/// a group lays them out as an implicit vertical stack, as SwiftUI does.
@MainActor
func single(_ nodes: [LayoutNode]) -> LayoutNode {
    if nodes.count == 1 { return nodes[0] }
    return StackNode(axis: .vertical, alignment: .center, spacing: 0, children: nodes)
}

extension LayoutNode {
    /// What the node draws into a clear layer of `size`, as placed now:
    /// drawn once and kept (`drawnLayer`), since a node, once built, draws
    /// the same cells in the same place while the translations inside it
    /// stay. Effects compose it each frame.
    func cachedLayer(size: Size, _ context: DrawContext) -> CellGrid {
        if let cached = currentLayer(size: size), cached.context == context { return cached.canvas }
        var layer = CellGrid(size: size, fill: .transparent)
        draw(into: &layer, context)
        drawnLayer = (size, context, layer, translationsInside.map(\.effect))
        drawnPicture = nil
        drawnLayerIsOpaque = layer.isOpaqueSurface
        return layer
    }

    /// `drawnLayer` when it was drawn at `size` with every translation
    /// inside where it is now; nil when it must be drawn again.
    func currentLayer(size: Size) -> (size: Size, context: DrawContext, canvas: CellGrid, translations: [RenderEffect])? {
        guard let cached = drawnLayer, cached.size == size else { return nil }
        let inside = translationsInside
        if inside.isEmpty && cached.translations.isEmpty { return cached }
        guard cached.translations.count == inside.count else { return nil }
        for (i, node) in inside.enumerated() where node.effect != cached.translations[i] { return nil }
        return cached
    }
}
