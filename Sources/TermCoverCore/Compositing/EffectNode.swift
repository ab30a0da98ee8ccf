/// A render effect applied to everything a view draws.
enum RenderEffect: Equatable {
    /// Moves by cells.
    case offset(x: Double, y: Double)
    /// Moves toward `edge` by `fraction` of the view's own size.
    case move(edge: Edge, fraction: Double)
    /// Blends over what is beneath.
    case opacity(Double)
    /// Scales about an anchor of the view's bounds.
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// Rotates about an anchor of the view's bounds, corrected for tall cells.
    case rotation(Angle, anchor: UnitPoint)
    /// Shows cells in a dither order up to `progress`.
    case dissolve(Double)
    /// Reveals the view from `edge` up to `progress`.
    case wipe(Double, from: Edge)
    /// Softens the view by a radius in cells (see `blur(radius:opaque:)`).
    case blur(Double)
    /// Filters the view's colors (see `ColorAdjustment`).
    case colorAdjustment(ColorAdjustment)
    /// Maps the view by an affine transform of cells (see `transformEffect(_:)`).
    case affine(LayerTransform)
    /// Turns the view in three dimensions (see `rotation3DEffect`).
    case rotation3D(Rotation3DSpec)
    /// Maps the view by a projective transform of cells (see `projectionEffect(_:)`).
    case projection(Homography)
    /// Maps the view by a `GeometryEffect`'s transform for its size.
    case geometry(GeometryEffectSpec)

    /// True when the effect only moves the view, which placement alone can do.
    var isTranslation: Bool {
        switch self {
        case .offset, .move: true
        default: false
        }
    }
}

/// Draws its child with a render effect. A run of nested effects draws as
/// one: when every effect in it only moves the view, the child is simply
/// placed elsewhere (no layer, no resampling); otherwise the child is drawn
/// once into a layer of its own size, and the layer is composed with the
/// whole run's transform and opacity. A transform that maps cells one to one
/// composes the layer's cells; any other (a scale, a turn) composes it as a
/// picture (see `composePicture`). Edges that fall inside a cell are drawn
/// at sub-cell precision (see `SubcellEdges`).
@MainActor
final class EffectNode: WrapperNode {
    /// Changes after the node is built only for a translation, whose
    /// animated value a reused node takes frame by frame (`TranslationEffectModifier`).
    var effect: RenderEffect
    /// True when `effect` is a translation that a reused node updates in place.
    var takesTranslationsInPlace = false
    /// The environment's `subcellPrecision` where the effect was applied,
    /// or the default for its terminal.
    let precision: SubcellPrecision
    /// True for the motion of a whole-screen surface: see `SurfaceMotionKey`.
    let extendsSurface: Bool
    /// The effects nested directly inside this one, outermost first, and
    /// the content inside them. This node itself is left out: holding itself
    /// would be a retain cycle that keeps every frame's tree alive.
    private var nested: [EffectNode] = []
    /// This node and the nested ones, outermost first.
    var run: [EffectNode] { [self] + nested }
    /// The node whose run this one is nested in, which draws it; nil when
    /// this node draws its own run.
    private(set) weak var outer: EffectNode?
    /// What this node's translation drew into the composition `drawnIn`
    /// (see `TranslationLook`).
    private var drawnLook: TranslationLook?
    private var drawnIn: Composition?
    /// A host's composition: a look is trusted only for the canvas it was drawn into.
    struct Composition: Equatable {
        let host: ObjectIdentifier
        let number: Int
    }
    /// The composition on screen of the host rendering now (set by `ViewHost`).
    static var composition: Composition?
    /// False composes every tick of a translation, as before looks were
    /// compared: the oracle the tests hold the skipping to.
    static var skipsUnchangedLooks = true
    private(set) var content: LayoutNode?
    /// True when the content is a surface of a color of its own: see `SubcellPrecision.placement`.
    private var onSurface = false
    /// True when the content moves inside its layer (a matched geometry
    /// effect): a layer drawn last frame at the same size may differ.
    private var movesInLayer = false

    init(_ child: LayoutNode, effect: RenderEffect, precision: SubcellPrecision = .eighths, extendsSurface: Bool = false) {
        self.effect = effect
        self.precision = precision
        self.extendsSurface = extendsSurface
        super.init(child)
    }

    /// An effect applied where `context` is, taking its settings from there.
    convenience init(_ child: LayoutNode, effect: RenderEffect, _ context: ResolveContext) {
        self.init(child, effect: effect, precision: context.environment.resolvedSubcellPrecision,
                  extendsSurface: context.environment[SurfaceMotionKey.self])
    }

    override func place(in rect: Rect) {
        frame = rect
        movesInLayer = false
        nested = []
        var inner = child
        while let e = inner as? EffectNode {
            nested.append(e)
            e.outer = self
            inner = e.child
        }
        content = inner
        onSurface = Self.surface(of: inner).map { $0.kind != .terminalDefault } ?? false
        if run.allSatisfy(\.effect.isTranslation) {
            let (dx, dy) = translation(in: rect.size)
            let target = rect.offsetBy(dx: precision.placement(dx, onSurface: onSurface),
                                       dy: precision.placement(dy, onSurface: onSurface))
            // A whole-screen surface (a cover) that is cached draws by
            // copying it: its layout from the last frame only moves (see `screenSurface`).
            if extendsSurface, inner.drawnLayerIsOpaque, inner.currentLayer(size: target.size) != nil, inner.frame.size == target.size {
                inner.shift(dx: target.x - inner.frame.x, dy: target.y - inner.frame.y)
            } else {
                inner.place(in: target)
            }
        } else if let matched = MatchedGeometryNode.find(in: inner) {
            // A matched geometry effect draws the view away from its own
            // frame: the layer reaches from one to the other (the frame the
            // view is drawn at is found by placing it on the screen first).
            inner.place(in: rect)
            let layer = matched.shownFrame.map { rect.union($0) } ?? rect
            frame = layer
            movesInLayer = true
            matched.layerOrigin = (layer.x, layer.y)
            inner.place(in: rect.offsetBy(dx: -layer.x, dy: -layer.y))
        } else {
            // Drawn into a layer with its origin at the view's own origin.
            inner.place(in: Rect(x: 0, y: 0, size: rect.size))
        }
    }

    /// False only when the run this node belongs to would draw exactly
    /// what it drew into the last composition: its translation's value
    /// changed, but not the cells it lands on nor the eighths its edges
    /// show. A whole-cell slide changes cells on two ticks of five at
    /// 60 fps; the other ticks need no new canvas.
    func drawsDifferently() -> Bool {
        let root = outer ?? self
        guard Self.skipsUnchangedLooks, let shown = Self.composition, root.drawnIn == shown, let drawn = root.drawnLook,
              root.run.allSatisfy(\.effect.isTranslation) else { return true }
        let (dx, dy) = root.translation(in: root.frame.size)
        return root.look(dx: dx, dy: dy) != drawn
    }

    /// Whether this node with `effect` instead of its own would draw other
    /// cells than it drew last (see `drawsDifferently`); the node is left as it was.
    func wouldDrawDifferently(with effect: RenderEffect) -> Bool {
        let own = self.effect
        self.effect = effect
        defer { self.effect = own }
        return drawsDifferently()
    }

    /// What drawing the content moved by (dx, dy) depends on.
    private func look(dx: Double, dy: Double) -> TranslationLook {
        TranslationLook(frame: frame, dx: dx, dy: dy, precision: precision, onSurface: onSurface,
                        extended: overshootingSides)
    }

    private func translation(in size: Size) -> (Double, Double) {
        var dx = 0.0, dy = 0.0
        for e in run {
            switch e.effect {
            case .offset(let x, let y): dx += x; dy += y
            case .move(let edge, let f): let d = Self.move(edge, f, size); dx += d.0; dy += d.1
            default: break
            }
        }
        return (dx, dy)
    }

    static func move(_ edge: Edge, _ f: Double, _ size: Size) -> (Double, Double) {
        switch edge {
        case .top: (0, -f * Double(size.height))
        case .bottom: (0, f * Double(size.height))
        case .leading: (-f * Double(size.width), 0)
        case .trailing: (f * Double(size.width), 0)
        }
    }

    /// The sides of a cover that overshoots its place, away from the edge it
    /// moves in from: they reach on to the screen's edge.
    private var overshootingSides: Set<Edge> {
        var sides = Set<Edge>()
        for e in run where e.extendsSurface {
            if case .move(let edge, let f) = e.effect, f < 0 { sides.insert(edge) }
        }
        return sides
    }

    /// The sub-cell edges of the content moved by (dx, dy).
    private func edges(dx: Double, dy: Double) -> SubcellEdges {
        SubcellEdges(frame: frame, dx: dx, dy: dy, precision: precision, onSurface: onSurface, extended: overshootingSides)
    }

    /// The opaque color `node` shows behind its content (`.background(color)`,
    /// a cover's background), looking through frames and other wrappers that
    /// keep its bounds. The innermost such background wins: it is drawn over
    /// the outer ones (a cover's default background under content that
    /// fills itself with a color of its own).
    private static func surface(of node: LayoutNode) -> Color? {
        var node = node
        var found: Color?
        while true {
            if let layered = node as? LayerNode, !layered.inFront, let color = layered.layer as? ColorNode {
                if color.color.alpha >= 1 { found = color.color }
            }
            guard let wrapper = node as? WrapperNode, wrapper is FlexibleFrameNode || wrapper is LayerNode else { return found }
            node = wrapper.child
        }
    }

    /// The content of a moving whole-screen surface (a cover's), drawn once
    /// at its own origin, when it is opaque: then each frame of the motion
    /// copies its rows instead of drawing every view again, as a curses
    /// program moves a pad. Only for such surfaces, which fill the screen:
    /// content drawn past its frame would be cut by the layer. Only from the second frame that drew the
    /// same content (content rebuilt every frame would gain nothing), or
    /// when none of it is on `screen`: drawing it there would draw nothing,
    /// and its edge needs its colors.
    private func screenSurface(of content: LayoutNode, _ context: DrawContext, on screen: Rect) -> CellGrid? {
        guard extendsSurface else { return nil }
        let size = frame.size
        if let cached = content.currentLayer(size: size), cached.context == context {
            return content.drawnLayerIsOpaque ? cached.canvas : nil
        }
        content.surfaceDraws += 1
        guard content.surfaceDraws >= 2 || content.frame.intersection(screen).isEmpty else { return nil }
        let placed = content.frame
        content.place(in: Rect(x: 0, y: 0, size: size))
        let layer = content.cachedLayer(size: size, context)
        content.place(in: placed)
        return content.drawnLayerIsOpaque ? layer : nil
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        guard let content else { return }
        if run.allSatisfy(\.effect.isTranslation) {
            let (dx, dy) = translation(in: frame.size)
            drawnLook = look(dx: dx, dy: dy)
            drawnIn = Self.composition
            let edges = edges(dx: dx, dy: dy)
            let before = edges.isNeeded ? edges.snapshot(of: canvas) : nil
            let surface = screenSurface(of: content, context, on: canvas.bounds)
            if let surface {
                canvas.copy(opaque: surface, x: content.frame.x, y: content.frame.y)
            } else {
                content.draw(into: &canvas, context)
            }
            if let before { edges.draw(on: &canvas, before: before, surface: surface) }
            return
        }
        let size = frame.size
        let folded = fold(in: size, aspect: context.cellAspectRatio)
        var transform = folded.transform
        let opacity = folded.opacity, masks = folded.masks, blur = folded.blur, filters = folded.filters
        let projection = folded.projection
        // Perspective: what came after it is still affine, in `transform`.
        if let p = projection {
            let whole = p.concatenating(Homography(transform))
            if let affine = whole.affine {
                transform = affine
            } else {
                guard opacity > 0 else { return }
                if movesInLayer { content.drawnLayer = nil }
                let layer = Self.layer(content.cachedLayer(size: size, context), masks: masks, filters: filters)
                drawPicture(layer, of: content, through: whole, affine: nil, opacity: min(1, opacity), blur: blur,
                            masked: !masks.isEmpty, filtered: !filters.isEmpty, into: &canvas, context)
                return
            }
        }
        guard opacity > 0 else { return }
        // Content reused from the last frame (nodes never change once built)
        // placed at the same size drew the same layer: only the effect moved.
        if movesInLayer { content.drawnLayer = nil }
        let layer = Self.layer(content.cachedLayer(size: size, context), masks: masks, filters: filters)
        if blur == 0, let move = transform.cellTranslation(of: size) {
            let edges = edges(dx: move.x, dy: move.y)
            let before = edges.isNeeded ? edges.snapshot(of: canvas) : nil
            let placed = LayerTransform.offset(x: Double(precision.placement(move.x, onSurface: onSurface)),
                                               y: Double(precision.placement(move.y, onSurface: onSurface)))
            canvas.compose(layer, x: frame.x, y: frame.y, transform: placed,
                           opacity: min(1, opacity), colorSupport: context.colorSupport)
            if let before { edges.draw(on: &canvas, before: before) }
        } else {
            drawPicture(layer, of: content, through: Homography(transform), affine: transform, opacity: min(1, opacity),
                        blur: blur, masked: !masks.isEmpty, filtered: !filters.isEmpty, into: &canvas, context)
        }
    }

    /// Draws `layer` (of `content`) as a picture through `projection`
    /// (`affine` when the map is one), then, near rest, its words: they
    /// resolve out of the picture as a flat turn's do (a masked layer's
    /// words are cut), and words that nested turns net to facing read.
    private func drawPicture(_ layer: CellGrid, of content: LayoutNode, through projection: Homography, affine: LayerTransform?,
                             opacity: Double, blur: Double, masked: Bool, filtered: Bool, into canvas: inout CellGrid,
                             _ context: DrawContext) {
        // The picture drawn last time shows the unmasked, unfiltered layer only.
        let clean = !masked && !filtered
        let picture = (clean ? content.drawnPicture : nil) ?? LayerPicture(layer)
        if clean { content.drawnPicture = picture }
        canvas.composePicture(layer, picture: picture, x: frame.x, y: frame.y, projection: projection,
                              opacity: opacity, precision: precision, colorSupport: context.colorSupport, blur: blur)
        guard !masked else { return }
        let limit = CellGrid.wordNearness(ofBlur: blur)
        if let affine {
            canvas.drawResolvingWords(layer, x: frame.x, y: frame.y, transform: affine, opacity: opacity,
                                      colorSupport: context.colorSupport, limit: limit)
        } else {
            canvas.drawResolvingWords(layer, x: frame.x, y: frame.y, projection: projection, opacity: opacity,
                                      colorSupport: context.colorSupport, limit: limit)
        }
        if blur == 0 && !filtered {
            drawFacingWords(in: content, through: projection, opacity: opacity, into: &canvas, context)
        }
    }

    /// `layer` cut by the run's masks (innermost first) and recoloured by its filters.
    private static func layer(_ layer: CellGrid, masks: [RenderEffect], filters: [ColorAdjustment]) -> CellGrid {
        var layer = layer
        for mask in masks {
            switch mask {
            case .dissolve(let p): layer = layer.masked(dissolve: p)
            case .wipe(let p, let edge): layer = layer.masked(wipe: p, from: edge)
            default: break
            }
        }
        return filters.isEmpty ? layer : layer.adjustingColors(filters)
    }
}
