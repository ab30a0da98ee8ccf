/// What a row (or a section) of a `List` asks of the list around it, as
/// SwiftUI's `listRowBackground`, `listRowInsets`, `listRowSeparator` and
/// `listSectionSeparator` do: preferences, the list style deciding. The
/// innermost modifier wins; one on a `Section` or a `ForEach` applies to
/// each of its rows that says nothing itself.
@MainActor
struct ListRowPreferences {
    /// Drawn behind the row, across the list's width and the row's height.
    var background: LayoutNode??
    /// The row's insets; `.some(nil)` resets them to the style's.
    var insets: EdgeInsets??
    /// The row's separators: above and below.
    var separatorTop: Visibility?
    var separatorBottom: Visibility?
    /// A section's separators: between its header and first row, and after its last row.
    var sectionSeparatorTop: Visibility?
    var sectionSeparatorBottom: Visibility?
    /// The colours of those separators; `.some(nil)` gives back the style's.
    var separatorTintTop: Color??
    var separatorTintBottom: Color??
    var sectionSeparatorTintTop: Color??
    var sectionSeparatorTintBottom: Color??
    /// `deleteDisabled(_:)` and `moveDisabled(_:)`.
    var deleteDisabled: Bool?
    var moveDisabled: Bool?
    /// The row's swipe actions, by edge (`swipeActions(edge:allowsFullSwipe:content:)`).
    var leadingSwipe: SwipeActionsContent?
    var trailingSwipe: SwipeActionsContent?

    /// These preferences, with what `outer` says where these say nothing.
    func over(_ outer: ListRowPreferences) -> ListRowPreferences {
        var merged = self
        if merged.background == nil { merged.background = outer.background }
        if merged.insets == nil { merged.insets = outer.insets }
        merged.separatorTop = separatorTop ?? outer.separatorTop
        merged.separatorBottom = separatorBottom ?? outer.separatorBottom
        merged.sectionSeparatorTop = sectionSeparatorTop ?? outer.sectionSeparatorTop
        merged.sectionSeparatorBottom = sectionSeparatorBottom ?? outer.sectionSeparatorBottom
        if merged.separatorTintTop == nil { merged.separatorTintTop = outer.separatorTintTop }
        if merged.separatorTintBottom == nil { merged.separatorTintBottom = outer.separatorTintBottom }
        if merged.sectionSeparatorTintTop == nil { merged.sectionSeparatorTintTop = outer.sectionSeparatorTintTop }
        if merged.sectionSeparatorTintBottom == nil { merged.sectionSeparatorTintBottom = outer.sectionSeparatorTintBottom }
        merged.deleteDisabled = deleteDisabled ?? outer.deleteDisabled
        merged.moveDisabled = moveDisabled ?? outer.moveDisabled
        merged.leadingSwipe = leadingSwipe ?? outer.leadingSwipe
        merged.trailingSwipe = trailingSwipe ?? outer.trailingSwipe
        return merged
    }

    /// The preferences set on `node` or on the wrappers it is made of (a
    /// `.padding()` outside `.listRowSeparator` does not hide it).
    static func of(_ node: LayoutNode) -> ListRowPreferences {
        var found = ListRowPreferences()
        var current: LayoutNode? = node
        // Outermost first: an inner preference overrides an outer one.
        var chain: [ListRowPreferencesNode] = []
        while let n = current {
            if let p = n as? ListRowPreferencesNode { chain.append(p) }
            current = (n as? WrapperNode)?.child
        }
        for p in chain { found = p.preferences.over(found) }
        return found
    }
}

/// A row carrying list preferences; it lays out and draws as its content.
@MainActor
final class ListRowPreferencesNode: WrapperNode {
    let preferences: ListRowPreferences
    init(_ child: LayoutNode, preferences: ListRowPreferences) {
        self.preferences = preferences
        super.init(child)
    }
}

/// Sets list preferences on each row the content makes (a `ForEach`
/// makes several), or on a section as a whole.
struct ListRowPreferencesModifier: PrimitiveModifier {
    let background: AnyView??
    var insets: EdgeInsets?? = nil
    var separator: (Visibility, VerticalEdge.Set)? = nil
    var sectionSeparator: (Visibility, VerticalEdge.Set)? = nil
    var tint: (Color?, VerticalEdge.Set, section: Bool)? = nil
    /// Any other preference, set directly.
    var set: ((inout ListRowPreferences) -> Void)? = nil

    init(background: AnyView??) { self.background = background }
    init(insets: EdgeInsets?) { background = nil; self.insets = .some(insets) }
    init(separator visibility: Visibility, edges: VerticalEdge.Set) { background = nil; separator = (visibility, edges) }
    init(sectionSeparator visibility: Visibility, edges: VerticalEdge.Set) { background = nil; sectionSeparator = (visibility, edges) }
    init(tint: Color?, edges: VerticalEdge.Set, section: Bool) { background = nil; self.tint = (tint, edges, section) }
    init(_ set: @escaping (inout ListRowPreferences) -> Void) { background = nil; self.set = set }

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        var preferences = ListRowPreferences()
        if let background {
            preferences.background = .some(background.map { single(context.resolve($0, at: .name("listRowBackground"))) })
        }
        preferences.insets = insets
        set?(&preferences)
        if let (visibility, edges) = separator {
            if edges.contains(.top) { preferences.separatorTop = visibility }
            if edges.contains(.bottom) { preferences.separatorBottom = visibility }
        }
        if let (visibility, edges) = sectionSeparator {
            if edges.contains(.top) { preferences.sectionSeparatorTop = visibility }
            if edges.contains(.bottom) { preferences.sectionSeparatorBottom = visibility }
        }
        if let (color, edges, section) = tint {
            if edges.contains(.top) {
                if section { preferences.sectionSeparatorTintTop = .some(color) } else { preferences.separatorTintTop = .some(color) }
            }
            if edges.contains(.bottom) {
                if section { preferences.sectionSeparatorTintBottom = .some(color) } else { preferences.separatorTintBottom = .some(color) }
            }
        }
        return content.resolve(context).map { ListRowPreferencesNode($0, preferences: preferences) }
    }
}

extension View {
    /// Places `view` behind this row of a `List`, across the row's whole
    /// width and height, as SwiftUI's `listRowBackground(_:)`; nil puts
    /// the style's back. On a `Section` or `ForEach`, behind each row.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowPreferencesModifier(background: .some(view.map { AnyView($0) })))
    }

    /// Sets this row's insets in a `List`, as SwiftUI's `listRowInsets(_:)`:
    /// the row's content stands in from the row's edges by `insets`, in points; nil
    /// gives back the list style's (which a terminal keeps dense: none for
    /// the plain and automatic styles, two columns at the leading edge for
    /// the inset ones).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListRowPreferencesModifier(insets: insets))
    }

    /// Shows or hides this row's separators in a `List`, as SwiftUI's
    /// `listRowSeparator(_:edges:)`: the rule above (`.top`) and below
    /// (`.bottom`) the row. A rule between two rows shows unless either
    /// hides it; `.visible` shows one the style would leave out.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowPreferencesModifier(separator: visibility, edges: edges))
    }

    /// Shows or hides a `Section`'s separators in a `List`, as SwiftUI's
    /// `listSectionSeparator(_:edges:)`: the rule between its header and
    /// its first row (`.top`) and the one after its last row (`.bottom`).
    /// The plain styles draw them; the grouped ones set sections apart
    /// with a blank row instead, unless `.visible` asks for them.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowPreferencesModifier(sectionSeparator: visibility, edges: edges))
    }

    /// Colours this row's separators in a `List`, as SwiftUI's
    /// `listRowSeparatorTint(_:edges:)`; nil gives back the style's dim gray.
    /// Where two rows meet, the upper row's bottom tint wins.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowPreferencesModifier(tint: color, edges: edges, section: false))
    }

    /// Colours a `Section`'s separators in a `List`, as SwiftUI's
    /// `listSectionSeparatorTint(_:edges:)`; nil gives back the style's.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowPreferencesModifier(tint: color, edges: edges, section: true))
    }
}
