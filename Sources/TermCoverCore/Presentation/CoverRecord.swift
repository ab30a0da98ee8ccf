/// One cover as the stack knows it: who presents it, what it shows, and
/// the settings its content chose during the last frame.
@MainActor
final class CoverRecord {
    let presenterPath: ViewPath
    let proxy: PresentationProxy
    /// The content for the current key.
    var content: @MainActor (ResolveContext) -> [LayoutNode] = { _ in [] }
    /// The presenter's environment, which the cover inherits.
    var environment = EnvironmentValues()
    /// How the content dismisses this cover (binding, item or proxy).
    var requestDismiss: @MainActor () -> Void = {}
    /// Set by `.presentationBackground(_:)` inside the content.
    var background: Color = .primary
    var nextBackground: Color?
    /// Set by `.interactiveDismissDisabled()` inside the content.
    var interactiveDismissDisabled = false
    var nextInteractiveDismissDisabled = false
    /// True when the content drew anything this frame.
    var isOnScreen = false
    var stamp = 0

    init(presenterPath: ViewPath, proxy: PresentationProxy) {
        self.presenterPath = presenterPath
        self.proxy = proxy
    }

    var coverPath: ViewPath { presenterPath.appending(.name("cover")) }
}

struct CoverRecordKey: EnvironmentKey {
    static let defaultValue: CoverRecord? = nil
}
