/// How a sheet sizes itself, as iOS 18's `PresentationSizing`.
public struct PresentationSizing: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, fitted, page, form }
    let kind: Kind
    /// By its detents.
    public static let automatic = PresentationSizing(kind: .automatic)
    /// As tall as its content needs (up to the screen), whatever its detents.
    public static let fitted = PresentationSizing(kind: .fitted)
    /// A page: by its detents here.
    public static let page = PresentationSizing(kind: .page)
    /// A form: by its detents here.
    public static let form = PresentationSizing(kind: .form)
}

extension View {
    /// How the sheet this view is in sizes itself, as iOS 18's
    /// `presentationSizing(_:)`: `.fitted` makes it as tall as its content.
    public func presentationSizing(_ sizing: PresentationSizing) -> some View {
        modifier(SheetSettingModifier { $0.nextSizing = sizing })
    }
}
