/// Tabs, as SwiftUI's `TabView`: a bar of tabs on the bottom row and the
/// selected tab's content above it. Each tab keeps its own state (and its
/// own navigation stack) while another is shown; a tab's content first
/// appears when it is first selected, and disappears and appears again as
/// it is left and selected once more, as in SwiftUI.
///
/// Write the tabs as iOS 18's `Tab`s, or as views with `.tabItem { }` and
/// `.tag(_:)`. The bar is the last stop for Tab: there ←/→ (or a digit)
/// choose a tab; a click on a tab chooses it from anywhere.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let tabs: [TabEntry]

    /// Tabs from views with `.tabItem { }`, selected through `selection`
    /// by their `.tag(_:)`s (nil: the TabView keeps its own selection).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        tabs = viewListElements(of: content()).enumerated().map { index, element in
            let badge: Text? = element.traits.badge ?? nil
            return TabEntry(key: element.traits.tag ?? AnyHashable(index), value: element.traits.tag,
                            label: element.traits.tabItem, badge: badge, content: element.view)
        }
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        TabViewResolver(tabs: tabs, selection: selection.map { binding in
            TabSelection(get: { AnyHashable(binding.wrappedValue) },
                         set: { if let value = $0.base as? SelectionValue { binding.wrappedValue = value } })
        }, context: context).resolve()
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs from views with `.tabItem { }`; the TabView keeps its own selection.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// What a `TabView` of iOS 18's `Tab`s holds: nothing is drawn from it directly.
public struct TabContentView<C: TabContent>: View {
    /// Never evaluated: the TabView reads the tabs.
    public var body: Never { fatalError("TabContentView has no body") }
}

extension TabView {
    /// Tabs written as iOS 18's `Tab`s, selected through `selection` by their values.
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentView<C> {
        self.selection = selection
        var tabs: [TabEntry] = []
        content().collectTabs(into: &tabs)
        self.tabs = tabs
    }
}

extension TabView where SelectionValue == Never {
    /// Tabs written as iOS 18's `Tab`s without values; the TabView keeps its own selection.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C) where Content == TabContentView<C> {
        selection = nil
        var tabs: [TabEntry] = []
        content().collectTabs(into: &tabs)
        self.tabs = tabs
    }
}

/// Reads and writes a TabView's bound selection.
@MainActor
struct TabSelection {
    let get: @MainActor () -> AnyHashable
    let set: @MainActor (AnyHashable) -> Void
}

/// What a TabView keeps between frames.
@MainActor
final class TabViewModel {
    /// The key of the tab chosen by the bar or a click, when no binding says.
    var chosen: AnyHashable?
    /// The tabs shown at least once: their content is kept.
    var loaded: Set<AnyHashable> = []
}

/// What the views in a TabView's selected tab report to it.
@MainActor
final class TabViewRecord {
    var barHidden = false
}

struct TabViewRecordKey: EnvironmentKey {
    static let defaultValue: TabViewRecord? = nil
}

struct TabBarVisibilityModifier: PrimitiveModifier {
    let hidden: Bool
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        if hidden, let record = context.environment[TabViewRecordKey.self] {
            context.graph.perform { record.barHidden = true }
        }
        return content.resolve(context)
    }
}
