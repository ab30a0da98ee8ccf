/// Dismisses the cover the view is in, as SwiftUI's `@Environment(\.dismiss)`.
@MainActor
public struct DismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void
    nonisolated init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }
    /// Dismisses the presentation; does nothing outside one.
    public func callAsFunction() { action() }
}

struct DismissActionKey: EnvironmentKey {
    static let defaultValue = DismissAction { }
}

struct PresentationProxyKey: EnvironmentKey {
    static let defaultValue: PresentationProxy? = nil
}

extension EnvironmentValues {
    /// Dismisses the cover this view is in.
    public var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }

    /// The proxy of the nearest `PresentationCoordinator` above this view.
    public var presentationProxy: PresentationProxy? {
        get { self[PresentationProxyKey.self] }
        set { self[PresentationProxyKey.self] = newValue }
    }
}
