import Foundation

/// Two or three columns, as SwiftUI's `NavigationSplitView`: a sidebar, an
/// optional content column and a detail column, side by side when the
/// terminal is wide enough, and collapsed to one stack when it is not, as
/// on an iPhone.
///
/// **Side by side** when the shown columns fit at their ideal widths
/// beside a detail column of at least `minimumDetailWidth` (320 points,
/// 40 columns), with a one-column rule between each: the sidebar's ideal
/// is 200 points (25 columns) and the content column's 240 (30 columns)
/// unless `navigationSplitViewColumnWidth(_:)` says otherwise. So two
/// columns need 528 points (66 columns), three need 776 (97 columns).
/// Each column has a bar of its own (its `navigationTitle`, its toolbar).
/// Tab moves focus through the columns' controls; Right and Left (when
/// the focused control does not use them) move focus to the next or the
/// previous column; Enter on a `List(selection:)` row moves on to the
/// next column.
///
/// **Collapsed**, the sidebar is the root of a stack; choosing a row of a
/// `List(selection:)` in it (Enter, Space or a click: the arrows only
/// move the selection) pushes the next column, and Esc pops back.
///
/// The selection of a sidebar `List` is the app's state, which the other
/// columns read: the detail follows it in both layouts.
///
/// Not as on iOS: a `NavigationLink` in the sidebar pushes within the
/// sidebar's own column side by side (use a `List(selection:)`); a
/// column's `navigationSplitViewColumnWidth` counts from the first frame
/// that column is built (collapsed, the pushed columns are built when
/// pushed); `preferredCompactColumn` is accepted and not followed (the
/// sidebar is on top until a row is chosen); a sidebar toggle is not drawn
/// (set `columnVisibility`).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    /// Collapsed: how many columns are pushed over the sidebar.
    @State private var pushed = 0
    /// What the columns asked for with `navigationSplitViewColumnWidth`, by column.
    @State private var widths: [Int: SplitColumnWidth] = [:]

    /// The narrowest a detail column may be for the columns to show side by side: 320 points, 40 columns.
    public static var minimumDetailWidth: CGFloat { 320 }

    /// A three-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, compact: nil, sidebar(), content(), detail())
    }

    /// A three-column split view whose leading columns' visibility is `columnVisibility`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, compact: nil, sidebar(), content(), detail())
    }

    /// A three-column split view; collapsed, `preferredCompactColumn` says which column is on top.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, compact: preferredCompactColumn, sidebar(), content(), detail())
    }

    /// A three-column split view with both bindings.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, compact: preferredCompactColumn, sidebar(), content(), detail())
    }

    private init(visibility: Binding<NavigationSplitViewVisibility>?, compact: Binding<NavigationSplitViewColumn>?,
                 _ sidebar: Sidebar, _ content: Content?, _ detail: Detail) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        columnVisibility = visibility
        preferredCompactColumn = compact
    }

    /// The columns side by side, or collapsed to a stack, by the width offered.
    public var body: some View {
        GeometryReader { proxy in
            if fitsSideBySide(proxy.size.width) {
                SplitColumnsView(columns: shownColumns, widths: shownWidths, report: $widths)
            } else {
                collapsed
            }
        }
    }

    private var isThreeColumn: Bool { content != nil }

    /// The leading columns the visibility shows: all of them unless it says otherwise.
    private var shownLeading: [Int] {
        let all = isThreeColumn ? [0, 1] : [0]
        switch columnVisibility?.wrappedValue ?? .automatic {
        case .detailOnly: return []
        case .doubleColumn: return isThreeColumn ? [1] : [0]
        default: return all
        }
    }

    private func width(_ column: Int) -> SplitColumnWidth {
        widths[column] ?? SplitColumnWidth(ideal: column == 0 ? 200 : 240)
    }

    private var shownWidths: [CGFloat] { shownLeading.map { width($0).ideal } }

    private func fitsSideBySide(_ available: CGFloat) -> Bool {
        let leading = shownLeading
        let rules = CGFloat(leading.count) * 8
        let needed = leading.map { width($0).ideal }.reduce(0, +) + rules
            + max(Self.minimumDetailWidth, widths[2]?.min ?? 0)
        return available >= needed
    }

    private var shownColumns: [AnyView] {
        var columns: [AnyView] = []
        for index in shownLeading {
            columns.append(index == 0 ? column(sidebar, 0) : column(content, 1))
        }
        columns.append(column(detail, 2))
        return columns
    }

    private func column<V: View>(_ view: V, _ index: Int, advance: SplitColumnAdvance? = nil) -> AnyView {
        AnyView(view.environment(\.splitColumn, SplitColumn(index: index, widths: $widths, advance: advance)))
    }

    /// One stack: the sidebar at its root, the next columns pushed by choosing a row.
    private var collapsed: some View {
        let pushed = $pushed
        let first = Binding<Bool>(get: { pushed.wrappedValue >= 1 }, set: { if !$0 { pushed.wrappedValue = 0 } })
        let second = Binding<Bool>(get: { pushed.wrappedValue >= 2 }, set: { if !$0 { pushed.wrappedValue = 1 } })
        let content = self.content, detail = self.detail
        return NavigationStack {
            column(sidebar, 0, advance: SplitColumnAdvance { pushed.wrappedValue = max(pushed.wrappedValue, 1) })
                .navigationDestination(isPresented: first) {
                    if let content {
                        column(content, 1, advance: SplitColumnAdvance { pushed.wrappedValue = 2 })
                            .navigationDestination(isPresented: second) { column(detail, 2) }
                    } else {
                        column(detail, 2)
                    }
                }
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: a sidebar and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, compact: nil, sidebar(), nil, detail())
    }

    /// A two-column split view whose sidebar's visibility is `columnVisibility`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, compact: nil, sidebar(), nil, detail())
    }

    /// A two-column split view; collapsed, `preferredCompactColumn` says which column is on top.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, compact: preferredCompactColumn, sidebar(), nil, detail())
    }

    /// A two-column split view with both bindings.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, compact: preferredCompactColumn, sidebar(), nil, detail())
    }
}
