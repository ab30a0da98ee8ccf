/// Shows progress, as SwiftUI's `ProgressView`. With a value it is a bar
/// across the width it is offered, its end drawn to an eighth of a cell
/// (▏…█) over a gray track, with the title on the row above. Without one it
/// is a spinner (⠋⠙⠹…) that steps ten times a second on the host's clock,
/// asking for one frame a step: nothing else runs while it waits.
public struct ProgressView: View {
    let title: String?
    /// The fraction done, 0...1, or nil for a spinner.
    let fraction: Double?
    /// A label view, in place of the title: above a bar, beside a spinner.
    var label: AnyView?
    /// What the value is, in words: under a bar.
    var currentValueLabel: AnyView?

    /// A spinner.
    public init() { self.init(title: nil, fraction: nil) }

    /// A spinner with a title beside it.
    public init(_ title: String) { self.init(title: title, fraction: nil) }

    /// A bar showing `value` of `total`; a nil value shows a spinner. As
    /// in SwiftUI, values outside 0...total are clamped into it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(title: nil, fraction: Self.fraction(value, total))
    }

    /// A bar showing `value` of `total`, titled.
    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
        self.init(title: title, fraction: Self.fraction(value, total))
    }

    /// A bar showing `value` of `total`, described by `label`.
    public init<V: BinaryFloatingPoint, Label: View>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(title: nil, fraction: Self.fraction(value, total))
        self.label = AnyView(label())
    }

    /// A bar showing `value` of `total`, described by `label`, with
    /// `currentValueLabel` under it saying what the value is.
    public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(title: nil, fraction: Self.fraction(value, total))
        self.label = AnyView(label())
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// A spinner described by `label`.
    public init<Label: View>(@ViewBuilder label: () -> Label) {
        self.init(title: nil, fraction: nil)
        self.label = AnyView(label())
    }

    /// A spinner described by `label`, with `currentValueLabel` beside it.
    public init<Label: View, CurrentValueLabel: View>(@ViewBuilder label: () -> Label,
                                                       @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(title: nil, fraction: nil)
        self.label = AnyView(label())
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    private init(title: String?, fraction: Double?) {
        self.title = title
        self.fraction = fraction
    }

    private static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0, !value.isNaN else { return 0 }
        return Double(min(max(value, 0), total) / total)
    }

    /// The view's content.
    public var body: some View {
        if let fraction {
            VStack(alignment: .leading, spacing: 0) {
                if let title { Text(title) }
                label
                ProgressBar(fraction: fraction)
                currentValueLabel.foregroundStyle(.secondary)
            }
        } else {
            HStack(spacing: .columns(1)) {
                Spinner()
                if let title { Text(title) }
                label
                currentValueLabel.foregroundStyle(.secondary)
            }
        }
    }
}

/// The bar of a determinate `ProgressView`.
struct ProgressBar: View, PrimitiveView {
    typealias Body = Never
    let fraction: Double
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [ProgressBarNode(fraction: fraction, color: context.environment.foregroundColor ?? .primary)]
    }
}

@MainActor
final class ProgressBarNode: LayoutNode {
    /// The width when none is offered, as SwiftUI's bar has no ideal width of its own.
    static let idealWidth = 20
    let fraction: Double
    let color: Color
    init(fraction: Double, color: Color) {
        self.fraction = fraction
        self.color = color
    }

    override func computeSize(_ p: CellProposal) -> Size {
        let width = p.width.map { $0 == .max ? Self.idealWidth : max(0, $0) } ?? Self.idealWidth
        return Size(width: width, height: 1)
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        let eighths = Int((fraction * Double(frame.width) * 8).rounded())
        let track = Style(foreground: color, background: .gray)
        for column in 0..<frame.width {
            let filled = min(8, max(0, eighths - column * 8))
            // U+2588 is the full block, U+258F the left eighth: one more eighth, one less code point.
            let glyph = filled == 0 ? " " : Character(Unicode.Scalar(0x2590 - filled)!)
            canvas.put(glyph, width: 1, x: frame.x + column, y: frame.y, style: track, clip: frame)
        }
    }
}

/// The spinner of an indeterminate `ProgressView`: its step is the clock's
/// time, and a tick of state makes the view resolve again at the next step.
struct Spinner: View {
    @State private var tick = 0
    var body: some View { SpinnerGlyph(tick: $tick) }
}

struct SpinnerGlyph: View, PrimitiveView {
    typealias Body = Never
    static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// Seconds a step.
    static let interval = 0.1
    let tick: Binding<Int>

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let now = context.graph.now
        let step = Int((now / Self.interval).rounded(.down))
        var next = Double(step + 1) * Self.interval
        // Rounding must never ask for a time already come: that would be a frame at once, again and again.
        if next <= now { next += Self.interval }
        // Read, so that the tick's change resolves this view again.
        _ = tick.wrappedValue
        context.graph.wakeUps.schedule(at: next, for: context.path) { [tick] in tick.wrappedValue &+= 1 }
        return [TextNode(text: String(Self.frames[step % Self.frames.count]), style: context.environment.textStyle,
                         lineLimit: 1, alignment: .leading)]
    }
}
