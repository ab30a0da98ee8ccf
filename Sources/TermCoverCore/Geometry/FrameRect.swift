/// A rectangle in fractional cells, for frames on their way between two.
struct FrameRect: Equatable {
    var x, y, width, height: Double

    init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    init(_ r: Rect) {
        self.init(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height))
    }

    /// The frame a fraction `t` of the way from this one to `other`.
    func interpolated(to other: FrameRect, _ t: Double) -> FrameRect {
        FrameRect(x: x + (other.x - x) * t, y: y + (other.y - y) * t,
                  width: width + (other.width - width) * t, height: height + (other.height - height) * t)
    }

    /// The frame on whole cells whose edges are this one's, rounded.
    var rounded: Rect {
        let x0 = cellRound(x), y0 = cellRound(y)
        return Rect(x: x0, y: y0, width: max(0, cellRound(x + width) - x0), height: max(0, cellRound(y + height) - y0))
    }
}
