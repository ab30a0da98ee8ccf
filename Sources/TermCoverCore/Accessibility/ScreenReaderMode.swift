/// TermCover's screen-reader mode, for people who hear the terminal
/// through a screen reader (Orca, NVDA, VoiceOver reading a terminal) or
/// follow it with a magnifier. With it on:
/// - the terminal's own cursor sits on the focused control, where a
///   screen reader's review cursor and a magnifier follow it;
/// - the bottom row is a status line that shows the focused control's
///   `accessibilityLabel` (or the text it shows), rewritten at each focus
///   change, so a screen reader speaking new text, or reading the line,
///   says what has focus;
/// - motion is reduced: `\.accessibilityReduceMotion` is true, so
///   transitions that move become cross-fades (`.opacity`);
/// - `\.accessibilityVoiceOverEnabled` and `\.accessibilityEnabled` are
///   true, so an app can tell.
///
/// Asked for with `TERMCOVER_SCREEN_READER=1` or the `--screen-reader`
/// flag (`TerminalRunner` reads both), or `ViewHost.screenReaderMode`.
/// No terminal says whether a screen reader is reading it, so it is never
/// on by default.
package enum ScreenReaderMode {
    /// The environment variable that turns the mode on when it is `1`.
    package static let environmentVariable = "TERMCOVER_SCREEN_READER"
    /// The flag that turns the mode on.
    package static let flag = "--screen-reader"

    /// Whether `environment` or `arguments` ask for the mode.
    package static func isRequested(environment: [String: String], arguments: [String]) -> Bool {
        environment[environmentVariable] == "1" || arguments.dropFirst().contains(flag)
    }

    /// The environment the mode's views see: `environment` with reduced
    /// motion and a screen reader on.
    static func environment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var changed = environment
        changed.accessibilityReduceMotion = true
        changed.accessibilityVoiceOverEnabled = true
        changed.accessibilityEnabled = true
        return changed
    }
}
