struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// False inside `.disabled(true)`: controls there take no focus and no
    /// keys, and draw dim, as SwiftUI's disabled controls do.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension View {
    /// Disables the controls in this view when `disabled` is true, as in
    /// SwiftUI. It only ever adds: a `.disabled(false)` inside a disabled
    /// view does not enable it again.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { if disabled { $0 = false } }
    }
}
