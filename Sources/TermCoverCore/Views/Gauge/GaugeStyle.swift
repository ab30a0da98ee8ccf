/// How a gauge looks, as SwiftUI's `GaugeStyle`: `.gaugeStyle(_:)` sets it
/// for the gauges inside a view.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The gauge's look, from its value and labels.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style is given to draw a gauge.
    typealias Configuration = GaugeStyleConfiguration
}

/// What a gauge style draws from, as SwiftUI's `GaugeStyleConfiguration`.
public struct GaugeStyleConfiguration {
    /// What the gauge measures.
    public var label: Label
    /// The current value's label, if the gauge has one.
    public var currentValueLabel: CurrentValueLabel?
    /// The lower bound's label, if the gauge has one.
    public var minimumValueLabel: MinimumValueLabel?
    /// The upper bound's label, if the gauge has one.
    public var maximumValueLabel: MaximumValueLabel?
    /// The marked values' labels.
    public var markedValueLabels: MarkedValueLabels
    /// Where the value lies in the gauge's range, 0...1.
    public var value: Double

    /// The gauge's label, its type erased.
    public struct Label: View {
        let content: AnyView
        init<V: View>(_ view: V) { content = AnyView(view) }
        /// The label.
        public var body: some View { content }
    }

    /// The current value's label, its type erased.
    public struct CurrentValueLabel: View {
        let content: AnyView
        init<V: View>(_ view: V) { content = AnyView(view) }
        /// The label.
        public var body: some View { content }
    }

    /// The lower bound's label, its type erased.
    public struct MinimumValueLabel: View {
        let content: AnyView
        init<V: View>(_ view: V) { content = AnyView(view) }
        /// The label.
        public var body: some View { content }
    }

    /// The upper bound's label, its type erased.
    public struct MaximumValueLabel: View {
        let content: AnyView
        init<V: View>(_ view: V) { content = AnyView(view) }
        /// The label.
        public var body: some View { content }
    }

    /// The marked values' labels, their type erased.
    public struct MarkedValueLabels: View {
        let content: AnyView
        init(_ view: AnyView) { content = view }
        /// The labels.
        public var body: some View { content }
    }
}

/// A gauge style, its type erased, as the environment carries it.
struct AnyGaugeStyle {
    let makeBody: @MainActor (GaugeStyleConfiguration) -> AnyView

    @MainActor
    init<S: GaugeStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: AnyGaugeStyle? { nil }
}

extension EnvironmentValues {
    /// The style gauges take: `.automatic` unless `.gaugeStyle(_:)` set one.
    @MainActor
    var gaugeStyle: AnyGaugeStyle {
        get { self[GaugeStyleKey.self] ?? AnyGaugeStyle(DefaultGaugeStyle()) }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the gauges inside the view, as in SwiftUI.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let erased = AnyGaugeStyle(style)
        return modifier(EnvironmentModifier { $0[GaugeStyleKey.self] = erased })
    }
}
