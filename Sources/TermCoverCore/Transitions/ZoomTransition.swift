/// The zoom transition's state: `progress` 0 is the view at rest in its own
/// frame, 1 is the view shrunk into its source's frame.
struct ZoomTransitionModifier: PrimitiveModifier, Animatable {
    let key: NamespacedID
    var progress: Double

    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content.resolve(context)
        if progress == 0 { return nodes }
        // Without a source on screen the default cover transition plays, on
        // the same progress, so the animation and its phases are the same.
        let fallback = EffectNode(single(nodes), effect: .move(edge: .bottom, fraction: progress), context)
        return [ZoomNode(fallback, key: key, progress: progress, sources: context.graph.transitionSources,
                         precision: context.environment.resolvedSubcellPrecision)]
    }
}

/// Draws a view on its way between its own frame and its source's: the
/// frame in between is interpolated from the two (both placed frames, so
/// the source's is read when this node is placed, after the layers beneath
/// it), the source's picture is stretched over it, and the view's own
/// layer is stretched over that, fading in over the half of the way nearest
/// the source (opacity 2·(1 − progress), at most 1): one cross-fades into
/// the other while both grow or shrink together, and the larger half of
/// the way is the view itself, not a blown-up picture of its source. Layers not at their own
/// size are drawn as pictures (`composePicture`), exactly as `.scale` is.
@MainActor
final class ZoomNode: WrapperNode {
    let key: NamespacedID
    let progress: Double
    let sources: TransitionSources
    let precision: SubcellPrecision
    /// The source's frame, when it is on screen.
    private(set) var source: Rect?

    init(_ fallback: EffectNode, key: NamespacedID, progress: Double, sources: TransitionSources,
         precision: SubcellPrecision) {
        self.key = key
        self.progress = progress
        self.sources = sources
        self.precision = precision
        super.init(fallback)
    }

    private var fallback: EffectNode { child as! EffectNode }

    override func place(in rect: Rect) {
        frame = rect
        source = sources.frame(for: key).flatMap { $0.isEmpty || $0.intersection(rect).isEmpty ? nil : $0 }
        if source == nil {
            fallback.place(in: rect)
        } else {
            // Drawn into a layer with its origin at the view's own origin.
            fallback.child.place(in: Rect(x: 0, y: 0, size: rect.size))
        }
    }

    /// The frame the view fills at `progress`, from its own to the source's.
    static func frame(from own: Rect, to source: Rect, progress p: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        func lerp(_ a: Int, _ b: Int) -> Double { Double(a) + Double(b - a) * p }
        return (lerp(own.x, source.x), lerp(own.y, source.y), lerp(own.width, source.width), lerp(own.height, source.height))
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        guard let source else { return fallback.draw(into: &canvas, context) }
        let content = fallback.child
        let size = frame.size
        guard size.width > 0, size.height > 0 else { return }
        let r = Self.frame(from: frame, to: source, progress: progress)
        // The source's picture, as the screen shows it, stretched to r.
        let opacity = min(1, max(0, 2 * (1 - progress)))
        let shown = source.intersection(canvas.bounds)
        if opacity < 1, !shown.isEmpty {
            var snapshot = CellGrid(size: shown.size, fill: .transparent)
            for y in 0..<shown.height {
                for x in 0..<shown.width { snapshot[x, y] = canvas[shown.x + x, shown.y + y] }
            }
            let sx = r.width / Double(source.width), sy = r.height / Double(source.height)
            let t = LayerTransform(a: sx, b: 0, c: 0, d: sy,
                                   tx: r.x + Double(shown.x - source.x) * sx - Double(shown.x),
                                   ty: r.y + Double(shown.y - source.y) * sy - Double(shown.y))
            compose(snapshot, picture: nil, x: shown.x, y: shown.y, transform: t, opacity: 1, on: &canvas, context)
        }
        guard opacity > 0 else { return }
        // Content reused from the last frame drew the same layer: only the zoom moved.
        let layer = content.cachedLayer(size: size, context)
        let t = LayerTransform(a: r.width / Double(size.width), b: 0, c: 0, d: r.height / Double(size.height),
                               tx: r.x - Double(frame.x), ty: r.y - Double(frame.y))
        if content.drawnPicture == nil, t.cellTranslation(of: size) == nil { content.drawnPicture = LayerPicture(layer) }
        if context.colorSupport == .palette256 && opacity < 1 {
            // On 256 colors the view fades in over its source's picture as a
            // stable mix of the two pictures, cell by cell at its threshold:
            // blended, a cell's colors lay between three or more (the view's,
            // the source's, what is beneath), on no line between two.
            var over = canvas
            compose(layer, picture: content.drawnPicture, x: frame.x, y: frame.y, transform: t, opacity: 1,
                    on: &over, context)
            // A word beneath takes its first cell's threshold, so it shows whole or not at all;
            // so does a band, a run of cells alike in each picture (a header's edge, a card's
            // rim), which mixed cell by cell read as dashes.
            let width = canvas.width, beneath = canvas.cells
            for y in 0..<canvas.height {
                var threshold = 0.0
                for x in 0..<width {
                    let i = y * width + x, view = over.cells[i]
                    let inWord = SwapUnits.isWordCell(beneath, at: i, column: x, width: width)
                    let continuesWord = inWord && x > 0
                        && SwapUnits.isWordCell(beneath, at: i - 1, column: x - 1, width: width)
                    let continuesBand = !inWord && x > 0 && Self.alike(view, over.cells[i - 1]) && Self.alike(beneath[i], beneath[i - 1])
                    if !continuesWord && !continuesBand { threshold = PaletteLine.threshold(x: x, y: y) }
                    if threshold < opacity { canvas[x, y] = view }
                }
            }
        } else {
            compose(layer, picture: content.drawnPicture, x: frame.x, y: frame.y, transform: t, opacity: opacity,
                    on: &canvas, context)
        }
        if t.cellTranslation(of: size) == nil {
            canvas.drawResolvingWords(layer, x: frame.x, y: frame.y, transform: t, opacity: opacity,
                                      colorSupport: context.colorSupport)
        }
    }

    /// True when two cells of a picture are alike: one glyph over one
    /// background. Their inks, sampled at different phases of a stretched
    /// picture, may differ by a shade the terminal rounds away.
    private static func alike(_ a: Cell, _ b: Cell) -> Bool {
        a.glyph == b.glyph && a.width == b.width && a.style.background == b.style.background
    }

    /// Composes `layer` with its top-left at (x, y) through `transform`: its
    /// cells when the transform takes them one to one, else its picture.
    private func compose(_ layer: CellGrid, picture: LayerPicture?, x: Int, y: Int, transform: LayerTransform,
                         opacity: Double, on canvas: inout CellGrid, _ context: DrawContext) {
        if let move = transform.cellTranslation(of: layer.size) {
            canvas.compose(layer, x: x, y: y, transform: .offset(x: Double(cellRound(move.x)), y: Double(cellRound(move.y))),
                           opacity: opacity, colorSupport: context.colorSupport)
        } else {
            canvas.composePicture(layer, picture: picture ?? LayerPicture(layer), x: x, y: y, transform: transform,
                                  opacity: opacity, precision: precision, colorSupport: context.colorSupport)
        }
    }
}
