extension View {
    /// Presents a confirmation dialog while `isPresented` is true, as
    /// SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:actions:)`
    /// on iPhone: a card that slides up from the bottom edge over this view,
    /// which dims, with its buttons stacked and a Cancel button added when
    /// none has the `.cancel` role. The title shows only when
    /// `titleVisibility` is `.visible` (`.automatic` hides it, as on iPhone).
    /// Keys work as in an alert: Return takes the first button, Tab moves,
    /// Esc cancels, and any button sets `isPresented` back to false after
    /// its action.
    public func confirmationDialog<A: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier(style: .dialog, title: title, showsTitle: titleVisibility == .visible, isPresented: isPresented,
                               message: nil, actions: AnyView(actions())))
    }

    /// Presents a confirmation dialog with a message above its buttons, as
    /// SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`.
    public func confirmationDialog<A: View, M: View>(_ title: String, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        modifier(AlertModifier(style: .dialog, title: title, showsTitle: titleVisibility == .visible, isPresented: isPresented,
                               message: AnyView(message()), actions: AnyView(actions())))
    }
}
