/// How a `List` looks, as SwiftUI's `ListStyle`. A terminal draws each
/// with rows of cells, as dense as reads well:
///
/// - `.automatic`: rows one under another, edge to edge; a thin rule only
///   between two rows when either is taller than a line; a section's
///   header in the secondary style, its footer too.
/// - `.plain`: rows edge to edge with a thin rule between every two, and
///   rules between a section's header and rows and after its last row.
/// - `.inset`: `.plain`, standing two columns in from either edge.
/// - `.grouped`: each section set apart by a blank row, its header in
///   capitals in the secondary style, its rows edge to edge with a thin
///   rule between every two.
/// - `.insetGrouped`: `.grouped`, its rows, rules, headers and footers
///   standing two columns in from either edge: a `Form`'s look.
/// - `.sidebar`: headers in bold secondary, rows a column in under them, no rules.
public protocol ListStyle {}

/// The platform's list.
public struct DefaultListStyle: ListStyle {
    /// The platform's list.
    public init() {}
}
/// Rows edge to edge, each two set apart by a thin rule.
public struct PlainListStyle: ListStyle {
    /// Rows edge to edge.
    public init() {}
}
/// Rows inset from the edges.
public struct InsetListStyle: ListStyle {
    /// Rows inset from the edges.
    public init() {}
}
/// Grouped sections.
public struct GroupedListStyle: ListStyle {
    /// Grouped sections.
    public init() {}
}
/// Grouped sections, inset.
public struct InsetGroupedListStyle: ListStyle {
    /// Grouped sections, inset.
    public init() {}
}
/// A sidebar.
public struct SidebarListStyle: ListStyle {
    /// A sidebar.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's list.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge, each two set apart by a thin rule.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// Grouped sections.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// Grouped sections, inset.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    /// A sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
    /// How the lists inside look, as SwiftUI's `listStyle(_:)` (see `ListStyle`).
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let look = ListLook(style)
        return modifier(EnvironmentModifier { $0[ListLookKey.self] = look })
    }
}

/// What a list style means for drawing: the one place the styles differ.
struct ListLook: Equatable {
    /// Where thin rules go between two rows.
    enum Rules: Equatable {
        /// Only where one of the two rows is taller than a line.
        case betweenTallRows
        /// Between every two rows.
        case always
        /// Nowhere, unless a row asks.
        case never
    }
    var rules = Rules.betweenTallRows
    /// Columns the rows (and the rules between them) stand in from the
    /// list's leading and trailing edges.
    var rowLeading = 0, rowTrailing = 0
    /// Columns headers and footers stand in from the leading and trailing edges.
    var chromeLeading = 0, chromeTrailing = 0
    /// A blank row between two sections.
    var setsSectionsApart = false
    /// Headers in capitals, as a grouped list (and a `Form`) shows them.
    var uppercasesHeaders = false
    var boldHeaders = false
    /// Rules between a section's header and rows and after its last row.
    var sectionRules = false

    init() {}

    init<S: ListStyle>(_ style: S) {
        switch style {
        case is PlainListStyle:
            rules = .always
            sectionRules = true
        case is InsetListStyle:
            rules = .always
            sectionRules = true
            (rowLeading, rowTrailing, chromeLeading, chromeTrailing) = (2, 2, 2, 2)
        case is GroupedListStyle:
            rules = .always
            setsSectionsApart = true
            uppercasesHeaders = true
        case is InsetGroupedListStyle:
            rules = .always
            setsSectionsApart = true
            uppercasesHeaders = true
            let m = Form<EmptyView>.margin
            (rowLeading, rowTrailing, chromeLeading, chromeTrailing) = (m, m, m, m)
        case is SidebarListStyle:
            rules = .never
            boldHeaders = true
            rowLeading = 1
        default:
            break
        }
    }
}

struct ListLookKey: EnvironmentKey { static let defaultValue = ListLook() }
