/// Whether a view is presented, and a way to dismiss it, as SwiftUI's
/// `PresentationMode` (read through `@Environment(\.presentationMode)`,
/// the older spelling of `\.dismiss` and `\.isPresented`): in a page a
/// navigation stack pushed, `dismiss()` pops it; in a sheet or a cover, it
/// dismisses that. At a stack's root outside any cover it is not presented.
public struct PresentationMode {
    /// True in a pushed page, a sheet or a cover.
    public let isPresented: Bool
    let action: DismissAction

    /// Dismisses the view, as `\.dismiss` does; nothing when it is not presented.
    @MainActor
    public mutating func dismiss() {
        guard isPresented else { return }
        action()
    }
}

struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// True when the view is in a pushed page, a sheet or a cover, as
    /// SwiftUI's `isPresented`.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// The presentation the view is in, as SwiftUI's older
    /// `presentationMode`: `presentationMode.wrappedValue.dismiss()` pops
    /// the pushed page, or dismisses the sheet or cover, the view is in.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, action: dismiss)
        // Dismissing is what changes it; writing it back does nothing more.
        return Binding(get: { mode }, set: { _ in })
    }
}
