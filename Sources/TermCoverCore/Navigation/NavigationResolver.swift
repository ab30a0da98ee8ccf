/// Resolves a navigation stack's pages for one frame: where each is in
/// its push or pop (an animated position per page), which are shown,
/// hidden (kept, resolved for their state, not drawn) or gone for good,
/// and the bars of the shown ones.
///
/// A page's position is −1 when covered by the page above, 0 on top, and
/// +1 off past the trailing edge: a push moves the new page from +1 to 0
/// and the old one from 0 to −1; a pop reverses both. Because positions
/// are animated values, a pop during a push turns the motion around from
/// where it is.
@MainActor
struct NavigationResolver {
    let model: NavigationModel
    let context: ResolveContext
    /// The latest change to what the root page is built from, before the
    /// stack read its own path (see `ReuseCache.readChangedAt`).
    let rootChangedAt: Int
    /// The view each page shows, by key.
    let content: @MainActor (Int) -> AnyView

    /// How far the page beneath moves while covered: a third of the width, as on iOS.
    static let coveredShift = 1.0 / 3
    /// How dark the page beneath gets when covered.
    static let coveredDim = 0.25

    /// A page to draw this frame.
    private struct Shown {
        let key: Int
        let node: LayoutNode
        let position: Double
        let ownsTransition: Bool
        /// Where its position is headed: 0 on top, −1 covered, +1 leaving.
        let target: Double
        /// True while its position moves.
        let moving: Bool
    }

    func resolvePages() -> LayoutNode {
        let transaction = navigationTransaction
        var shown: [Shown] = []
        var topIndex: Int?
        var index = 0
        // Resolving a page can push another (`navigationDestination(isPresented:)`).
        while index < model.keys.count {
            let keys = model.keys
            let key = keys[index]
            let isTop = index == keys.count - 1
            let positionPath = self.positionPath(key)
            let arrives = context.graph.animations.trackBox(Double.self, at: positionPath) == nil
                && !model.isNew && key != NavigationModel.rootKey
            if arrives {
                // Laid down off the trailing edge, so that it slides in from there.
                _ = context.graph.animations.animatedValue(1.0, at: positionPath, transaction: Self.instant)
            }
            let target = isTop ? 0.0 : -1.0
            // Read without noting motion: a moving page is drawn in place (see `placeInPlace`).
            let position = context.graph.animations.animatedValue(target, at: positionPath, transaction: transaction,
                                                                  notesMotion: false)
            let moving = context.graph.animations.hasRunningAnimation(under: positionPath)
            let isShown = isTop || position > -1 + 1e-9 || moving
            let page = resolvePage(key, index: index, hidden: !isShown, arrives: arrives, phase: .identity,
                                   transaction: transaction)
            if isShown {
                shown.append(Shown(key: key, node: page.node, position: position, ownsTransition: page.ownsTransition,
                                   target: target, moving: moving))
                if isTop { topIndex = shown.count - 1 }
            }
            index += 1
        }
        for page in model.leaving {
            let positionPath = self.positionPath(page.key)
            let position = context.graph.animations.animatedValue(1.0, at: positionPath, transaction: transaction,
                                                                  notesMotion: false)
            let moving = context.graph.animations.hasRunningAnimation(under: positionPath)
            if position >= 1 - 1e-9, !moving {
                forget(page.key)
                continue
            }
            let resolved = resolvePage(page.key, index: nil, hidden: false, arrives: false, phase: .didDisappear,
                                       transaction: transaction)
            shown.append(Shown(key: page.key, node: resolved.node, position: position, ownsTransition: resolved.ownsTransition,
                               target: 1, moving: moving))
        }
        model.leaving.removeAll { !shown.map(\.key).contains($0.key) }

        // A push or pop of plain slides moves nothing but the pages, which
        // the frames after this one move in place without resolving the
        // tree (`InPlaceFrames`), as a sliding cover does. A page with a
        // navigation transition of its own (a zoom) moves by it instead,
        // and the frames are resolved as before.
        let anyMoving = shown.contains(where: \.moving)
        let inPlace = !shown.contains(where: \.ownsTransition)
        if anyMoving {
            // Resolved again by the next frame evaluated: where the pages are
            // decides what is drawn (and, when the motion ends, what is hidden).
            context.graph.markChanging()
            if !inPlace {
                for page in shown {
                    _ = context.graph.animations.animatedValue(page.target, at: positionPath(page.key), transaction: transaction)
                }
            }
        }
        var layers: [LayoutNode] = []
        for (i, page) in shown.enumerated() {
            let above = i + 1 < shown.count ? shown[i + 1] : nil
            if inPlace, page.moving || page.position != 0 {
                layers.append(placeInPlace(page))
            } else {
                layers.append(moved(page, under: above))
            }
        }
        let stack = NavigationStackNode(pages: layers, interactive: topIndex.map { layers[$0] }, model: model)
        let clipped = anyMoving || shown.contains { $0.position != 0 }
        return clipped ? ClipNode(stack) : stack
    }

    /// What a page at `position` looks like when it slides: past the
    /// trailing edge when positive; when negative, covered, a third of the
    /// way toward the leading edge under a dim.
    private static func look(at position: Double) -> (effect: RenderEffect, dim: Color) {
        if position >= 0 { return (.move(edge: .trailing, fraction: position), .clear) }
        return (.move(edge: .leading, fraction: -position * coveredShift),
                Color.black.opacity(coveredDim * min(1, -position)))
    }

    /// A sliding page whose nodes the frames drawn in place move: its
    /// surface in an effect that takes each frame's position, under a dim
    /// that takes its amount. The page's surface is drawn once into a layer
    /// and copied where each frame puts it (`EffectNode.extendsSurface`: a
    /// page fills the stack, which clips it), so a frame of a push costs
    /// the copy, the dim and the diff, not the page's layout and drawing.
    /// The dim over the whole page's frame draws what a dim moving with the
    /// page would: the covered page reaches past the page above's leading
    /// edge, and nothing of it is seen beyond.
    private func placeInPlace(_ page: Shown) -> LayoutNode {
        let look = Self.look(at: page.position)
        let effect = EffectNode(page.node, effect: look.effect, precision: context.environment.resolvedSubcellPrecision,
                                extendsSurface: true)
        effect.takesTranslationsInPlace = true
        let dim = ColorNode(color: look.dim)
        let node = LayerNode(effect, layer: dim, alignment: .center, inFront: true)
        guard let track = context.graph.animations.trackBox(Double.self, at: positionPath(page.key)) else { return node }
        let graph = context.graph
        let update: @MainActor () -> Bool = { [weak graph, weak effect, weak dim, weak track] in
            guard let graph, let effect, let dim, let track else { return false }
            let now = Self.look(at: graph.animations.currentValue(of: track))
            let dimmed = now.dim != dim.color
            dim.color = now.dim
            guard now.effect != effect.effect else { return dimmed }
            effect.effect = now.effect
            // A position that lands on the same cells and eighths draws nothing new.
            return effect.drawsDifferently() || dimmed
        }
        let peek: @MainActor (Double) -> Bool = { [weak effect, weak dim, weak track] time in
            guard let effect, let dim, let track else { return false }
            let then = Self.look(at: track.track.value(at: time))
            if then.dim != dim.color { return true }
            return then.effect != effect.effect && effect.wouldDrawDifferently(with: then.effect)
        }
        graph.inPlace.add(update, peek: peek)
        return node
    }

    /// Pushes and pops animate as UIKit's do, whatever the change's own
    /// animation; a transaction that disables animations makes them instant,
    /// and so does the stack's first frame.
    private var navigationTransaction: Transaction {
        var t = context.transaction
        t.animation = model.isNew || t.disablesAnimations ? nil : .navigationPush
        return t
    }

    private static var instant: Transaction {
        var t = Transaction()
        t.disablesAnimations = true
        return t
    }

    private func positionPath(_ key: Int) -> ViewPath {
        context.path.appending(.name("position")).appending(.key(AnyHashable(key)))
    }

    private func pagePath(_ key: Int) -> ViewPath {
        context.path.appending(.name("page")).appending(.key(AnyHashable(key)))
    }

    private func barPath(_ key: Int) -> ViewPath {
        context.path.appending(.name("bar")).appending(.key(AnyHashable(key)))
    }

    /// A page that has slid away: its state goes.
    private func forget(_ key: Int) {
        context.graph.discard(under: pagePath(key))
        context.graph.discard(under: positionPath(key))
        context.graph.discard(under: barPath(key))
        model.forget(key)
    }

    /// The page's content with its bars, on a surface of its own.
    private func resolvePage(_ key: Int, index: Int?, hidden: Bool, arrives: Bool, phase: TransitionPhase,
                             transaction: Transaction) -> (node: LayoutNode, ownsTransition: Bool) {
        let record = model.record(for: key)
        var page = context
        page.path = pagePath(key)
        page.environment[StackAxisKey.self] = nil
        page.environment[NavigationContextKey.self] = NavigationContext(model: model, pageKey: key, record: record)
        if key != NavigationModel.rootKey {
            page.environment.dismiss = DismissAction { [weak model] in model?.pop(key: key) }
            page.environment.isPresented = true
        }
        if hidden { page.environment[LifecycleHiddenKey.self] = true }
        page.transaction = transaction
        // A searchable view around the stack puts its field in the root page's bar, and in no page inside.
        let offered = key == NavigationModel.rootKey && !hidden ? page.environment[SearchBarOfferKey.self]?.take() : nil
        page.environment[SearchBarOfferKey.self] = nil
        let (nodes, owns) = resolveContent(key, in: page)
        if hidden { return (single(nodes), owns) }
        let search = record.search ?? offered
        // The back control names the page beneath (for a page leaving, the one it uncovers).
        let keys = model.keys
        let beneath = index.map { $0 > 0 ? keys[$0 - 1] : nil } ?? keys.last
        let backTitle: Text?? = beneath.map { model.record(for: $0).title }
        let bars = NavigationBarResolver(model: model, record: record, key: key, backTitle: backTitle, context: page,
                                         path: barPath(key), searchField: search?.principal)
        let pageNode = NavigationPageNode(content: single(nodes), bar: bars.topBar(), search: search?.drawer,
                                          bottomBar: bars.bottomBar())
        // Kept on the page's node, which lives as long as the page is shown
        // (a cached base's too), so the window title can be read off the layer on top.
        pageNode.title = record.titleBinding?.wrappedValue ?? record.title?.content
        let node = TransitionSurface(background: .primary).wrap(pageNode)
        guard let transition = record.transition else { return (node, owns) }
        // The page's own navigation transition moves the whole page, from its
        // active state when it arrives.
        var motion = page
        motion.path = page.path.appending(.name("navigationTransition"))
        let view = ResolverView { _ in [node] }.modifier(TransitionModifier(transition: transition, isNavigationTransition: true))
        if arrives {
            var before = motion
            before.transaction = Self.instant
            before.transitionPhase = TransitionRequest(.willAppear)
            _ = before.resolveHere(view)
        }
        motion.transitionPhase = TransitionRequest(phase)
        return (single(motion.resolveHere(view)), owns)
    }

    /// The page's content, reused from the last frame when nothing in it
    /// changed; true when it has a navigation transition of its own.
    private func resolveContent(_ key: Int, in page: ResolveContext) -> ([LayoutNode], Bool) {
        let record = model.record(for: key)
        record.reset()
        var page = page
        let request = TransitionRequest(.identity, acceptsViewTransitions: false)
        page.transitionPhase = request
        var resolved = false
        let view = content(key)
        // A page with lifecycle modifiers is built again when it is covered
        // or uncovered; one without is the same either way: a pop reuses the
        // page it uncovers, and a push the page it covers once the push ends.
        let hidden = page.environment[LifecycleHiddenKey.self]
        // A push or pop changes the path, which the root page is not built
        // from: it is reused then, as in SwiftUI, where the root's body does
        // not run again. Pushed pages come from destinations declared
        // elsewhere (as covers do), so a change anywhere builds them again.
        let isRoot = key == NavigationModel.rootKey
        let nodes = context.graph.reuse.resolving(asOf: isRoot ? rootChangedAt : .max) {
            context.graph.retained(at: page.path, inputsChangedAt: context.inputsChangedAt, hidden: hidden) {
                resolved = true
                return page.resolveHere(view)
            }
        }
        if resolved {
            if request.isConsumed { model.ownsTransition.insert(key) } else { model.ownsTransition.remove(key) }
        }
        return (nodes, model.ownsTransition.contains(key))
    }

    /// A shown page where its position puts it: sliding in or out past the
    /// trailing edge, or, while covered, a third of the way toward the
    /// leading edge under a dim. A page with a navigation transition of its
    /// own (a zoom) moves by it instead, and the page beneath stays put.
    private func moved(_ page: Shown, under above: Shown?) -> LayoutNode {
        let v = page.position
        let look = Self.look(at: v)
        if v > 0 {
            guard !page.ownsTransition else { return page.node }
            return EffectNode(page.node, effect: look.effect, context)
        }
        guard v < 0 else { return page.node }
        let dimmed = LayerNode(page.node, layer: ColorNode(color: look.dim), alignment: .center, inFront: true)
        if above?.ownsTransition == true { return dimmed }
        return EffectNode(dimmed, effect: look.effect, context)
    }
}

extension NavigationModel {
    /// Pops the page with `key` and those above it.
    func pop(key: Int) {
        if let index = pages.firstIndex(where: { $0.key == key }) { pop(from: index) }
    }
}

