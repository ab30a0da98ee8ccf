/// SwiftUI's first navigation container, deprecated for `NavigationStack`
/// and `NavigationSplitView` but still in most course code. It works as a
/// `NavigationStack` with a path of its own: `NavigationLink(destination:)`
/// pushes, Esc pops, and its pages have the same bar. Whatever
/// `navigationViewStyle(_:)` says, it is one stack: a terminal draws the
/// iPhone's presentation (see `DoubleColumnNavigationViewStyle`).
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view whose root page is `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The view's content: a stack.
    public var body: some View {
        NavigationStack { content }
    }
}

/// How a `NavigationView` is presented, as SwiftUI's `NavigationViewStyle`.
/// Every style draws a stack here.
@MainActor @preconcurrency
public protocol NavigationViewStyle {}

/// The platform's style: a stack.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}

/// One page at a time, as on an iPhone.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

/// A sidebar beside a detail page on an iPad; a stack here, as on an
/// iPhone: use `NavigationSplitView` for columns.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The two-column style.
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One page at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// Two columns on an iPad; a stack here.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension View {
    /// Sets the style of the `NavigationView`s inside, as SwiftUI's
    /// `navigationViewStyle(_:)`: accepted; each is drawn as a stack.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
