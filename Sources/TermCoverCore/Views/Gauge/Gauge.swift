/// A value within a range, as SwiftUI's `Gauge`: a bar or a ring, with a
/// label saying what it measures and, optionally, labels for the current
/// value and the bounds. `.gaugeStyle(_:)` picks the look; values outside
/// the range are clamped into it.
///
/// ```swift
/// Gauge(value: load, in: 0...1) {
///     Text("CPU")
/// } currentValueLabel: {
///     Text("\(Int(load * 100))%")
/// }
/// .gaugeStyle(.accessoryCircularCapacity)
/// ```
///
/// Marked value labels are accepted, as SwiftUI takes them, but not drawn:
/// a cell grid has no room for ticks along a bar.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    let markedValueLabels: MarkedValueLabels?
    @Environment(\.gaugeStyle) private var style

    /// A gauge of `value` in `bounds` with every label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        fraction = Self.fraction(value, bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        self.markedValueLabels = markedValueLabels()
    }

    private init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?,
                                         minimum: BoundsLabel?, maximum: BoundsLabel?, marked: MarkedValueLabels?) {
        fraction = Self.fraction(value, bounds)
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
        markedValueLabels = marked
    }

    /// Where `value` lies in `bounds`, 0...1.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, !value.isNaN else { return 0 }
        return Double((min(max(value, bounds.lowerBound), bounds.upperBound) - bounds.lowerBound) / span)
    }

    /// The gauge, drawn by the style in force.
    public var body: some View {
        style.makeBody(GaugeStyleConfiguration(
            label: .init(label), currentValueLabel: currentValueLabel.map { .init($0) },
            minimumValueLabel: minimumValueLabel.map { .init($0) },
            maximumValueLabel: maximumValueLabel.map { .init($0) },
            markedValueLabels: .init(markedValueLabels.map { AnyView($0) } ?? AnyView(EmptyView())), value: fraction))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds`, saying what it measures.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label(), current: nil, minimum: nil, maximum: nil, marked: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds`, with its current value's label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil,
                  maximum: nil, marked: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds`, with labels for its current value and bounds.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel(), marked: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge of `value` in `bounds`, with its current value's label and marked values.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil,
                  maximum: nil, marked: markedValueLabels())
    }
}
