extension ViewGraph {
    /// Keeps the graph animating while a view that moves with time by
    /// itself (a keyframe animator) runs, and only then: the view reads a
    /// track at `path` whose motion lasts as long as its run. `run` counts
    /// the view's starts and stops; a new count starts a run of `duration`
    /// seconds (forever when infinite), or stops it when `duration` is nil.
    /// Frames drawn in place, the reuse of what the view built and whether
    /// anything animates all follow from that track like any other.
    func motionClock(at path: ViewPath, run: Int, duration: Double?) {
        let target = Double(run)
        let still = Transaction()
        guard trackBox(Double.self, at: path)?.track.target != target else {
            _ = animatedValue(target, at: path, transaction: still)
            return
        }
        // A jump first, so that a new run does not add to what is left of the last.
        _ = animatedValue(target - 0.5, at: path, transaction: still)
        var moving = Transaction()
        moving.animation = duration.map { duration in
            duration.isFinite ? .linear(duration: max(0, duration)) : .linear(duration: 1).repeatForever(autoreverses: false)
        }
        _ = animatedValue(target, at: path, transaction: moving)
    }
}
