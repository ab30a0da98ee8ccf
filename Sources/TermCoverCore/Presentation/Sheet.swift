extension View {
    /// Presents `content` in a sheet while `isPresented` is true, as
    /// SwiftUI's `sheet(isPresented:onDismiss:content:)`: a panel that slides
    /// up from the bottom edge to its detent (see `presentationDetents(_:)`;
    /// `.large` by default) over this view, which dims. Esc dismisses it
    /// unless its content says `.interactiveDismissDisabled()`; `onDismiss`
    /// runs once it has gone. The change's animation times the slide.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                     @ViewBuilder content: @escaping @MainActor () -> Content) -> some View {
        modifier(BindingCoverModifier(wanted: isPresented.wrappedValue ? AnyHashable(true) : nil,
                                      clear: { isPresented.wrappedValue = false }, onDismiss: onDismiss,
                                      content: { _ in AnyView(SheetContainer(content: AnyView(content()))) }))
    }

    /// Presents a sheet for `item` while it is not nil, as SwiftUI's
    /// `sheet(item:onDismiss:content:)`: an item with a new identity
    /// dismisses the old sheet, runs `onDismiss`, then presents the new one;
    /// the same identity updates the content in place.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
                                                         @ViewBuilder content: @escaping @MainActor (Item) -> Content) -> some View {
        let current = item.wrappedValue
        return modifier(BindingCoverModifier(wanted: current.map { AnyHashable($0.id) }, item: CoverItem(value: current),
                                             clear: { item.wrappedValue = nil }, onDismiss: onDismiss,
                                             content: { AnyView(SheetContainer(content: AnyView(content($0 as! Item)))) }))
    }
}

/// What a sheet's content told it with `presentationDetents` and
/// `presentationDragIndicator`, kept from frame to frame.
@MainActor
final class SheetState {
    var nextDetents: Set<PresentationDetent>?
    var nextSelection: Binding<PresentationDetent>?
    var nextDragIndicator: Visibility?
    var nextSizing: PresentationSizing?
    /// Whether PageUp and PageDown are the sheet's, to move between its
    /// detents, rather than a scroll view's inside it (set once it has more
    /// than one detent; read when a key arrives, after the frame).
    var ownsPageKeys = false

    fileprivate func reset() {
        nextSizing = nil
        nextDetents = nil
        nextSelection = nil
        nextDragIndicator = nil
    }
}

struct SheetStateKey: EnvironmentKey {
    static var defaultValue: SheetState? { nil }
}

/// The content of a sheet's cover: the panel at the bottom of the screen,
/// at the height of its detent, with the sheet's content inside.
struct SheetContainer: View, PrimitiveView {
    typealias Body = Never
    let content: AnyView

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let state = context.graph.stateBox(at: context.path.appending(.name("sheet")), initial: SheetState()).value
        let chosen = context.graph.stateBox(at: context.path.appending(.name("selected")), initial: PresentationDetent?.none)
        let progress = context.takeModalProgress()

        var inner = context.appendingPath(.name("content"))
        inner.environment[SheetStateKey.self] = state
        state.reset()
        let contentNodes = inner.graph.retained(at: inner.path, inputsChangedAt: inner.inputsChangedAt,
                                                hidden: inner.environment[LifecycleHiddenKey.self]) { inner.resolveHere(content) }
        let background = context.takeModalBackground() ?? .primary

        let screenHeight = context.environment.screenSize.height
        let detents = PresentationDetent.sorted(state.nextDetents ?? [.large], onScreenOf: screenHeight, context.cells)
        let selection = state.nextSelection
        var current = selection?.wrappedValue ?? chosen.value ?? detents[0]
        if !detents.contains(current) { current = detents[0] }
        state.ownsPageKeys = detents.count > 1
        let indicator = state.nextDragIndicator ?? .automatic
        let showsGrabber = indicator == .visible || (indicator == .automatic && detents.count > 1)
        let grabberRows = 1
        let contentNode = single(contentNodes)
        let ideal = contentNode.sizeThatFits(CellProposal(width: context.environment.screenSize.width, height: nil)).height
        // `.fitted` is as tall as the content; otherwise the detent says.
        let targetRows = state.nextSizing == .fitted
            ? min(screenHeight, ideal + grabberRows)
            : current.rows(onScreenOf: screenHeight, context.cells)
        let rows = context.graph.animations.animatedValue(Double(targetRows),
                                               at: context.path.appending(.name("rows")), transaction: context.transaction)
        let frameRows = Int(rows.rounded(.up))

        // Content taller than its detent scrolls, so its last control can always be reached.
        let inside: LayoutNode
        if ideal > targetRows - grabberRows {
            var scrolling = context
            scrolling.environment[SheetStateKey.self] = state
            inside = single(scrolling.resolve(ScrollView { ResolverView { _ in [contentNode] } }, at: .name("scroll")))
        } else {
            inside = FlexibleFrameNode(contentNode, .fill)
        }
        let edge = single(context.resolve(SheetEdge(width: context.environment.screenSize.width, showsGrabber: showsGrabber),
                                          at: .name("grabber")))
        let stack = StackNode(axis: .vertical, alignment: .center, spacing: 0, children: [edge, inside])
        let surface = background == .primary ? Color.sheetSurface : background
        let panel = LayerNode(FrameNode(FlexibleFrameNode(stack, .fill), width: nil, height: frameRows, alignment: .top),
                              layer: ColorNode(color: surface), alignment: .center, inFront: false)

        // PageUp and PageDown move between detents, as dragging the grabber
        // does; PageDown at the smallest dismisses, as dragging it down past
        // that detent does (unless dismissing by hand is disabled).
        let placed = context.modalNode(panel, motion: .slideUp, progress: progress, alignment: .bottom,
                                       extraOffset: Double(frameRows) - rows)
        let record = context.environment[CoverRecordKey.self]
        return [KeyHandlerNode(placed) { press in
            guard press.key == .pageUp || press.key == .pageDown, let i = detents.firstIndex(of: current) else { return .ignored }
            if press.key == .pageDown, i == 0, let record {
                if !record.interactiveDismissDisabled { record.requestDismiss() }
                return .handled
            }
            let j = press.key == .pageUp ? min(i + 1, detents.count - 1) : max(i - 1, 0)
            guard j != i else { return .ignored }
            withAnimation(.default) {
                if let selection { selection.wrappedValue = detents[j] } else { chosen.set(detents[j]) }
            }
            return .handled
        }]
    }
}
