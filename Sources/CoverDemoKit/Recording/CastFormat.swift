import TermCover

/// The asciicast version a recording is written in, as `--format` names it.
///
/// v2 (the default) is read by every player, the Debian `asciinema` 2.x
/// among them; v3 is what asciinema 3 writes: a `term` object, intervals
/// between events instead of times since the start, `#` comment lines and
/// an `"x"` event with the exit status.
package enum CastFormat: String, CaseIterable, Sendable {
    /// asciicast v2: absolute event times, the terminal in `width`/`height`/`env`.
    case v2
    /// asciicast v3: event intervals, the terminal in the header's `term` object.
    case v3

    /// Looks a name up ignoring case (`v3`, `V3`).
    init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue == name.lowercased() }) else { return nil }
        self = match
    }

    /// The header line (v3: followed by a comment line) that starts a cast.
    func header(size: Size, timestamp: Int, term: String, shell: String?, theme: TerminalColors?,
                colorTerm: String?, colors: ColorSupport?) -> String {
        switch self {
        case .v2:
            CastLine.header(size: size, timestamp: timestamp, term: term, shell: shell, theme: theme, colorTerm: colorTerm)
        case .v3:
            CastHeaderV3.lines(size: size, timestamp: timestamp, term: term, shell: shell, theme: theme,
                               colorTerm: colorTerm, colors: colors)
        }
    }

    /// An event line at `microseconds` since the start; v3 writes the
    /// interval since the event before, at `previous`. Both are whole
    /// microseconds, so v3's intervals add up to v2's times exactly, with no
    /// rounding drift.
    func event(microseconds: Int64, previous: Int64, code: String, data: String) -> String {
        switch self {
        case .v2: CastLine.event(microseconds: microseconds, code: code, data: data)
        case .v3: CastLine.event(microseconds: microseconds - previous, code: code, data: data)
        }
    }

    /// Whether the format has an `"x"` (exit status) event: v3's spec lists
    /// it; v2's lists only `o`, `i`, `m` and `r`.
    var recordsExitStatus: Bool { self == .v3 }
}
