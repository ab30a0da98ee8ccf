/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`. Every
/// placement is accepted; a terminal has one place for it: a row at the
/// top of the searchable view, under the navigation bar's title.
public struct SearchFieldPlacement: Sendable {
    let name: String

    /// When a navigation bar drawer's field shows, as SwiftUI's `NavigationBarDrawerDisplayMode`.
    public struct NavigationBarDrawerDisplayMode: Sendable {
        let always: Bool
        /// Always shown (as every search field is here).
        public static let always = NavigationBarDrawerDisplayMode(always: true)
        /// Hidden while scrolling on iOS; shown here.
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
    }

    /// The system's choice.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The navigation bar's drawer, under the title.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// The navigation bar's drawer, in `displayMode`.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
    /// The sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// The toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// The toolbar's principal place.
    public static let toolbarPrincipal = SearchFieldPlacement(name: "toolbarPrincipal")
}
