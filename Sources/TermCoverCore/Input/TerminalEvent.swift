/// Something the terminal tells the app.
public enum TerminalEvent: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// A mouse press, release or wheel turn (reporting is on while the app runs).
    case mouse(MouseEvent)
    /// The terminal is now this size.
    case resize(Size)
    /// The terminal's window gained (true) or lost (false) focus: focus
    /// reporting's `CSI I` and `CSI O`, on where the terminal has it.
    case focus(Bool)
    /// Input has ended (the terminal went away, or a script ran out).
    case end
}
