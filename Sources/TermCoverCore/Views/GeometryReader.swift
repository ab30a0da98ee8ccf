import Foundation

/// A view's size and place, in points, as SwiftUI's `GeometryProxy`: a
/// column is 8 points and a row 16 (see `EnvironmentValues.cellSize`), so
/// `.frame(width: proxy.size.width * 0.5)` is half the reader's columns.
public struct GeometryProxy: Equatable, @unchecked Sendable {
    /// Where the view is on the screen, in cells.
    let placed: Rect
    /// Where the named coordinate spaces around the view were, in cells:
    /// of two with one name, the nearer ancestor.
    let spaces: [AnyHashable: Rect]
    let cells: CellMetrics

    /// The view's size in points.
    public var size: CGSize { cells.points(placed.size) }

    /// A terminal has no safe areas: every inset is zero.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The view's frame in `coordinateSpace`, in points. A space named by
    /// no ancestor measures as the global one.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let origin: (x: Int, y: Int) = switch coordinateSpace {
        case .global: (placed.x, placed.y)
        case .local: (0, 0)
        case .named(let name): spaces[name].map { (placed.x - $0.x, placed.y - $0.y) } ?? (placed.x, placed.y)
        }
        return CGRect(x: cells.points(columns: origin.x), y: cells.points(rows: origin.y),
                      width: size.width, height: size.height)
    }

    /// The view's frame in `coordinateSpace` (`.global`, `.local`, `.named(_:)`), in points.
    @_disfavoredOverload
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the named space, in this view's coordinates; nil when no ancestor has that name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = spaces[coordinateSpace.name] else { return nil }
        return CGRect(x: cells.points(columns: space.x - placed.x), y: cells.points(rows: space.y - placed.y),
                      width: cells.points(columns: space.width), height: cells.points(rows: space.height))
    }
}

/// A view that takes all the space it is offered and builds its content
/// from that space's size, as in SwiftUI; the content sits at its
/// top-leading corner. The content is built before layout, so it is built
/// for the place the reader had last (the screen's the first time) and,
/// when layout gives another, built again in the next frame.
public struct GeometryReader<Content: View>: View {
    @State private var placed: Rect?
    let content: (GeometryProxy) -> Content

    /// Creates a reader whose content is built from its size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// The view's content.
    public var body: some View { GeometryContent(placed: $placed, content: content) }
}

struct GeometryContent<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let placed: Binding<Rect?>
    let content: (GeometryProxy) -> Content

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let spaces = context.graph.coordinateSpaces
        let used = placed.wrappedValue ?? Rect(x: 0, y: 0, size: context.environment.screenSize)
        let environment = context.environment
        let proxy = GeometryProxy(placed: used, spaces: spaces.frames(around: environment), cells: context.cells)
        let nodes = context.resolve(content(proxy), at: .name("content"))
        let node = GeometryNode(single(nodes), size: used.size)
        node.onPlaced = { [placed, graph = context.graph] rect in
            // A new place, or a named space that moved: build again. After
            // the frame: state may not change while it is being drawn.
            guard rect != used || spaces.frames(around: environment) != proxy.spaces else { return }
            graph.runAfterFrame { if placed.wrappedValue != rect { placed.wrappedValue = rect } }
        }
        return [node]
    }
}

@MainActor
final class GeometryNode: LayoutNode {
    let child: LayoutNode
    /// The size the content was built for.
    let size: Size
    var onPlaced: (@MainActor (Rect) -> Void)?

    init(_ child: LayoutNode, size: Size) {
        self.child = child
        self.size = size
    }

    override var children: [LayoutNode] { [child] }

    override func computeSize(_ p: CellProposal) -> Size {
        p.takingAll(orIdeal: child.sizeThatFits(CellProposal(width: nil, height: nil)))
    }

    override func place(in rect: Rect) {
        frame = rect
        let s = child.sizeThatFits(CellProposal(rect.size))
        child.place(in: Rect(x: rect.x, y: rect.y, size: s))
        onPlaced?(rect)
    }
}
