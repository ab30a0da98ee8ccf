extension CastWriter {
    /// Records a marker at `time` seconds since the start, so a player can
    /// jump there; `label` names it (asciicast v2 and v3 both have `"m"`).
    /// Unlike output, an empty label is still a marker.
    package func marker(_ label: String, at time: Double) {
        guard isOpen, failure == nil else { return }
        emit("m", label, at: time, allowEmpty: true)
    }

    /// Records a key typed at `time` seconds since the start as an input
    /// event (`"i"`, in v2 and v3), so a player can show the keystroke.
    /// `data` is already masked where it went to a `SecureField` (`InputRecord`).
    package func input(_ data: String, at time: Double) {
        guard isOpen, failure == nil else { return }
        emit("i", data, at: time)
    }

    /// Records the session's exit status as v3's closing `"x"` event;
    /// nothing for v2, whose spec has no such event.
    package func exitStatus(_ status: Int32, at time: Double) {
        guard format.recordsExitStatus, isOpen, failure == nil else { return }
        emit("x", String(status), at: time)
    }
}
