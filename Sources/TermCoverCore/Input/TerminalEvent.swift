/// Something the terminal tells the app.
public enum TerminalEvent: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// The terminal is now this size.
    case resize(Size)
    /// Input has ended (the terminal went away, or a script ran out).
    case end
}
