extension GraphAnimations {
    /// Keeps the graph animating while a view that moves with time by
    /// itself (a keyframe animator) runs, and only then: the view at `owner`
    /// reads a track whose motion lasts as long as its run. `run` counts
    /// the view's starts and stops; a new count starts a run of `duration`
    /// seconds (forever when infinite), or stops it when `duration` is nil.
    /// Frames drawn in place, the reuse of what the view built and whether
    /// anything animates all follow from that track like any other.
    ///
    /// The track lives outside the view's subtree: a cover presenting, a
    /// page pushed or a view leaving waits for the animations under it, and
    /// a looping animator inside must not hold those up for ever.
    func motionClock(for owner: ViewPath, run: Int, duration: Double?) {
        let path = ViewPath.root.appending(.name("motionClocks")).appending(.key(AnyHashable(owner)))
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
