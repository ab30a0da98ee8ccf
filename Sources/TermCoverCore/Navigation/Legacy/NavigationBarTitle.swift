extension View {
    /// The page's title, as SwiftUI's older `navigationBarTitle(_:)`: the
    /// same as `navigationTitle(_:)`.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// The page's title from a `LocalizedStringKey` (`navigationBarTitle(_:)`).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The page's title from any string, verbatim (`navigationBarTitle(_:)`).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// The page's title and how it is shown, as SwiftUI's
    /// `navigationBarTitle(_:displayMode:)`. A terminal's bar has one row:
    /// `.large`, `.inline` and `.automatic` all draw the title inline.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The page's title from a `LocalizedStringKey`, and how it is shown.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    /// The page's title from any string, verbatim, and how it is shown.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }

    /// Items at both ends of the page's bar, as SwiftUI's older
    /// `navigationBarItems(leading:trailing:)`: drawn as toolbar items at
    /// `.navigationBarLeading` and `.navigationBarTrailing` are.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// An item at the leading end of the page's bar (`navigationBarItems(leading:)`).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// An item at the trailing end of the page's bar (`navigationBarItems(trailing:)`).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}
