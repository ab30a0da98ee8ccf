extension CastWriter {
    /// Records a marker at `time` seconds since the start, so a player can
    /// jump there; `label` names it (asciicast v2 and v3 both have `"m"`).
    /// Unlike output, an empty label is still a marker.
    public func marker(_ label: String, at time: Double) {
        guard isOpen, failure == nil else { return }
        emit("m", label, at: time, allowEmpty: true)
    }

    /// Records the session's exit status as v3's closing `"x"` event;
    /// nothing for v2, whose spec has no such event.
    public func exitStatus(_ status: Int32, at time: Double) {
        guard format.recordsExitStatus, isOpen, failure == nil else { return }
        emit("x", String(status), at: time)
    }
}
