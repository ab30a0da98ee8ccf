/// What a container asks a transition to move along with a child: the
/// child filling the screen, on an opaque color of its own, so that the
/// whole screen moves as one surface (a presented screen does; a view
/// does not, and has none).
struct TransitionSurface: Hashable {
    /// The opaque color under the child, if it has one.
    let background: Color?

    /// `node` filling the screen, on `background` when there is one.
    @MainActor
    func wrap(_ node: LayoutNode) -> LayoutNode {
        let filled = FlexibleFrameNode(node, .fill)
        guard let background else { return filled }
        return LayerNode(filled, layer: ColorNode(color: background), alignment: .center, inFront: false)
    }
}

/// True inside the modifiers of a transition that moves a whole-screen
/// surface: a surface that moves there reaches on past its edge (see
/// `EffectNode.extendsSurface`).
struct SurfaceMotionKey: EnvironmentKey {
    static let defaultValue = false
}
