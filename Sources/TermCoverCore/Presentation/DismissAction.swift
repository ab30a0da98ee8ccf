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

    /// The proxy of the nearest `PresentationCoordinator` above this view
    /// (or above the cover this view is in), nil outside one:
    ///
    /// ```swift
    /// @Environment(\.presentationProxy) private var proxy
    /// Button("Close") { Task { try await proxy?.dismiss() } }
    /// ```
    ///
    /// The same proxy is an `@EnvironmentObject` and an `@Observable`
    /// environment object there too.
    public var presentationProxy: PresentationProxy? {
        get { self[PresentationProxyKey.self] }
        set { self[PresentationProxyKey.self] = newValue }
    }
}
