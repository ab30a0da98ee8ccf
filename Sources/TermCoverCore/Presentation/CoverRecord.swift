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
    /// When what `content` and `environment` were built from last changed
    /// without the graph knowing (`ResolveContext.inputsChangedAt` at the
    /// presenter). Kept while the presenter's nodes are reused: then they
    /// are last frame's closure and environment.
    var inputsChangedAt = 0
    /// How the content dismisses this cover (binding, item or proxy).
    var requestDismiss: @MainActor () -> Void = {}
    /// Sets the binding or item that presents the cover to "not shown"
    /// (nothing for proxy covers), when the cover is dismissed from outside.
    var clearPresentation: @MainActor () -> Void = {}
    /// What the content reports while it resolves (see `PresentationPreferences`).
    var reported = PresentationPreferences()
    /// What the content reported when it last resolved: the settings the cover shows with.
    var settled = PresentationPreferences()
    /// The color behind the content when it chooses none: opaque for
    /// SwiftUI's binding and item covers; clear for a proxy's, as the
    /// FullScreenCover library sets it, so that custom transitions show
    /// what is beneath.
    var defaultBackground = Color.primary
    /// The color behind the content: the content's choice, else the default.
    var background: Color { settled.background ?? defaultBackground }
    /// True when Esc must not dismiss the cover.
    var interactiveDismissDisabled: Bool { settled.interactiveDismissDisabled }
    /// True once the stack keeps the opacity track of the cover's dim.
    var hasDimTrack = false
    /// True when the content drew anything this frame.
    var isOnScreen = false
    var stamp = 0

    /// Where the cover's content lives in the graph: beside the tree, not
    /// under the presenter, so that the cover's own animations never keep a
    /// presenter that is leaving the tree on screen (a cover goes at once
    /// with its presenter; see `ResolveContext.isLeavingTree`).
    let coverPath: ViewPath

    init(presenterPath: ViewPath, proxy: PresentationProxy) {
        self.presenterPath = presenterPath
        self.proxy = proxy
        coverPath = ViewPath.root.appending(.name("cover")).appending(.key(AnyHashable(presenterPath)))
    }
}

/// How a cover's content wants to be presented, reported from inside it
/// while it resolves, as SwiftUI's preferences flow up from a view to its
/// container: the presentation modifiers write it, the stack reads it after.
/// A reused content reports again (the modifiers' reports replay with it).
struct PresentationPreferences: Equatable {
    /// `.presentationBackground(_:)`; nil: the default, opaque.
    var background: Color?
    /// `.interactiveDismissDisabled()`.
    var interactiveDismissDisabled = false
}

/// True inside a view that has been removed from the tree and is only still
/// drawn while its removal transition runs.
struct LeavingTreeKey: EnvironmentKey {
    static let defaultValue = false
}

extension ResolveContext {
    /// True while resolving a view that has left the tree and only plays
    /// its removal transition. Such a view presents nothing: as in SwiftUI,
    /// when a presenter leaves the hierarchy its covers are removed at once,
    /// without animation, and the waiters of their proxies are cancelled,
    /// even while the presenter itself fades out.
    var isLeavingTree: Bool { environment[LeavingTreeKey.self] }
}

struct CoverRecordKey: EnvironmentKey {
    static let defaultValue: CoverRecord? = nil
}
