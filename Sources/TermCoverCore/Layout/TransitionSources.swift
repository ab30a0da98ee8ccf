/// Where each `matchedTransitionSource(id:in:)` was placed on screen, by
/// namespace and id: what a zoom transition grows out of and shrinks back
/// into.
///
/// A frame is only as good as the placement that recorded it. The base
/// view is placed again only when it changed (an unchanged base is drawn
/// from the last frame's canvas, so its frames still hold), the covers
/// every frame; a source that was not placed in the latest placement of its
/// layer (it left the tree, or a list scrolled it out of view) is not on
/// screen.
@MainActor
final class TransitionSources {
    private var frames: [NamespacedID: (rect: Rect, pass: Int)] = [:]
    private var pass = 0
    private var basePass = 0
    private var layersPass = 0

    /// The base view is about to be placed.
    func beginBasePlacement() {
        pass += 1
        basePass = pass
    }

    /// The covers and overlays are about to be placed.
    func beginLayerPlacement() {
        pass += 1
        layersPass = pass
        frames = frames.filter { $0.value.pass == basePass }
    }

    /// A source was placed at `rect`.
    func record(_ rect: Rect, for key: NamespacedID) {
        frames[key] = (rect, pass)
    }

    /// The frame the source `key` was placed at in the latest placement of
    /// its layer, or nil when it is not on screen.
    func frame(for key: NamespacedID) -> Rect? {
        guard let entry = frames[key], entry.pass == basePass || entry.pass == layersPass else { return nil }
        return entry.rect
    }
}
