struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
struct VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
struct SwitchControlEnabledKey: EnvironmentKey { static let defaultValue = false }
struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = nil }
struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    /// Whether the user asks for shapes or words where colour alone tells
    /// things apart. False unless an app sets it.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }
    /// Whether a screen reader is on. False unless an app sets it.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }
    /// Whether the user asks for less see-through material. False unless an app sets it.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }
    /// Whether the screen's colours are inverted. False unless an app sets it.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }
    /// Whether any assistive technology is on. False unless an app sets it.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }
    /// Whether Switch Control is on. False unless an app sets it.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[SwitchControlEnabledKey.self] }
        set { self[SwitchControlEnabledKey.self] = newValue }
    }
    /// Whether buttons are drawn with shapes. False unless an app sets it.
    public var accessibilityShowButtonShapes: Bool {
        get { self[ShowButtonShapesKey.self] }
        set { self[ShowButtonShapesKey.self] = newValue }
    }
    /// The weight the user asks text to have; nil unless an app sets it.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
    /// The size the user asks text to have. A terminal has one size: `.large`
    /// unless an app sets it, and drawn the same whatever it is.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

/// The weight the user asks text to have, as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
    /// The usual weight.
    case regular
    /// Bolder.
    case bold
}

/// A size of text the user may ask for, as SwiftUI's `DynamicTypeSize`.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The fifth accessibility size.
    case accessibility5

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension View {
    /// Sets the text size of the views inside; a terminal draws one size, so it is kept, not drawn.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
    /// Limits the text size of the views inside to `range`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            let all = DynamicTypeSize.allCases.filter { range.contains($0) }
            if let lo = all.first, let hi = all.last { size = min(max(size, lo), hi) }
        }
    }
}
