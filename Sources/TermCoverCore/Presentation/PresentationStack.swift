/// The covers of a view tree, bottom to top. Covers register while their
/// presenters are resolved; each frame the stack resolves the shown ones as
/// full-screen layers over the base view, in registration order, so a cover
/// presented from inside another lands on top of it.
@MainActor
final class PresentationStack {
    private var records: [ViewPath: CoverRecord] = [:]
    private(set) var order: [CoverRecord] = []
    private var frame = 0
    /// The layers of the last frame with the covers they belong to.
    private(set) var levels: [CoverRecord] = []
    /// See `coverStyle(background:)`.
    private var coverStyles: [Color?: SlotStyle] = [:]

    /// The window overlays registered this frame, in tree order.
    private(set) var overlays: [WindowOverlayRecord] = []

    func beginFrame() {
        frame += 1
        order = []
        overlays = []
    }

    /// Called by `windowOverlay` during resolution (and when its presenter is reused).
    func addOverlay(_ record: WindowOverlayRecord) {
        overlays.removeAll { $0.path == record.path }
        overlays.append(record)
    }

    /// Called by a cover modifier during resolution: the record for the
    /// presenter at `path`, kept alive for this frame.
    func register(at path: ViewPath, proxy: @autoclosure () -> PresentationProxy) -> CoverRecord {
        let record = records[path] ?? CoverRecord(presenterPath: path, proxy: proxy())
        records[path] = record
        record.stamp = frame
        if !order.contains(where: { $0 === record }) { order.append(record) }
        return record
    }

    /// Registers `record` again for this frame, when its presenter's nodes
    /// are reused from the last frame instead of resolved.
    func reregister(_ record: CoverRecord) {
        records[record.presenterPath] = record
        record.stamp = frame
        if !order.contains(where: { $0 === record }) { order.append(record) }
    }

    /// Resolves every cover that has something to show, as full-screen layers.
    func resolveLayers(_ root: ResolveContext) -> [LayoutNode] {
        var layers: [LayoutNode] = []
        var shown: [CoverRecord] = []
        var i = 0
        while i < order.count {
            let record = order[i]
            i += 1
            if let node = resolve(record, root) {
                layers.append(node)
                shown.append(record)
            }
        }
        levels = shown
        return layers
    }

    private func resolve(_ record: CoverRecord, _ root: ResolveContext) -> LayoutNode? {
        let proxy = record.proxy
        var context = root
        context.path = record.coverPath
        context.environment = record.environment
        context.inputsChangedAt = record.inputsChangedAt
        context.environment[CoverRecordKey.self] = record
        context.environment.dismiss = DismissAction { [weak record] in record?.requestDismiss() }
        context.environment.isPresented = true
        context.environment[StackAxisKey.self] = nil
        // A cover presented from inside a sheet is not part of that sheet.
        context.environment[SheetStateKey.self] = nil
        // A change of presence animates in its own transaction; otherwise
        // the content's changes animate in the frame's, like any view's.
        context.transaction = proxy.takeTransaction() ?? root.transaction

        var children: [DynamicChild] = []
        if let key = proxy.shownKey, proxy.currentPhase == .presenting || proxy.currentPhase == .presented {
            children = [DynamicChild(key: key, resolver: record.content)]
        }
        // The content reports its background while it resolves, but the
        // background is an input of its resolution (the surface its
        // transition moves): when the content reports another one than last
        // frame's (in its first frame, say), it is resolved once more with
        // it, so that no frame shows the wrong one. The second pass changes
        // no animation: the first one set every target. Resolving twice in
        // the rare frame that changes it keeps every built node and drawn
        // surface true to one background, which a color read later could not.
        var background = record.background
        var nodes: [LayoutNode] = []
        for pass in 0..<2 {
            record.reported = PresentationPreferences()
            let opaque = background.alpha >= 1 ? background : nil
            nodes = context.resolveDynamic(children, style: coverStyle(background: opaque))
            let chosen = record.reported.background ?? record.defaultBackground
            if nodes.isEmpty || chosen == background || pass == 1 { break }
            background = chosen
        }
        record.settled = record.reported
        if record.background != background { root.graph.setNeedsFrame() }

        // A translucent background dims what is beneath, fading in and out
        // with the cover: its opacity animates in the cover's transaction,
        // from 0 the first time the cover shows. It is drawn straight onto
        // the screen, so the glyphs beneath stay and only blend.
        let dimPath = record.coverPath.appending(.name("dim"))
        if !record.hasDimTrack {
            _ = root.graph.animations.animatedValue(0.0, at: dimPath, transaction: Transaction())
            record.hasDimTrack = true
        }
        // Only a dim that shows animates, so that it never holds up the
        // end of another cover's transition.
        let dims = background.alpha > 0 && background.alpha < 1
        var dimTransaction = context.transaction
        if !dims { dimTransaction.disablesAnimations = true }
        let o = root.graph.animations.animatedValue(children.isEmpty ? 0.0 : 1.0, at: dimPath, transaction: dimTransaction)
        var dim: LayoutNode?
        if dims, o > 0 { dim = ColorNode(color: background.opacity(o)) }
        record.isOnScreen = !nodes.isEmpty
        // A cover that leaves takes the covers presented from its content
        // along, in the same transaction; they register while the content
        // resolves, just above, and are resolved after it.
        if proxy.currentPhase == .dismissing { dismissCovers(above: record, transaction: context.transaction) }
        guard !nodes.isEmpty || dim != nil else { return nil }
        let content = FlexibleFrameNode(single(nodes), .fill)
        return ZStackNode(alignment: .center, children: (dim.map { [$0] } ?? []) + [content])
    }

    /// The slot style of a cover on `background`, built once per background
    /// rather than every frame (its closures allocate).
    private func coverStyle(background: Color?) -> SlotStyle {
        if let style = coverStyles[background] { return style }
        let style = SlotStyle.cover(background: background, presentations: self)
        coverStyles[background] = style
        return style
    }

    /// After a frame: finish transitions that are done, and drop covers
    /// whose presenter left the tree (at once, as SwiftUI does).
    func endFrame(graph: ViewGraph) {
        for (path, record) in records where record.stamp != frame {
            records.removeValue(forKey: path)
            record.proxy.invalidate()
        }
        for record in order {
            let running = graph.animations.hasRunningAnimation(under: record.coverPath)
            switch record.proxy.currentPhase {
            case .presenting where record.isOnScreen && !running:
                record.proxy.didFinishPresenting()
            case .dismissing where !record.isOnScreen && !running:
                record.proxy.didFinishDismissing()
            default:
                break
            }
        }
    }

    /// True while a cover is moving in or out.
    var isTransitioning: Bool {
        order.contains { $0.proxy.currentPhase == .presenting || $0.proxy.currentPhase == .dismissing }
    }

    /// The layer that gets keys: the topmost cover that is not leaving
    /// (1-based over the base view at 0).
    var activeLayerIndex: Int {
        for (i, record) in levels.enumerated().reversed() where record.proxy.isShowing { return i + 1 }
        return 0
    }

    /// Esc: dismisses the topmost cover unless it disabled that. True when a cover took the key.
    func dismissTopInteractively() -> Bool {
        // A cover that will present again once its dismissal ends is
        // logically shown: Esc calls that off.
        guard let top = levels.last(where: { $0.proxy.isShowing || $0.proxy.queuedKey != nil }) else { return false }
        if !top.interactiveDismissDisabled { top.requestDismiss() }
        return true
    }

    /// Starts dismissing every cover presented from inside `record`'s
    /// content, so that a lower cover takes those above it along. Their
    /// bindings are cleared, so that they do not come back while the
    /// content they were presented from is still leaving.
    func dismissCovers(above record: CoverRecord, transaction: Transaction?) {
        for other in order where other !== record && other.presenterPath.hasPrefix(record.coverPath) && other.proxy.isShowing {
            other.proxy.startDismissing(transaction: transaction)
            other.clearPresentation()
        }
    }

    /// True when a cover presented from the view at `path` (or inside it)
    /// registered this frame and is not idle: content it was presented from
    /// must stay until it has gone.
    func hasCover(presentedFrom path: ViewPath) -> Bool {
        order.contains { $0.stamp == frame && $0.presenterPath.hasPrefix(path) && $0.proxy.currentPhase != .idle }
    }
}
