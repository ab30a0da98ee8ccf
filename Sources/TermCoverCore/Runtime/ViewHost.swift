/// Runs a view tree: evaluates it into a canvas at the clock's time, routes
/// keys to it, and says when a new frame is due. It knows nothing of
/// terminals; a run loop (live, scripted, or a test) feeds it events and
/// takes its canvases.
@MainActor
package final class ViewHost {
    /// The tree's memory.
    package let graph = ViewGraph()
    /// The screen size views are laid out for.
    package private(set) var size: Size
    /// The environment at the root.
    package var environment: EnvironmentValues { didSet { graph.setNeedsFrame() } }
    /// The canvas of the last frame.
    package private(set) var canvas: CellGrid
    /// True once a view asked the app to quit.
    package private(set) var quitRequested = false
    /// Screen-reader mode (see `ScreenReaderMode`): a status line under the
    /// views tells what has focus, the cursor sits on the focused control,
    /// and motion is reduced.
    package var screenReaderMode = false {
        didSet {
            guard screenReaderMode != oldValue else { return }
            if screenReaderMode { environment = ScreenReaderMode.environment(environment) }
            baseCache = nil
            lastComposition = nil
            graph.setNeedsFrame()
        }
    }
    /// Where the terminal's own cursor is put, in screen-reader mode; nil
    /// otherwise (the cursor is hidden).
    package internal(set) var cursor: Point?
    /// What the status line says in screen-reader mode: the focused
    /// control's label, or the text it shows.
    package internal(set) var announcement = ""

    private let root: AnyView
    let clock: FrameClock
    private(set) var layers: [LayoutNode] = []
    /// The base view's nodes and what they drew last time.
    private var baseCache: (node: LayoutNode, context: DrawContext, canvas: CellGrid)?
    /// The covers of the tree, bottom to top.
    let presentations = PresentationStack()
    /// Which control has focus, and what each covered layer had (ViewHost+Focus).
    var focus = FocusKeeper()
    /// The last press and click, to tell clicks and double clicks (ViewHost+Mouse).
    var mouseTracking = MouseTracking()
    /// The gestures following the press in progress.
    let gestures = GestureArena()
    /// The wake-up a long press waits for.
    var gestureTick: Task<Void, Never>?
    /// Told of every key as it meets the layers (`InputRecord`): a recorder
    /// writes input events from it, masked where a `SecureField` had focus.
    package var onInput: (@MainActor (InputRecord) -> Void)?
    /// The app's name, the window title when the page on top has none (see `windowTitle`).
    package var appName: String?

    /// Creates a host for `view` on a screen of `size`, timed by `clock`.
    package init<V: View>(_ view: V, size: Size, clock: FrameClock, environment: EnvironmentValues = EnvironmentValues()) {
        self.root = AnyView(view)
        self.size = size
        self.clock = clock
        self.environment = environment
        self.canvas = CellGrid(size: size)
        // Quitting from a task or an `onChange`, not a key, must still wake
        // a run loop that sleeps on input.
        self.environment.quit = QuitAction { [weak self] in
            self?.quitRequested = true
            self?.graph.setNeedsFrame()
        }
    }

    /// True when the next frame would differ from the last: state changed,
    /// or something is animating.
    package var needsFrame: Bool {
        hasChanges || graph.isAnimating || presentations.isTransitioning || graph.wakeUps.isDue(at: clock.now)
    }

    /// The first frame time on the grid from `start` by `interval` at which
    /// the screen may change, when only translations move: the loop sleeps
    /// through the ticks before it (see `ViewGraph.firstChange`). Nil when
    /// the next frame is wanted whatever it shows.
    package func firstChange(from start: Double, interval: Double) -> Double? {
        guard let last = lastComposition, last.overlays.isEmpty, last.size == layoutSize, !hasUnshownFrame,
              !screenReaderMode else { return nil }
        // Looks are compared with what this host has on screen.
        EffectNode.composition = EffectNode.Composition(host: ObjectIdentifier(self), number: compositions)
        return graph.firstChange(from: start, interval: interval, limit: 60)
    }

    /// When a view asked for a frame while nothing else needs one: a run
    /// loop with no frame due sleeps until then, not forever.
    package var nextWakeUp: Double? { graph.wakeUps.next }

    /// True when something other than time changed since the last frame:
    /// state, or a frame composed only to route a key.
    package var hasChanges: Bool { hasUnshownFrame || graph.isDirty || graph.hasFrameRequest }
    /// True when a frame was composed only to route a key (see `send`) and
    /// the terminal has not shown it yet.
    var hasUnshownFrame = false

    /// The phases of the covers on screen, bottom to top.
    package var coverPhases: [PresentationPhase] { presentations.levels.map(\.proxy.phase) }

    /// Changes the screen size; the next frame lays everything out again.
    package func resize(to newSize: Size) {
        guard newSize != size else { return }
        size = newSize
        graph.setNeedsFrame()
    }

    /// Evaluates, lays out and draws the tree at the clock's current time.
    @discardableResult
    package func render() -> CellGrid {
        let focusBefore = focusedPath
        renderPass()
        // Focus can only be found once controls are placed (a control out of
        // view is not reachable), which is after the frame was evaluated for
        // the focus it had: when that moved, the frame is evaluated once more
        // so the very first frame already shows the focused control. While
        // something moves (a push, a sheet rising), the next frame shows it
        // one frame later instead: evaluating twice would hold back the
        // frame that answers the key, and the control is still arriving.
        if focusedPath != focusBefore, !graph.isAnimating { renderPass() }
        if screenReaderMode { canvas = addStatusLine(to: canvas) }
        return canvas
    }

    private func renderPass() {
        hasUnshownFrame = false
        // Translations compare what they would draw with this host's screen.
        EffectNode.composition = EffectNode.Composition(host: ObjectIdentifier(self), number: compositions)
        let time = clock.now
        let draw = DrawContext(colorSupport: environment.colorSupport, cellAspectRatio: environment.cellAspectRatio,
                               focusedPath: focusedPath)
        // A window overlay is resolved after the covers of each frame, so it
        // can show what they are doing (a status bar reading frame costs):
        // a screen with one evaluates every frame.
        if let last = lastComposition, last.overlays.isEmpty, last.size == layoutSize, last.context == draw,
           graph.advanceInPlace(to: time) {
            // Only translations move (see `InPlaceFrames`): last frame's nodes, moved.
            let baseMoved = graph.inPlace.apply(0..<last.baseUpdates)
            let coversMoved = graph.inPlace.apply(last.baseUpdates..<graph.inPlace.count)
            if baseMoved || coversMoved { canvas = compose(overlays: last.overlays, draw, baseMoved: baseMoved) }
            return
        }
        lastComposition = nil
        graph.wakeUps.runDue(at: time)
        var drawn = CellGrid(size: Size(width: 0, height: 0))
        graph.frame(at: time) { transaction in
            var rootEnvironment = environment
            rootEnvironment.screenSize = layoutSize
            let context = ResolveContext(graph: graph, presentations: presentations, focusedPath: focusedPath,
                                         path: .root, environment: rootEnvironment,
                                         transaction: transaction, transitionPhase: nil)
            presentations.beginFrame()
            let rootContext = context.appendingPath(.name("root"))
            // The root view never changes, and a change of size or
            // environment invalidates the graph: the key needs nothing else.
            let moved = graph.movedTranslations
            let base = single(graph.retained(at: rootContext.path, inputsChangedAt: 0) { rootContext.resolveHere(root) })
            let baseMoved = graph.movedTranslations != moved
            let baseUpdates = graph.inPlace.count
            // Covers, sheets and overlays show views declared elsewhere in the
            // tree, handed over as values: built again whenever anything
            // changed, as none of the views above them here built them.
            let (covers, overlays) = graph.reuse.resolving(asOf: .max) {
                (presentations.resolveLayers(context), presentations.resolveOverlays(context))
            }
            layers = [base] + covers
            drawn = compose(overlays: overlays, draw, baseMoved: baseMoved)
            presentations.endFrame(graph: graph)
            lastComposition = Composition(size: layoutSize, context: draw, overlays: overlays, baseUpdates: baseUpdates)
        }
        canvas = drawn
    }

    /// What the last frame evaluated laid out and drew with, for the frames
    /// drawn from its nodes (see `InPlaceFrames`).
    private struct Composition {
        let size: Size
        let context: DrawContext
        let overlays: [(node: LayoutNode, alignment: Alignment)]
        /// The translation updates of the base view come first, this many.
        let baseUpdates: Int
    }
    private var lastComposition: Composition?
    /// Screens composed so far: a frame in which nothing lands on new cells composes none.
    private(set) var compositions = 0

    /// Lays out and draws `layers` and `overlays` on the screen.
    private func compose(overlays: [(node: LayoutNode, alignment: Alignment)], _ draw: DrawContext,
                         baseMoved: Bool) -> CellGrid {
        let size = layoutSize
        let screen = Rect(x: 0, y: 0, size: size)
        let base = layers[0]
        var drawn: CellGrid
        compositions += 1
        EffectNode.composition = EffectNode.Composition(host: ObjectIdentifier(self), number: compositions)
        // The base view is usually unchanged while covers move over it:
        // the same nodes (see `ViewGraph.retained`), placed on the same
        // screen and drawn in the same context, draw the same cells,
        // unless a translation inside them moved.
        if let cached = baseCache, cached.node === base, !baseMoved, cached.canvas.size == size, cached.context == draw {
            drawn = cached.canvas
            drawn.isSharedCopy = true
        } else {
            // The root is centered on the screen, as SwiftUI centers it in a window.
            graph.transitionSources.beginBasePlacement()
            placeAligned(base, in: screen, alignment: .center)
            drawn = CellGrid(size: size)
            base.draw(into: &drawn, draw)
            baseCache = (base, draw, drawn)
        }
        graph.transitionSources.beginLayerPlacement()
        for layer in layers.dropFirst() {
            layer.place(in: screen)
        }
        updateFocus()
        // Only a frame with controls bound to @FocusState walks the layer again.
        if !graph.focusTargets.isEmpty, let layer = activeLayer { syncFocusState(reachable: focusables(in: layer)) }
        for layer in layers.dropFirst() {
            layer.draw(into: &drawn, draw)
        }
        for (node, alignment) in overlays {
            placeAligned(node, in: screen, alignment: alignment)
            node.draw(into: &drawn, draw)
        }
        return drawn
    }
}
