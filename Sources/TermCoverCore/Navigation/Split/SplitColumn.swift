import Foundation

/// The widths a split view's column asks for, in points.
struct SplitColumnWidth: Hashable, Sendable {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?
}

/// Moves on from a column: collapsed, pushes the next one; side by side,
/// focuses it. A `List(selection:)` runs it when a row is chosen.
@MainActor
struct SplitColumnAdvance {
    let action: @MainActor () -> Void
}

/// What a view inside a split view's column knows of it.
@MainActor
struct SplitColumn {
    /// 0 the sidebar, 1 the content column, 2 the detail.
    let index: Int
    /// Where the column reports the widths it asks for.
    let widths: Binding<[Int: SplitColumnWidth]>
    var advance: SplitColumnAdvance?
}

struct SplitColumnKey: EnvironmentKey {
    static let defaultValue: SplitColumn? = nil
}

extension EnvironmentValues {
    var splitColumn: SplitColumn? {
        get { self[SplitColumnKey.self] }
        set { self[SplitColumnKey.self] = newValue }
    }
}

extension View {
    /// The width of the split-view column this view is in, as SwiftUI's
    /// `navigationSplitViewColumnWidth(_:)`: its ideal width, which decides
    /// whether the columns fit side by side (see `NavigationSplitView`).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modifier(SplitColumnWidthModifier(width: SplitColumnWidth(min: width, ideal: width, max: width)))
    }

    /// The widths of the split-view column this view is in, as SwiftUI's
    /// `navigationSplitViewColumnWidth(min:ideal:max:)`: side by side the
    /// column is drawn at `ideal`; a detail column's `min` raises the width
    /// it needs beside the others.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(SplitColumnWidthModifier(width: SplitColumnWidth(min: min, ideal: ideal, max: max)))
    }
}

/// Reports a column's widths to its split view, after the frame (it is state there).
struct SplitColumnWidthModifier: PrimitiveModifier {
    let width: SplitColumnWidth

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        if let column = context.environment.splitColumn, column.widths.wrappedValue[column.index] != width {
            let width = self.width
            context.graph.runAfterFrame {
                if column.widths.wrappedValue[column.index] != width { column.widths.wrappedValue[column.index] = width }
            }
        }
        return content.resolve(context)
    }
}
