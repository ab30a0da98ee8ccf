/// The size of controls, as SwiftUI's `ControlSize`. A terminal draws each
/// control on its rows of cells whatever the size, so the size is kept in
/// the environment (`\.controlSize`) for views that read it, and drawn the same.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The smallest controls.
    case mini
    /// Small controls.
    case small
    /// The default size.
    case regular
    /// Large controls.
    case large
    /// The largest controls.
    case extraLarge
}

struct ControlSizeKey: EnvironmentKey { static let defaultValue: ControlSize = .regular }

extension EnvironmentValues {
    /// The size of controls inside the view: `.regular` unless `controlSize(_:)` set it.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of controls inside the view, as SwiftUI's
    /// `controlSize(_:)`: readable as `\.controlSize`; controls draw the same.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
