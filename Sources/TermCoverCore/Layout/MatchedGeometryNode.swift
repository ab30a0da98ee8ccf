/// Places its child at the frame its matched-geometry group gives it, in
/// place of the frame its parent gives it. Inside a render effect that
/// draws the view into a layer (the fade of its own transition), the layer
/// is made to reach the frame the view is drawn at (see `EffectNode`), and
/// `layerOrigin` says where the layer is on the screen.
@MainActor
final class MatchedGeometryNode: WrapperNode {
    enum Role {
        /// A source in the tree: it holds the group's geometry, or will.
        case source
        /// A source on its way out: it moves along to the holder's frame.
        case leaving
        /// `isSource: false`: it takes the source's geometry.
        case follower
    }

    let group: MatchedGeometryGroup
    let path: ViewPath
    let role: Role
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    /// Where the layer it is placed in sits on the screen, set by the
    /// effect that draws the layer just before it places it.
    var layerOrigin = (x: 0, y: 0)
    /// The frame it last drew its child at, on the screen.
    private(set) var shownFrame: Rect?

    init(_ child: LayoutNode, group: MatchedGeometryGroup, path: ViewPath, role: Role,
         properties: MatchedGeometryProperties, anchor: UnitPoint) {
        self.group = group
        self.path = path
        self.role = role
        self.properties = properties
        self.anchor = anchor
        super.init(child)
    }

    override func place(in rect: Rect) {
        frame = rect
        let origin = layerOrigin
        layerOrigin = (0, 0)
        let shown = frame(forOwn: rect.offsetBy(dx: origin.x, dy: origin.y))
        shownFrame = shown
        child.place(in: shown.offsetBy(dx: -origin.x, dy: -origin.y))
    }

    /// The node inside `node`'s chain of single-child wrappers, if any,
    /// short of another effect (which makes its own layer).
    static func find(in node: LayoutNode) -> MatchedGeometryNode? {
        var node = node
        while true {
            if let matched = node as? MatchedGeometryNode { return matched }
            guard let wrapper = node as? WrapperNode, !(wrapper is EffectNode) else { return nil }
            node = wrapper.child
        }
    }

    /// The frame the view is drawn at when its parent places it at `own`
    /// (on the screen), noting the holder's frames in the group.
    func frame(forOwn own: Rect) -> Rect {
        switch role {
        case .source where group.holder == path:
            group.target = own
            let moving = group.from.map { FrameRect(own).interpolated(to: $0, group.progress) } ?? FrameRect(own)
            let shown = taking(moving, over: own)
            group.shown = shown
            return shown.rounded
        case .source, .leaving:
            // Another view holds the geometry: go along with its move.
            guard group.holder != path, let from = group.from, let target = group.target else { return own }
            return taking(FrameRect(target).interpolated(to: from, group.progress), over: own).rounded
        case .follower:
            guard let shown = group.shown else { return own }
            return taking(shown, over: own).rounded
        }
    }

    /// `own` with the matched properties of `geometry`: its size, and its
    /// anchor point where `geometry`'s is.
    private func taking(_ geometry: FrameRect, over own: Rect) -> FrameRect {
        let mine = FrameRect(own)
        let width = properties.contains(.size) ? geometry.width : mine.width
        let height = properties.contains(.size) ? geometry.height : mine.height
        let source = properties.contains(.position) ? geometry : mine
        let ax = source.x + anchor.x * source.width, ay = source.y + anchor.y * source.height
        return FrameRect(x: ax - anchor.x * width, y: ay - anchor.y * height, width: width, height: height)
    }
}
