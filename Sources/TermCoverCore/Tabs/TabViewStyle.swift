/// How a `TabView` shows its tabs, as SwiftUI's `TabViewStyle`: set with
/// `tabViewStyle(_:)`. `.automatic` (and `.sidebarAdaptable`, `.tabBarOnly`)
/// draw the tab bar; `.page` shows one page at a time with a row of dots.
public protocol TabViewStyle: Sendable {}

/// The platform's tab view style: a tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
}

/// A tab bar that becomes a sidebar where there is room (iOS 18); a terminal draws the tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
}

/// A tab bar only (iOS 18).
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
}

/// Pages, as SwiftUI's `PageTabViewStyle`: one tab's content at a time, the
/// whole TabView wide, and a row of dots on the bottom row, one per page,
/// the current one filled. The dots take focus: ←/→ turn the pages (Home
/// and End go to the first and last); a click on a dot goes to its page, a
/// click beside the dots a page that way, and a drag across a page with
/// the mouse turns it, as a swipe does on iOS. A terminal cannot lay the
/// dots over the content as iOS does without hiding a row of it, so they
/// take a row of their own.
public struct PageTabViewStyle: TabViewStyle {
    /// When the dots show, as SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
    public struct IndexDisplayMode: Hashable, Sendable {
        let name: String
        /// When there is more than one page.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Always, even for a single page.
        public static let always = IndexDisplayMode(name: "always")
        /// Never: ←/→ still turn pages while the TabView has focus.
        public static let never = IndexDisplayMode(name: "never")
    }

    let indexDisplayMode: IndexDisplayMode

    /// A page style that shows the dots as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's style: a tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that becomes a sidebar where there is room; a terminal draws the tab bar.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar only.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with dots when there is more than one page.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages with dots as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How a page index (the dots) is drawn, as SwiftUI's `IndexViewStyle`: set with `indexViewStyle(_:)`.
public protocol IndexViewStyle: Sendable {}

/// Dots for pages, as SwiftUI's `PageIndexViewStyle`, with or without a
/// backdrop behind them.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a backdrop, as SwiftUI's `PageIndexViewStyle.BackgroundDisplayMode`.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let name: String
        /// The platform's choice: none.
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// Only while the dots are used: a terminal shows it while they have focus.
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Always: a gray band behind the dots.
        public static let always = BackgroundDisplayMode(name: "always")
        /// Never.
        public static let never = BackgroundDisplayMode(name: "never")
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Dots whose backdrop shows as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Dots without a backdrop.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// Dots whose backdrop shows as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

struct TabViewStyleKey: EnvironmentKey { static let defaultValue: (any TabViewStyle)? = nil }
struct IndexViewStyleKey: EnvironmentKey { static let defaultValue: PageIndexViewStyle = .page }

extension View {
    /// Sets the style of the TabViews inside, as SwiftUI's `tabViewStyle(_:)`.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        transformEnvironment(\.self) { $0[TabViewStyleKey.self] = style }
    }

    /// Sets the style of page indexes (a paged TabView's dots) inside, as
    /// SwiftUI's `indexViewStyle(_:)`.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        transformEnvironment(\.self) { values in
            if let page = style as? PageIndexViewStyle { values[IndexViewStyleKey.self] = page }
        }
    }
}
