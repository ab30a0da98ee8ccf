import TermCover

/// What one line of a script does.
package enum ScriptCommand: Equatable, Sendable {
    /// Let this many seconds pass (`wait 250ms`, `wait 1.5s`).
    case wait(seconds: Double)
    /// Press a key (`key esc`, `key ctrl-c`, `key q`).
    case key(Key)
    /// Type the text, a key per character (`type hello, 세계`).
    case type(String)
    /// Resize the screen (`resize 100x30`).
    case resize(Size)
    /// Take a snapshot of the screen under this name (`snapshot`, `snapshot opened`).
    case snapshot(name: String)
    /// Fail unless the text is on the screen.
    case expect(String)
    /// Fail if the text is on the screen.
    case expectNot(String)
}
