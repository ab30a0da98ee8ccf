/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`. A
/// navigation stack draws its bar on one row: leading items after the
/// back control, the principal item in place of the title, trailing items
/// at the end; bottom-bar items on a row of their own at the bottom.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Side: Hashable, Sendable { case leading, principal, trailing, bottom }
    let side: Side

    /// The platform's choice: trailing in the bar.
    public static let automatic = ToolbarItemPlacement(side: .trailing)
    /// In place of the title.
    public static let principal = ToolbarItemPlacement(side: .principal)
    /// Navigation: leading.
    public static let navigation = ToolbarItemPlacement(side: .leading)
    /// The main action: trailing.
    public static let primaryAction = ToolbarItemPlacement(side: .trailing)
    /// A secondary action: trailing.
    public static let secondaryAction = ToolbarItemPlacement(side: .trailing)
    /// Confirming a modal page: trailing.
    public static let confirmationAction = ToolbarItemPlacement(side: .trailing)
    /// Cancelling a modal page: leading.
    public static let cancellationAction = ToolbarItemPlacement(side: .leading)
    /// A destructive action: trailing.
    public static let destructiveAction = ToolbarItemPlacement(side: .trailing)
    /// Status: the bottom bar.
    public static let status = ToolbarItemPlacement(side: .bottom)
    /// The bottom bar.
    public static let bottomBar = ToolbarItemPlacement(side: .bottom)
    /// Leading in the top bar.
    public static let topBarLeading = ToolbarItemPlacement(side: .leading)
    /// Trailing in the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(side: .trailing)
    /// Leading in the navigation bar (the older name of `topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement(side: .leading)
    /// Trailing in the navigation bar (the older name of `topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement(side: .trailing)
    /// Above a software keyboard; a terminal has none: the bottom bar.
    public static let keyboard = ToolbarItemPlacement(side: .bottom)
}

/// One item of a toolbar, as SwiftUI's `ToolbarItem`: a view, usually a
/// `Button`, and its placement.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    func collect(into items: inout [ToolbarEntry]) {
        items.append(ToolbarEntry(placement: placement, content: AnyView(content)))
    }
}

extension ToolbarItem where ID == () {
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an id (for customizable toolbars) at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items at one placement, as SwiftUI's
/// `ToolbarItemGroup`: laid out in a row, so a `Spacer` between them
/// pushes the later ones to the end of a bottom bar.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// A group of items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    func collect(into items: inout [ToolbarEntry]) {
        items.append(ToolbarEntry(placement: placement, content: AnyView(HStack(spacing: .columns(2)) { content })))
    }
}

/// The bars a page can show or hide, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case automatic, navigationBar, bottomBar, tabBar }
    let bar: Bar
    /// The bars the platform chooses: here, the navigation bar.
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The navigation bar at the top of a stack's page.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The bottom bar.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    /// A `TabView`'s bar.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
}

extension View {
    /// Puts items in the bar of the navigation page this view is in, as
    /// SwiftUI's `toolbar(content:)`. They are controls like any other:
    /// Tab reaches them after the page's content.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let items = content().entries()
        return modifier(ToolbarModifier(items: items))
    }

    /// Puts views in the bar of the navigation page this view is in, trailing.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: [ToolbarEntry(placement: .automatic, content: AnyView(HStack(spacing: .columns(2)) { content() }))]))
    }

    /// Shows or hides bars, as SwiftUI's `toolbar(_:for:)`:
    /// `.toolbar(.hidden, for: .tabBar)` on a pushed page hides the tab bar
    /// while the page is shown.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hides = visibility == .hidden
        let set = Set(bars.map(\.bar))
        return modifier(NavigationPageModifier { record in
            if hides, set.contains(.navigationBar) || set.contains(.automatic) { record.barHidden = true }
        })
        .modifier(TabBarVisibilityModifier(hidden: hides && set.contains(.tabBar)))
    }
}

struct ToolbarModifier: PrimitiveModifier {
    let items: [ToolbarEntry]

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        if let record = context.environment[NavigationContextKey.self]?.record {
            let environment = context.environment
            let items = self.items.map { item in
                var item = item
                item.environment = environment
                return item
            }
            context.graph.perform { record.toolbar += items }
        }
        return content.resolve(context)
    }
}
