/// Something the terminal tells the app.
public enum TerminalEvent: Hashable, Sendable {
    /// A key press (`KeyPress.Phases.down`): every key from a terminal
    /// without the kitty keyboard protocol, held-down repeats included.
    case key(Key)
    /// A held key repeating, told apart from a press only where the kitty
    /// keyboard protocol reports event types (flag 2). Everything that does
    /// not ask for phases takes it as a press; `onKeyPress` handlers get it
    /// when their phases include `.repeat`.
    case keyRepeat(Key)
    /// A key let go (`.up`), reported only under the kitty keyboard
    /// protocol's flag 2. It reaches only `onKeyPress` handlers whose phases
    /// include `.up`: it types nothing, activates nothing and moves no focus.
    case keyUp(Key)
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
