/// The offset a scroll view shows: its target (the `scrollOffset` state)
/// read through an animation track, so that a scroll made inside
/// `withAnimation` (a proxy's `scrollTo`, a `scrollPosition` write, a log
/// followed at its end) glides there and turns smoothly when retargeted,
/// while keys and the wheel, which change it in no animation, jump. It is
/// read while the scroll view resolves, so that its motion keeps the
/// subtree from being reused, and retargeted while it is laid out, where
/// the targets of requests are found.
@MainActor
struct ScrollMotion {
    let graph: ViewGraph
    let path: ViewPath
    /// The frame's transaction: what a change of the target found at layout
    /// (a followed end) animates with.
    let transaction: Transaction
    /// The target the track was given while resolving.
    let target: Point
    /// What the track showed then.
    let shown: Point

    init(graph: ViewGraph, path: ViewPath, transaction: Transaction, target: Point) {
        self.graph = graph
        self.path = path
        self.transaction = transaction
        self.target = target
        var shown = target
        shown.animatableData = graph.animations.animatedValue(target.animatableData, at: path, transaction: transaction)
        self.shown = shown
    }

    /// True while the shown offset is on its way to the target.
    var isMoving: Bool {
        guard let track = graph.animations.trackBox(AnimatablePair<Double, Double>.self, at: path) else { return false }
        return !track.isFinished(at: graph.now)
    }

    /// Gives the track `newTarget` in `transaction` (none: a jump) during
    /// layout; returns what shows now. An animation started here was not
    /// seen moving while the tree resolved, so the next frame must resolve
    /// it again rather than reuse this one's nodes: it asks for that.
    func retarget(_ newTarget: Point, transaction: Transaction) -> Point {
        var shown = newTarget
        shown.animatableData = graph.animations.animatedValue(newTarget.animatableData, at: path, transaction: transaction)
        if isMoving { graph.setNeedsFrame() }
        return shown
    }
}
