/// Modifier keys, as SwiftUI names them. A terminal reports only Control
/// with a letter and Shift with Tab (and with a letter, as its capital):
/// Command, Option and Caps Lock never reach a program in a terminal, so
/// key presses carry at most `.control`, `.shift` or `.function`. A
/// terminal that speaks the kitty keyboard protocol (see
/// `TerminalCapabilities`) reports more, as `Key.chord`: Control with a
/// digit, Control with Shift, Option (Alt), and Super as `.command`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers as bits.
    public let rawValue: Int
    /// Creates modifiers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock. Never reported by a terminal.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option (Alt). A terminal sends it as an Esc before the key, except
    /// under the kitty keyboard protocol, where it comes with a `Key.chord`.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command. The terminal application keeps it for itself; shortcuts
    /// with it are mapped to Control (see `keyboardShortcut`).
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key of the numeric keypad. Never reported by a terminal.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// A function key (F1–F12).
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}
