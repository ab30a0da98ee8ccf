/// The kinds of title a navigation bar shows, as SwiftUI's
/// `NavigationBarItem`.
public enum NavigationBarItem {
    /// How a page's title is shown: SwiftUI's `TitleDisplayMode`. A
    /// terminal's bar has one row: every title is drawn inline, bold, in
    /// the middle of the bar; the mode is accepted for code written for iOS.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The style the context picks: inline here.
        case automatic
        /// In the middle of the bar.
        case inline
        /// A large title below the bar on iOS; inline here.
        case large
    }
}

/// How a toolbar's title is shown, as iOS 17's `ToolbarTitleDisplayMode`:
/// accepted, and drawn inline as every title here is.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    /// The platform's choice.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// In the bar.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// Large, under the bar on iOS.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// Large, in the bar.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

extension View {
    /// The title of the navigation page this view is in, as in SwiftUI:
    /// drawn in the middle of the stack's bar, and as the back control of
    /// the page pushed over it. Outside a `NavigationStack` it does nothing.
    public func navigationTitle(_ title: String) -> some View {
        navigationTitle(Text(title))
    }

    /// The title of the navigation page this view is in, from any string
    /// (a `Substring`, say), shown verbatim.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// The title of the navigation page this view is in, from a
    /// `LocalizedStringKey`: its literal parts are Markdown, as `Text`'s.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The title of the navigation page this view is in, as a `Text`.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationPageModifier { $0.title = title })
    }

    /// The title of the navigation page this view is in, from a binding,
    /// which a person can rename in place, as on iOS 16: it shows the
    /// binding's value and follows it; Tab reaches it among the bar's
    /// controls, and Return (or a click) on it opens a field holding the
    /// title. Return there renames (writes the binding), Esc keeps the old
    /// name. The page beneath's back control reads the title as it is.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        let text = Text(title.wrappedValue)
        return modifier(NavigationPageModifier {
            $0.title = text
            $0.titleBinding = title
        })
    }

    /// How the page's title is shown, as SwiftUI's
    /// `navigationBarTitleDisplayMode(_:)`: accepted; every title here is
    /// inline (see `NavigationBarItem.TitleDisplayMode`).
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationPageModifier { $0.titleDisplayMode = displayMode })
    }

    /// How the toolbar's title is shown, as iOS 17's
    /// `toolbarTitleDisplayMode(_:)`: accepted, drawn inline.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        modifier(NavigationPageModifier { $0.titleDisplayMode = mode.mode })
    }

    /// Hides the page's back control, as in SwiftUI. Esc still goes back,
    /// as a swipe does on iOS.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NavigationPageModifier { if hidesBackButton { $0.backButtonHidden = true } })
    }

    /// Hides the page's navigation bar, as SwiftUI's `navigationBarHidden(_:)`.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(NavigationPageModifier { if hidden { $0.barHidden = true } })
    }
}

/// Reports something about the navigation page the view is in (see
/// `NavigationPageRecord`), again whenever the page is reused.
struct NavigationPageModifier: PrimitiveModifier {
    let report: @MainActor (NavigationPageRecord) -> Void

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        if let record = context.environment[NavigationContextKey.self]?.record {
            let report = self.report
            context.graph.perform { report(record) }
        }
        return content.resolve(context)
    }
}
