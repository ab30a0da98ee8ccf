/// Keys (and mouse reports) as the decoder finds them. Text is gathered scalar by scalar and
/// split into graphemes only when a non-text key or the end comes, so an
/// emoji sequence or a letter with its combining mark is one key.
struct KeyOutput {
    private(set) var events: [TerminalEvent] = []
    private var text = String.UnicodeScalarView()

    mutating func scalar(_ s: Unicode.Scalar) { text.append(s) }

    mutating func key(_ key: Key?, phase: KeyPress.Phases = .down) {
        guard let key else { return }
        flushText()
        events.append(phase == .up ? .keyUp(key) : phase == .repeat ? .keyRepeat(key) : .key(key))
    }

    mutating func mouse(_ event: MouseEvent?) {
        guard let event else { return }
        flushText()
        events.append(.mouse(event))
    }

    /// Focus reporting's `CSI I` (true) or `CSI O` (false).
    mutating func focus(_ focused: Bool) {
        flushText()
        events.append(.focus(focused))
    }

    private mutating func flushText() {
        guard !text.isEmpty else { return }
        for character in String(text) { events.append(.key(.character(character))) }
        text = String.UnicodeScalarView()
    }

    /// The text gathered so far, taken out.
    mutating func takeText() -> String {
        defer { text = String.UnicodeScalarView() }
        return String(text)
    }

    /// The keys and mouse reports, text included.
    mutating func finish() -> [TerminalEvent] {
        flushText()
        return events
    }
}
