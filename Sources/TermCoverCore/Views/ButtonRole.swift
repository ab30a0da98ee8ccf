/// What a button does, as SwiftUI's `ButtonRole`: containers use it to place
/// and style their buttons, and alerts and dialogs to pick the one that Esc
/// takes. A destructive button draws in red wherever it is.
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    /// A button that deletes data or does something that cannot be undone.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels an operation: Esc takes it in alerts and dialogs.
    public static let cancel = ButtonRole(name: "cancel")
    /// A button that confirms an operation (iOS 26): `Button(role: .confirm) { … }` reads "Done".
    public static let confirm = ButtonRole(name: "confirm")
    /// A button that closes what is shown without losing progress (iOS 26):
    /// `Button(role: .close) { … }` reads "Close".
    public static let close = ButtonRole(name: "close")

    /// The word a button with this role and no label of its own shows.
    /// iOS 26 draws a symbol (an x, a checkmark); a word reads better in cells.
    var defaultTitle: String {
        switch self {
        case .destructive: "Delete"
        case .cancel: "Cancel"
        case .confirm: "Done"
        case .close: "Close"
        default: "OK"
        }
    }
}

/// The label of a button made with only a role, as SwiftUI's
/// `DefaultButtonLabel`: the role's word (see `ButtonRole`).
public struct DefaultButtonLabel: View {
    let role: ButtonRole
    /// The role's word.
    public var body: some View { Text(role.defaultTitle) }
}

extension Button where Label == DefaultButtonLabel {
    /// A button that shows its role's own label, as SwiftUI's
    /// `init(role:action:)` (iOS 26): "Done" for `.confirm`, "Close" for
    /// `.close`, "Cancel" for `.cancel`, "Delete" for `.destructive`.
    public init(role: ButtonRole, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
    }
}

extension Button {
    /// Creates a button with a role and a custom label, as in SwiftUI.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
}

extension Button where Label == Text {
    /// Creates a button with a role and a text label, as in SwiftUI:
    /// `Button("Delete", role: .destructive) { … }`.
    public init(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// Called after a button in the view performs its action, with the button's
/// role: containers that close once any of their buttons is chosen (an
/// alert, a confirmation dialog) set it.
struct ButtonActionObserverKey: EnvironmentKey {
    static var defaultValue: (@MainActor (ButtonRole?) -> Void)? { nil }
}
