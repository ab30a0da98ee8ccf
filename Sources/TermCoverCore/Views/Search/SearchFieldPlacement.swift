/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`. Inside
/// a navigation container (`NavigationStack`, `NavigationView`,
/// `NavigationSplitView`) the field is part of the navigation bar: under
/// the title, above the content, staying put while the content scrolls
/// (`.automatic`, `.navigationBarDrawer` in either display mode,
/// `.toolbar`, and `.sidebar`, whose bar is the first column's); with
/// `.toolbarPrincipal` it takes the title's place in the bar. Outside one,
/// it heads the searchable view.
public struct SearchFieldPlacement: Sendable {
    enum Kind: Sendable { case automatic, navigationBarDrawer, sidebar, toolbar, toolbarPrincipal }
    let kind: Kind
    /// The drawer's display mode, for `navigationBarDrawer(displayMode:)`.
    let displayMode: NavigationBarDrawerDisplayMode?

    init(_ kind: Kind, displayMode: NavigationBarDrawerDisplayMode? = nil) {
        self.kind = kind
        self.displayMode = displayMode
    }

    /// When a navigation bar drawer's field shows, as SwiftUI's `NavigationBarDrawerDisplayMode`.
    public struct NavigationBarDrawerDisplayMode: Sendable {
        let always: Bool
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(always: true)
        /// Hidden while scrolling on iOS; a terminal's bar keeps it shown, as `.always`.
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
    }

    /// The system's choice: the navigation bar's drawer, under the title.
    public static let automatic = SearchFieldPlacement(.automatic)
    /// The navigation bar's drawer, under the title.
    public static let navigationBarDrawer = SearchFieldPlacement(.navigationBarDrawer, displayMode: .automatic)
    /// The navigation bar's drawer, in `displayMode` (both keep it shown here).
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(.navigationBarDrawer, displayMode: displayMode)
    }
    /// The sidebar: the first column's bar in a split view, under its title.
    public static let sidebar = SearchFieldPlacement(.sidebar)
    /// The toolbar: a terminal's bar has one row, so under the title, as the drawer.
    public static let toolbar = SearchFieldPlacement(.toolbar)
    /// The toolbar's principal place: the middle of the bar, instead of the title.
    public static var toolbarPrincipal: SearchFieldPlacement { SearchFieldPlacement(.toolbarPrincipal) }
}
