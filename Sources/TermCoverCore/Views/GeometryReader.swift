import Foundation

/// The size a `GeometryReader` was given, in points, as in SwiftUI: a
/// column is 8 points and a row 16 (see `EnvironmentValues.cellSize`), so
/// `.frame(width: proxy.size.width * 0.5)` is half the reader's columns.
public struct GeometryProxy: Equatable, Sendable {
    /// The reader's size in points.
    public let size: CGSize
    /// The reader's size in cells.
    let cellSize: Size

    /// A terminal has no safe areas: every inset is zero.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// A view that takes all the space it is offered and builds its content
/// from that space's size, as in SwiftUI; the content sits at its
/// top-leading corner. The content is built before layout, so it is built
/// for the size the reader had last (the screen's the first time) and, when
/// layout gives another, built again in the next frame.
public struct GeometryReader<Content: View>: View {
    @State private var size: Size?
    let content: (GeometryProxy) -> Content

    /// Creates a reader whose content is built from its size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// The view's content.
    public var body: some View { GeometryContent(size: $size, content: content) }
}

struct GeometryContent<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let size: Binding<Size?>
    let content: (GeometryProxy) -> Content

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let used = size.wrappedValue ?? context.environment.screenSize
        let proxy = GeometryProxy(size: context.cells.points(used), cellSize: used)
        let nodes = context.resolve(content(proxy), at: .name("content"))
        let node = GeometryNode(single(nodes), size: used)
        node.onPlaced = { [size, graph = context.graph] placed in
            // After the frame: state may not change while it is being drawn.
            graph.runAfterFrame { if size.wrappedValue != placed { size.wrappedValue = placed } }
        }
        return [node]
    }
}

@MainActor
final class GeometryNode: LayoutNode {
    let child: LayoutNode
    /// The size the content was built for.
    let size: Size
    var onPlaced: (@MainActor (Size) -> Void)?

    init(_ child: LayoutNode, size: Size) {
        self.child = child
        self.size = size
    }

    override var children: [LayoutNode] { [child] }

    override func computeSize(_ p: CellProposal) -> Size {
        // All that is offered; where nothing (or no end) is offered, what the content needs.
        let ideal = child.sizeThatFits(CellProposal(width: nil, height: nil))
        func take(_ offered: Int?, _ ideal: Int) -> Int { offered.map { $0 == .max ? ideal : max(0, $0) } ?? ideal }
        return Size(width: take(p.width, ideal.width), height: take(p.height, ideal.height))
    }

    override func place(in rect: Rect) {
        frame = rect
        let s = child.sizeThatFits(CellProposal(rect.size))
        child.place(in: Rect(x: rect.x, y: rect.y, size: s))
        if rect.size != size { onPlaced?(rect.size) }
    }
}
