/// Which leading columns of a `NavigationSplitView` show, as SwiftUI's
/// `NavigationSplitViewVisibility`. It matters only side by side; a
/// collapsed split view is a stack.
public struct NavigationSplitViewVisibility: Hashable, Codable, Sendable {
    enum Kind: String, Codable, Sendable { case automatic, all, doubleColumn, detailOnly }
    let kind: Kind
    /// The platform's choice: every column here.
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// The detail and the column before it (the content column of three).
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// The detail alone.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}

/// A column of a `NavigationSplitView`, as SwiftUI's `NavigationSplitViewColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let index: Int
    /// The leading column.
    public static let sidebar = NavigationSplitViewColumn(index: 0)
    /// The middle column of three.
    public static let content = NavigationSplitViewColumn(index: 1)
    /// The detail column.
    public static let detail = NavigationSplitViewColumn(index: 2)
}

/// How a `NavigationSplitView` shares its width, as SwiftUI's
/// `NavigationSplitViewStyle`. On an iPad `.prominentDetail` keeps the
/// detail full size with the sidebar over it; a terminal draws every style
/// as `.balanced`: columns side by side when they fit.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {}

/// The platform's choice: balanced here.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The automatic style.
    public init() {}
}

/// Leading columns beside the detail, which gets narrower.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The balanced style.
    public init() {}
}

/// The detail at full size on an iPad; balanced here.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The prominent-detail style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's choice.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Leading columns beside the detail.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail at full size on an iPad.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// The style of the split views inside, as SwiftUI's
    /// `navigationSplitViewStyle(_:)`: accepted; every style is balanced here.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
}
