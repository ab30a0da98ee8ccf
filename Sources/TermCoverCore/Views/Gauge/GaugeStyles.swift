/// The default gauge look, as SwiftUI's `DefaultGaugeStyle`: on iOS, and
/// here, the linear capacity bar.
public struct DefaultGaugeStyle: GaugeStyle {
    /// The default style.
    public init() {}
    /// A linear capacity bar.
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

/// A bar filled from the leading edge to the value, as SwiftUI's
/// `LinearCapacityGaugeStyle`: the label and current value above it, the
/// bounds' labels under its ends.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// Label row, bar, bounds row.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            GaugeTitleRow(configuration: configuration)
            GaugeBar(fraction: configuration.value, marker: false)
            if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                HStack(spacing: 0) {
                    configuration.minimumValueLabel
                    Spacer(minLength: 0)
                    configuration.maximumValueLabel
                }
                .foregroundStyle(.secondary)
            }
        }
    }
}

/// A compact bar filled to the value with the bounds' labels at its ends,
/// as SwiftUI's `AccessoryLinearCapacityGaugeStyle`.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// Label row, then the bar between the bounds' labels.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            GaugeTitleRow(configuration: configuration)
            GaugeBoundedRow(configuration: configuration, marker: false)
        }
    }
}

/// A track with a marker at the value between the bounds' labels, as
/// SwiftUI's `AccessoryLinearGaugeStyle`.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// Label row, then the track and its marker between the bounds' labels.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            GaugeTitleRow(configuration: configuration)
            GaugeBoundedRow(configuration: configuration, marker: true)
        }
    }
}

/// An open ring with a marker at the value, the current value (or the
/// label) inside and the bounds' labels under its opening, as SwiftUI's
/// `AccessoryCircularGaugeStyle`. The ring is drawn in Braille dots.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// The ring, its center label and the bounds' labels.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeRingView(configuration: configuration, open: true)
    }
}

/// A closed ring filled clockwise from the top to the value, the current
/// value (or the label) inside, as SwiftUI's `AccessoryCircularCapacityGaugeStyle`.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// The ring and its center label.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeRingView(configuration: configuration, open: false)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default look: a linear capacity bar.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A compact bar filled to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A track with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker at the value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring filled to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

/// The label, and the current value's label at the trailing end.
struct GaugeTitleRow: View {
    let configuration: GaugeStyleConfiguration
    var body: some View {
        HStack(spacing: 0) {
            configuration.label
            Spacer(minLength: .columns(1))
            configuration.currentValueLabel
        }
    }
}

/// The bar (or track and marker) between the bounds' labels.
struct GaugeBoundedRow: View {
    let configuration: GaugeStyleConfiguration
    let marker: Bool
    var body: some View {
        HStack(spacing: .columns(1)) {
            configuration.minimumValueLabel.foregroundStyle(.secondary)
            GaugeBar(fraction: configuration.value, marker: marker)
            configuration.maximumValueLabel.foregroundStyle(.secondary)
        }
    }
}
