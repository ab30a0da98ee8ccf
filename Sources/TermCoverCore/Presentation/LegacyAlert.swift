/// An alert as iOS 13 wrote it, as SwiftUI's deprecated `Alert`: a title, a
/// message and one or two buttons, shown by `alert(isPresented:content:)`
/// or `alert(item:content:)`. It is drawn as the alerts of
/// `alert(_:isPresented:actions:message:)` are.
public struct Alert {
    /// A button of an alert, as SwiftUI's `Alert.Button`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }
        /// A button that cancels: Esc takes it.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }
        /// A button that cancels, labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }
        /// A button that deletes or cannot be undone, in red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button, "OK" when none is given.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// The alert as the modifier of today's alerts.
    @MainActor func modifier(isPresented: Binding<Bool>) -> AlertModifier {
        AlertModifier(style: .alert, title: title.content, showsTitle: true, isPresented: isPresented,
                      message: message.map { AnyView($0) }, actions: AnyView(AlertButtons(buttons: buttons)))
    }
}

/// An old-style alert's buttons as today's buttons with roles.
private struct AlertButtons: View {
    let buttons: [Alert.Button]
    var body: some View {
        ForEach(buttons.indices, id: \.self) { i in
            let button = buttons[i]
            TermCoverCore.Button(role: button.role) { button.action?() } label: { button.label }
        }
    }
}

extension View {
    /// Shows the alert `content` makes while `isPresented` is true, as
    /// SwiftUI's deprecated `alert(isPresented:content:)`.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        modifier(content().modifier(isPresented: isPresented))
    }

    /// Shows the alert `content` makes for `item` while it is not nil; any
    /// button sets it back to nil, as SwiftUI's deprecated `alert(item:content:)`.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        let alert = item.wrappedValue.map(content) ?? Alert(title: Text(""))
        return modifier(alert.modifier(isPresented: isPresented))
    }
}
