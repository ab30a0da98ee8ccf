/// A control for a value in a range, as SwiftUI's `Slider`: a track whose
/// filled part ends at the value, at an eighth of a cell (▏▎▍▌▋▊▉), with
/// the minimum and maximum labels around it. It takes focus; ←/→ move it a
/// step (its `step`, or a twentieth of the range), PageUp/PageDown five,
/// Home/End to the ends; a click on the track sets it there. While focused,
/// the filled part is in the tint (`.tint(_:)`, else the accent color). `onEditingChanged` is told true
/// before each change and false after it.
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    let fraction: Double
    let set: @MainActor (Double) -> Void
    let stepFraction: Double
    let label: Label?
    let minimumLabel: ValueLabel?
    let maximumLabel: ValueLabel?
    let onEditingChanged: @MainActor (Bool) -> Void


    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label?,
                                 minimumLabel: ValueLabel?, maximumLabel: ValueLabel?,
                                 onEditingChanged: @escaping @MainActor (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        let lo = Double(bounds.lowerBound), hi = Double(bounds.upperBound)
        let span = hi - lo
        fraction = span > 0 ? min(1, max(0, (Double(value.wrappedValue) - lo) / span)) : 0
        stepFraction = step.map { span > 0 ? Double($0) / span : 1 } ?? 0.05
        set = { f in
            var v = lo + min(1, max(0, f)) * span
            // A stepped slider lands on its steps, counted from the lower bound.
            if let step, step > 0 { v = lo + (((v - lo) / Double(step)).rounded() * Double(step)) }
            value.wrappedValue = V(min(hi, max(lo, v)))
        }
        self.label = label
        self.minimumLabel = minimumLabel
        self.maximumLabel = maximumLabel
        self.onEditingChanged = onEditingChanged
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let enabled = context.environment.isEnabled
        let focused = enabled && context.focusedPath == context.path
        let track = SliderTrackNode(fraction: fraction, focused: focused, dim: !enabled, tint: context.environment.tintColor,
                                    precision: context.environment.resolvedSubcellPrecision)
        var parts: [LayoutNode] = []
        if let minimumLabel { parts.append(single(context.resolve(minimumLabel, at: .name("min")))) }
        parts.append(track)
        if let maximumLabel { parts.append(single(context.resolve(maximumLabel, at: .name("max")))) }
        var row: LayoutNode = StackNode(axis: .horizontal, alignment: .center, spacing: 1, children: parts)
        // SwiftUI shows a slider's label only where a form or a labeled layout asks for it.
        if context.environment.isFormRow, let label {
            row = StackNode(axis: .horizontal, alignment: .center, spacing: 1,
                            children: [single(context.resolve(label, at: .name("label"))), row])
        }
        let edit = onEditingChanged, set = self.set, current = fraction, step = stepFraction
        let move: @MainActor (Double?) -> Void = { target in
            edit(true)
            set(target ?? current)
            edit(false)
        }
        return [SliderNode(row, track: track, path: enabled ? context.path : nil, fraction: current, step: step, move: move)]
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider of `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: nil, minimumLabel: nil, maximumLabel: nil,
                  onEditingChanged: onEditingChanged)
    }

    /// A slider of `value` within `bounds` that lands on multiples of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: nil, minimumLabel: nil, maximumLabel: nil,
                  onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label, shown in a form row.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumLabel: nil, maximumLabel: nil,
                  onEditingChanged: onEditingChanged)
    }

    /// A stepped slider with a label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumLabel: nil, maximumLabel: nil,
                  onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// A slider with a label and the values at its two ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumLabel: minimumValueLabel(),
                  maximumLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A stepped slider with a label and the values at its two ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumLabel: minimumValueLabel(),
                  maximumLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
}

/// The slider as a control: its keys and clicks.
@MainActor
final class SliderNode: WrapperNode {
    let track: SliderTrackNode
    let path: ViewPath?
    let fraction: Double
    let step: Double
    let move: @MainActor (Double?) -> Void

    init(_ child: LayoutNode, track: SliderTrackNode, path: ViewPath?, fraction: Double, step: Double,
         move: @escaping @MainActor (Double?) -> Void) {
        self.track = track
        self.path = path
        self.fraction = fraction
        self.step = step
        self.move = move
        super.init(child)
    }

    override var focusPath: ViewPath? { path }

    override func handleFocusedKey(_ key: Key) -> Bool {
        guard path != nil else { return false }
        switch key {
        case .rightArrow, .upArrow: move(fraction + step)
        case .leftArrow, .downArrow: move(fraction - step)
        case .pageUp: move(fraction + 5 * step)
        case .pageDown: move(fraction - 5 * step)
        case .home: move(0)
        case .end: move(1)
        default: return false
        }
        return true
    }

    override func handleClick(at point: Point, count: Int) -> Bool {
        guard path != nil, track.frame.width > 0, Int(point.x) >= track.frame.x, Int(point.x) < track.frame.maxX else { return false }
        // The middle of the clicked cell.
        move((Double(Int(point.x) - track.frame.x) + 0.5) / Double(track.frame.width))
        return true
    }
}

/// A slider's track: greedy along its row, at least 8 cells.
@MainActor
final class SliderTrackNode: LayoutNode {
    let fraction: Double
    let focused: Bool
    let dim: Bool
    /// The filled part's color while focused: the tint (`.tint(_:)`, else the accent color).
    let tint: Color
    let precision: SubcellPrecision

    init(fraction: Double, focused: Bool, dim: Bool, tint: Color, precision: SubcellPrecision) {
        self.fraction = fraction
        self.focused = focused
        self.dim = dim
        self.tint = tint
        self.precision = precision
    }

    static let minimumWidth = 8

    override func computeSize(_ p: CellProposal) -> Size {
        let w = p.width.map { $0 == .max ? 20 : max(Self.minimumWidth, $0) } ?? 20
        return Size(width: w, height: 1)
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        guard frame.width > 0, frame.height > 0 else { return }
        // A light gray at rest (the terminal's default foreground cannot paint a cell's background).
        let ink: Color = dim ? .gray : focused ? tint : Color(palette: 250)
        let trackColor = Color(palette: 238)
        let eighths = Int((fraction * Double(frame.width) * 8).rounded())
        let full = eighths / 8
        let part = precision.eighths(Double(eighths % 8) / 8)
        let y = frame.y
        for i in 0..<frame.width {
            let x = frame.x + i
            let cell: Cell
            if i < full {
                cell = BlockGlyphs.cell(BlockGlyphs.full, ink: ink, paper: trackColor)
            } else if i == full, part > 0 {
                cell = BlockGlyphs.cell(BlockGlyphs.left(part), ink: ink, paper: trackColor)
            } else {
                cell = BlockGlyphs.cell(BlockGlyphs.space, ink: ink, paper: trackColor)
            }
            canvas.draw(cell, x: x, y: y)
        }
    }
}
