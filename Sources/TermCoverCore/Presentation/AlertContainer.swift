/// The content of an alert's or a confirmation dialog's cover: a card with
/// the title, the message and the action buttons, over the dimmed presenter.
///
/// Keys, as SwiftUI's alerts take them from a keyboard: focus starts on the
/// first button that is not `.cancel` (the default action, so Return takes
/// it); Tab moves between the buttons; Esc takes the `.cancel` button's
/// action, or only dismisses when there is none. Any button dismisses the
/// card after its action, setting the binding that presents it to false.
struct AlertContainer: View, PrimitiveView {
    typealias Body = Never
    enum Style {
        /// A card in the middle of the screen that fades in; buttons side by side.
        case alert
        /// A card at the bottom that slides up, as on iPhone; buttons stacked.
        case dialog
    }
    let style: Style
    let title: String
    let showsTitle: Bool
    let message: AnyView?
    let actions: AnyView

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let progress = context.takeModalProgress()
        let record = context.environment[CoverRecordKey.self]
        let dismiss: @MainActor () -> Void = { [weak record] in record?.requestDismiss() }

        var buttons = context.appendingPath(.name("actions"))
        buttons.environment[ButtonActionObserverKey.self] = { _ in dismiss() }
        // Alerts draw their buttons their own way, as SwiftUI's do, whatever style the presenter set.
        buttons.environment[ButtonStyleKey.self] = nil
        var actionNodes = buttons.resolveHere(actions)
        if actionNodes.allSatisfy(\.buttonNodes.isEmpty) {
            // SwiftUI gives an alert with no actions an OK button.
            actionNodes = buttons.resolve(Button("OK") {}, at: .name("ok"))
        } else if style == .dialog, !actionNodes.contains(where: \.hasCancelButton) {
            // A dialog always offers a way out, as on iPhone.
            actionNodes += buttons.resolve(Button("Cancel", role: .cancel) {}, at: .name("cancel"))
        }
        // Text fields go on rows of their own above the buttons, as on iOS.
        let fields = actionNodes.filter(\.buttonNodes.isEmpty)
        actionNodes.removeAll(where: \.buttonNodes.isEmpty)
        // Cancel goes last, so that the first button, which takes focus first, is the default action.
        let ordered = actionNodes.filter { !$0.hasCancelButton } + actionNodes.filter(\.hasCancelButton)
        _ = context.takeModalBackground()

        let width = min(style == .alert ? 36 : 44, max(1, context.environment.screenSize.width - 2))
        let row = StackNode(axis: style == .alert ? .horizontal : .vertical, alignment: .center,
                            spacing: style == .alert ? 2 : 0, children: ordered)
        let card = VStack(spacing: 0) {
            if showsTitle { Text(title).bold() }
            if let message { message.foregroundColor(.gray) }
            if showsTitle || message != nil { Text(" ") }
            if !fields.isEmpty {
                ResolverView { _ in [StackNode(axis: .vertical, alignment: .center, spacing: 0, children: fields)] }
                Text(" ")
            }
            ResolverView { _ in [row] }
        }
        .padding(.horizontal, .columns(2))
        .padding(.vertical, .rows(1))
        .frame(width: .columns(width))
        .border(.gray, style: .rounded)
        .background(Color.primary)
        let node = single(context.resolve(card, at: .name("card")))
        let placed = context.modalNode(node, motion: style == .alert ? .fade : .slideUp, progress: progress,
                                       alignment: style == .alert ? .center : .bottom)
        return [KeyHandlerNode(placed) { press in
            guard press.key == .escape else { return .ignored }
            if let cancel = ordered.lazy.flatMap(\.buttonNodes).first(where: { $0.role == .cancel }) {
                cancel.action()
            } else {
                dismiss()
            }
            return .handled
        }]
    }
}

extension LayoutNode {
    /// The buttons in this subtree, in tree order.
    var buttonNodes: [ButtonNode] {
        if let button = self as? ButtonNode { return [button] }
        return children.flatMap(\.buttonNodes)
    }

    fileprivate var hasCancelButton: Bool { buttonNodes.contains { $0.role == .cancel } }
}
