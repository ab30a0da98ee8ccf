extension View {
    /// Presents an alert while `isPresented` is true, as SwiftUI's
    /// `alert(_:isPresented:actions:)`: a card in the middle of the screen,
    /// fading in over this view, which dims (in 0.25 s, out in 0.2 s, as on
    /// iOS, whatever the change's animation). `actions` are `Button`s, with
    /// roles (`ButtonRole`); with none the alert gets an OK button. Return
    /// takes the default action (the first button that is not `.cancel`,
    /// focused first), Tab moves between the buttons, Esc takes the
    /// `.cancel` button (or only dismisses); any button sets `isPresented`
    /// back to false after its action. See `AlertContainer`.
    public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier(style: .alert, title: title, showsTitle: true, isPresented: isPresented,
                               message: nil, actions: AnyView(actions())))
    }

    /// Presents an alert with a message below its title, as SwiftUI's
    /// `alert(_:isPresented:actions:message:)`.
    public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        modifier(AlertModifier(style: .alert, title: title, showsTitle: true, isPresented: isPresented,
                               message: AnyView(message()), actions: AnyView(actions())))
    }
}

/// Presents an alert or a confirmation dialog through the same modal layer
/// as `fullScreenCover(isPresented:)`.
struct AlertModifier: ViewModifier {
    let style: AlertContainer.Style
    let title: String
    let showsTitle: Bool
    let isPresented: Binding<Bool>
    let message: AnyView?
    let actions: AnyView

    func body(content: Content) -> some View {
        let card = AlertContainer(style: style, title: title, showsTitle: showsTitle, message: message, actions: actions)
        let isPresented = self.isPresented
        // An alert keeps iOS's own timing whatever the change's animation:
        // in over about a quarter of a second, out over a fifth.
        let timing = style == .alert ? (present: Animation.easeOut(duration: 0.25), dismiss: Animation.easeIn(duration: 0.2)) : nil
        return content.modifier(BindingCoverModifier(wanted: isPresented.wrappedValue ? AnyHashable(true) : nil,
                                                     clear: { isPresented.wrappedValue = false }, onDismiss: nil,
                                                     content: { _ in AnyView(card) }, timing: timing))
    }
}
