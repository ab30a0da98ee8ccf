import Foundation

/// A split view's columns side by side: each leading column at its width,
/// the detail in the rest, each in a navigation stack of its own (a bar
/// for its title and toolbar), a rule between them.
struct SplitColumnsView: View, PrimitiveView {
    typealias Body = Never
    /// The shown columns, the detail last.
    let columns: [AnyView]
    /// The leading columns' widths, in points.
    let widths: [CGFloat]
    let report: Binding<[Int: SplitColumnWidth]>

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let focused = context.focusedPath
        let graph = context.graph
        // Kept across frames: a column reused from the last frame holds the advance it was built with.
        let holder = graph.stateBox(at: context.path.appending(.name("focusHolder")), initial: SplitFocusHolder()).value
        var nodes: [LayoutNode] = []
        var focusedColumn: Int?
        for (i, column) in columns.enumerated() {
            var c = context
            let path = context.path.appending(.index(i))
            if focused?.hasPrefix(path) == true { focusedColumn = i }
            // Choosing a row moves on to the next column.
            let next = i + 1
            c.environment[SplitColumnAdvanceKey.self] = next < columns.count
                ? SplitColumnAdvance { [weak holder] in holder?.node?.focusColumn(next) } : nil
            nodes.append(single(c.resolve(NavigationStack { column }, at: .index(i))))
        }
        let rules = (0..<max(0, columns.count - 1)).map { _ in DividerNode(vertical: true, style: context.environment.textStyle) }
        let node = SplitColumnsNode(columns: nodes, rules: rules,
                                    widths: widths.map { max(1, context.cells.columns($0)) },
                                    focusedColumn: focusedColumn, graph: graph)
        holder.node = node
        return [node]
    }
}

/// Lets a column's advance reach the columns' node of the latest frame.
@MainActor
final class SplitFocusHolder {
    weak var node: SplitColumnsNode?
}

/// The columns laid out side by side; Right and Left move focus between them.
@MainActor
final class SplitColumnsNode: LayoutNode {
    let columns: [LayoutNode]
    let rules: [LayoutNode]
    /// The leading columns' widths, in cells.
    let widths: [Int]
    let focusedColumn: Int?
    let graph: ViewGraph
    private let parts: [LayoutNode]

    init(columns: [LayoutNode], rules: [LayoutNode], widths: [Int], focusedColumn: Int?, graph: ViewGraph) {
        self.columns = columns
        self.rules = rules
        self.widths = widths
        self.focusedColumn = focusedColumn
        self.graph = graph
        parts = columns + rules
    }

    /// Columns first: Tab goes through them in order.
    override var children: [LayoutNode] { parts }

    override func computeSize(_ p: CellProposal) -> Size {
        func fill(_ v: Int?, _ n: Int) -> Int { v.map { $0 == .max ? n : $0 } ?? n }
        let natural = widths.reduce(0, +) + rules.count + 40
        return Size(width: fill(p.width, natural), height: fill(p.height, 24))
    }

    override func place(in rect: Rect) {
        frame = rect
        var x = rect.x
        for (i, column) in columns.enumerated() {
            let isDetail = i == columns.count - 1
            let w = isDetail ? max(0, rect.maxX - x) : min(widths[i], max(0, rect.maxX - x))
            column.place(in: Rect(x: x, y: rect.y, width: w, height: rect.height))
            x += w
            if !isDetail {
                rules[i].place(in: Rect(x: x, y: rect.y, width: 1, height: rect.height))
                x += 1
            }
        }
    }

    /// Focuses the first control of column `index`, if it has one.
    func focusColumn(_ index: Int) {
        guard columns.indices.contains(index), let target = columns[index].firstFocusable?.focusPath else { return }
        graph.focusRequest = target
        graph.setNeedsFrame()
    }

    override func handleKey(_ key: Key) -> Bool {
        guard let at = focusedColumn else { return false }
        switch key {
        case .rightArrow where at + 1 < columns.count:
            focusColumn(at + 1)
        case .leftArrow where at > 0:
            focusColumn(at - 1)
        default:
            return false
        }
        return true
    }
}

struct SplitColumnAdvanceKey: EnvironmentKey {
    static let defaultValue: SplitColumnAdvance? = nil
}
