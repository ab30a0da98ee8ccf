/// The window title: the navigation title of the page on top, read off the
/// top layer's nodes after each frame, so a cover dismissed over a cached
/// base view gives the base's title back (its page nodes are kept with it).
extension ViewHost {
    /// What the terminal's window should be called now: `Page — App` when
    /// the page on top has a navigation title, the app's name alone when
    /// not, nil when neither is known.
    package var windowTitle: String? {
        let page = activeLayer.flatMap(Self.firstPageTitle)
        switch (page, appName) {
        case (let page?, let app?): return "\(page) — \(app)"
        case (let page?, nil): return page
        case (nil, let app): return app
        }
    }

    /// The first titled navigation page reached from `node`, outermost
    /// first, through the nodes keys reach (a stack's top page alone, the
    /// selected tab).
    static func firstPageTitle(_ node: LayoutNode) -> String? {
        if let page = node as? NavigationPageNode, let title = page.title, !title.isEmpty { return title }
        for child in node.children {
            if let title = firstPageTitle(child) { return title }
        }
        return nil
    }

    /// Text a copy command asked to put on the clipboard since the last call, once.
    package func takeCopyRequest() -> String? {
        defer { graph.copyRequest = nil }
        return graph.copyRequest
    }
}
