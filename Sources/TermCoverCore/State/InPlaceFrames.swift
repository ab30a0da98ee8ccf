/// Frames in which nothing but translations move, drawn without
/// evaluating the tree.
///
/// While a cover slides, the only thing that changes from frame to frame
/// is where `.move(edge:)` or `.offset` draws it: the nodes of the last
/// frame, with each translation node given the value of its track at the
/// new time, are exactly what evaluating the tree again would build (see
/// `ReuseCache` for why a retained subtree would be reused whole). So a
/// frame evaluated in full that read no other moving value (no opacity,
/// scale or dim in flight, no spring of a layout value) records the
/// updates of its translation nodes here, and the frames after it, until
/// something changes or an animation ends, only run them, lay the layers
/// out and draw. SwiftUI applies a geometry effect at render time in the
/// same way, without running bodies again. A screen with a window overlay
/// is evaluated every frame: the overlay shows what the frame is doing.
@MainActor
final class InPlaceFrames {
    /// Each puts its track's value at the graph's time into a translation
    /// node of the last frame evaluated; true when that moved the node.
    private var updates: [@MainActor () -> Bool] = []
    /// Each says, without moving its node, whether its track's value at a
    /// later time would draw the node on other cells (see `changesScreen`).
    private var peeks: [@MainActor (Double) -> Bool] = []
    /// True when the last frame evaluated read no moving value but translations.
    private(set) var isAllowed = false

    func beginFrame() {
        updates.removeAll(keepingCapacity: true)
        peeks.removeAll(keepingCapacity: true)
        isAllowed = false
    }

    func endFrame(movesOnlyTranslations: Bool) {
        isAllowed = movesOnlyTranslations
    }

    /// Called as a translation node is built or reused.
    func add(_ update: @escaping @MainActor () -> Bool, peek: @escaping @MainActor (Double) -> Bool) {
        updates.append(update)
        peeks.append(peek)
    }

    /// The number of updates recorded so far: a caller that tells one part
    /// of the tree from another (the base view from the covers) notes it
    /// between them.
    var count: Int { updates.count }

    /// True when a frame at `time` would draw some translation node on
    /// cells other than the ones it is on now: a whole-cell slide reaches a
    /// new row on two ticks of five at 60 fps, and the loop need not wake
    /// for the others (`ViewGraph.firstChange`).
    func changesScreen(at time: Double) -> Bool {
        peeks.contains { $0(time) }
    }

    /// Runs the updates in `range` (all by default); true when any moved its node.
    func apply(_ range: Range<Int>? = nil) -> Bool {
        var moved = false
        for update in updates[range ?? updates.indices] where update() { moved = true }
        return moved
    }
}
