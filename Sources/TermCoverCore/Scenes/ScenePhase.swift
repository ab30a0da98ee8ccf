/// Whether the app is in front of its user, as SwiftUI's `ScenePhase`:
/// read it with `@Environment(\.scenePhase)` and follow it with
/// `onChange(of: scenePhase)`.
///
/// In a terminal the phase comes from focus reporting (`CSI ? 1004 h`),
/// where the terminal says it has it (see `TerminalCapabilities`): the
/// terminal's window in focus is `.active`, out of focus `.inactive`.
/// Elsewhere the phase stays `.active` for the whole run.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not shown: the terminal never reports this today.
    case background
    /// Shown, but the terminal's window is not in focus.
    case inactive
    /// Shown, and the terminal's window is in focus.
    case active
}

struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The app's phase: `.active` unless the terminal reported that its window lost focus.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
