import Foundation

extension Shape {
    /// Fills the shape with `content`, as in SwiftUI; by default with the
    /// foreground style (the terminal's text color unless set).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        ShapeView(shape: self, drawing: .fill, style: content.shapeStyleKind, antialiased: style.isAntialiased)
    }

    /// Traces the outline with a line of `content` `lineWidth` points wide,
    /// centered on it, as in SwiftUI. Rectangles, rounded rectangles and
    /// capsules traced thinner than 12 points (1.5 columns) are box-drawing
    /// lines on the frame's outermost cells (a line cannot sit across a
    /// cell's edge); circles, ellipses and wider lines are drawn at a
    /// fraction of a cell, half outside the frame. A line 8 points wide is
    /// a column across and half a row high.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        ShapeView(shape: self, drawing: .stroke(lineWidth: Double(lineWidth)), style: content.shapeStyleKind, antialiased: antialiased)
    }

    /// Traces the outline in the foreground style, `lineWidth` points wide.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }
}

extension InsettableShape {
    /// Traces the outline just inside the frame with a line of `content`
    /// `lineWidth` points wide, as in SwiftUI: what
    /// `.overlay(RoundedRectangle(cornerRadius: 1).strokeBorder(.gray))`
    /// draws around a view, which keeps it clear of the view's neighbours.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> some View {
        ShapeView(shape: self, drawing: .strokeBorder(lineWidth: Double(lineWidth)), style: content.shapeStyleKind, antialiased: antialiased)
    }
}

/// A shape filled or stroked in a style, as SwiftUI's `_ShapeView`. It
/// animates what its shape animates.
struct ShapeView<Content: Shape>: View, PrimitiveView, Animatable {
    typealias Body = Never
    var shape: Content
    let drawing: ShapeDrawing
    let style: StyleKind
    let antialiased: Bool

    nonisolated var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [ShapeNode(geometry: shape.shapeGeometry, drawing: drawing, style: style, antialiased: antialiased, context.environment)]
    }
}
