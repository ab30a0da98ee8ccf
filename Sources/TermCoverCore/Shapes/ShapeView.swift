import Foundation

/// How a shape is drawn: its inside, or a line along its outline.
enum ShapeMode: Hashable, Sendable {
    /// The inside, by the non-zero rule or the even-odd one.
    case fill(eoFill: Bool)
    /// A line centered on the outline.
    case stroke(StrokeStyle)
    /// A line just inside the outline.
    case strokeBorder(StrokeStyle)

    /// The same drawing as a built-in shape draws it from its exact
    /// outline, or nil when it needs the path (dashes, joins other than
    /// the miter, which the outline's square corners show).
    var cellDrawing: ShapeDrawing? {
        switch self {
        case .fill: .fill
        case .stroke(let s): s.isDashed || s.lineJoin != .miter ? nil : .stroke(lineWidth: Double(s.lineWidth))
        case .strokeBorder(let s): s.isDashed || s.lineJoin != .miter ? nil : .strokeBorder(lineWidth: Double(s.lineWidth))
        }
    }
}

extension Shape {
    /// Fills the shape with `content`, as in SwiftUI; by default with the
    /// foreground style (the terminal's text color unless set). With
    /// `FillStyle(eoFill: true)` a region inside an even number of the
    /// path's loops is a hole.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        _ShapeView<Self, S>(shape: self, mode: .fill(eoFill: style.isEOFilled), style: content.shapeStyleKind, antialiased: style.isAntialiased)
    }

    /// Traces the outline with a line of `content` `lineWidth` points wide,
    /// centered on it, as in SwiftUI. Rectangles, rounded rectangles and
    /// capsules traced thinner than 12 points (1.5 columns) are box-drawing
    /// lines on the frame's outermost cells (a line cannot sit across a
    /// cell's edge); circles, ellipses, paths and wider lines are drawn at
    /// a fraction of a cell, half outside the frame. A line 8 points wide
    /// is a column across and half a row high.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _ShapeView<Self, S>(shape: self, mode: .stroke(StrokeStyle(lineWidth: lineWidth)), style: content.shapeStyleKind, antialiased: antialiased)
    }

    /// Traces the outline with a line of `content` in `style`: its width,
    /// caps, joins and dashes, as in SwiftUI.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView<Self, S>(shape: self, mode: .stroke(style), style: content.shapeStyleKind, antialiased: antialiased)
    }

    /// Traces the outline in the foreground style, `lineWidth` points wide.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }

    /// The area a line of `style` along the outline covers, as a shape of
    /// its own (SwiftUI's `stroke(style:)`): it fills with the foreground
    /// style, or with what `fill(_:style:)` gives it.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }
}

extension InsettableShape {
    /// Traces the outline just inside the frame with a line of `content`
    /// `lineWidth` points wide, as in SwiftUI: what
    /// `.overlay(RoundedRectangle(cornerRadius: 1).strokeBorder(.gray))`
    /// draws around a view, which keeps it clear of the view's neighbours.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Traces the outline just inside the frame with a line of `content` in `style`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View {
        var view = _ShapeView<Self, S>(shape: self, mode: .strokeBorder(style), style: content.shapeStyleKind, antialiased: antialiased)
        // A shape known by its path is inset by half the line and stroked.
        view.insetForm = { (shape: Self, amount: CGFloat) -> ShapeForm in shape.inset(by: amount).shapeForm }
        return view
    }
}

/// A shape filled or stroked in a style, as SwiftUI's `_ShapeView`. It
/// animates what its shape animates: each frame draws the path of the
/// shape as its animation has it then.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView, Animatable {
    /// Drawn directly.
    public typealias Body = Never
    var shape: Content
    let mode: ShapeMode
    let styleKind: StyleKind
    let antialiased: Bool
    /// The form of the shape inset by an amount, for a border of a shape known only by its path.
    var insetForm: (@Sendable (Content, CGFloat) -> ShapeForm)?

    nonisolated init(shape: Content, mode: ShapeMode, style: StyleKind, antialiased: Bool) {
        self.shape = shape
        self.mode = mode
        self.styleKind = style
        self.antialiased = antialiased
    }

    nonisolated init(shape: Content, style: Style) {
        self.init(shape: shape, mode: .fill(eoFill: false), style: style.shapeStyleKind, antialiased: true)
    }

    /// The shape's animatable data.
    public nonisolated var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var form = shape.shapeForm
        var mode = mode
        if case .strokeBorder(let s) = mode, let insetForm, form.geometry == nil || mode.cellDrawing == nil {
            form = insetForm(shape, s.lineWidth / 2)
            mode = .stroke(s)
        }
        return [ShapeNode(form: form, mode: mode, style: styleKind, antialiased: antialiased, context.environment)]
    }
}
