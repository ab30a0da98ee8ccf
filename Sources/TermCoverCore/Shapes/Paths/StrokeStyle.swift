import Foundation

#if !canImport(CoreGraphics)
/// How the ends of a stroked line are drawn, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The line stops at its end.
    case butt
    /// A half disc past the end.
    case round
    /// Half a line width of square past the end.
    case square
}

/// How two stroked segments meet, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// The outer edges meet in a point, unless it is too long (`miterLimit`).
    case miter
    /// A round corner.
    case round
    /// The corner cut straight across.
    case bevel
}
#endif

/// How a shape's outline is stroked, as SwiftUI's `StrokeStyle`. Lengths
/// are points: a line 8 points wide is a column across and half a row high.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width, in points.
    public var lineWidth: CGFloat
    /// How open ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin
    /// The longest miter, in line widths, before a corner is beveled instead.
    public var miterLimit: CGFloat
    /// Lengths of dashes and gaps, alternating, in points; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts, in points.
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// True when the pattern has dashes: some length in it is positive and none negative.
    var isDashed: Bool { !dash.isEmpty && dash.contains { $0 > 0 } && !dash.contains { $0 < 0 } }
}

extension StrokeStyle: Animatable {
    /// The line width, miter limit and dash phase, as in SwiftUI.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}
