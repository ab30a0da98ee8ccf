/// How a `List` looks, as SwiftUI's `ListStyle`. A terminal's list has one
/// look: rows one under another; the styles are accepted so code written
/// for iOS compiles, and change nothing.
public protocol ListStyle {}

/// The platform's list.
public struct DefaultListStyle: ListStyle {}
/// Rows edge to edge.
public struct PlainListStyle: ListStyle {}
/// Rows inset from the edges.
public struct InsetListStyle: ListStyle {}
/// Grouped sections.
public struct GroupedListStyle: ListStyle {}
/// Grouped sections, inset.
public struct InsetGroupedListStyle: ListStyle {}
/// A sidebar.
public struct SidebarListStyle: ListStyle {}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's list.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
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
    /// How the lists inside look, as SwiftUI's `listStyle(_:)`: accepted.
    public func listStyle(_ style: some ListStyle) -> some View { self }
}
