/// A 2D affine map from a layer's cell space to the space of the frame it is
/// placed in: a point (x, y) of the layer lands on
/// (a·x + c·y + tx, b·x + d·y + ty), relative to the layer's origin.
///
/// Coordinates are continuous cell units with y growing downwards: cell
/// (i, j) covers [i, i+1) × [j, j+1), so its centre is (i + 0.5, j + 0.5).
/// Values stay fractional here; they are rounded only when the layer is
/// sampled onto whole cells, so animated effects compose without
/// accumulating rounding error.
package struct LayerTransform: Hashable, Sendable {
    /// How far one column of the layer moves along x.
    package var a: Double
    /// How far one column of the layer moves along y.
    package var b: Double
    /// How far one row of the layer moves along x.
    package var c: Double
    /// How far one row of the layer moves along y.
    package var d: Double
    /// Translation along x, in columns.
    package var tx: Double
    /// Translation along y, in rows.
    package var ty: Double
    /// The sum of the rotations in the map, clockwise. The matrix alone
    /// cannot tell how a line glyph looks once turned (that depends on the
    /// cell aspect), so the angle is carried along for `GlyphTurn`.
    package var rotation: Angle = .zero

    /// Creates the map (x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty).
    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double, rotation: Angle = .zero) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty; self.rotation = rotation
    }

    /// The map that changes nothing.
    package static let identity = LayerTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// The image of `point`.
    package func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// This map followed by `outer`. Modifiers are applied in the order they
    /// are written, the first one closest to the content, as in SwiftUI, so
    /// each later modifier is an outer map: `content.m1().m2()` is
    /// `m1.concatenating(m2)`.
    package func concatenating(_ outer: LayerTransform) -> LayerTransform {
        LayerTransform(a: outer.a * a + outer.c * b, b: outer.b * a + outer.d * b,
                       c: outer.a * c + outer.c * d, d: outer.b * c + outer.d * d,
                       tx: outer.a * tx + outer.c * ty + outer.tx,
                       ty: outer.b * tx + outer.d * ty + outer.ty,
                       rotation: .radians(rotation.radians + outer.rotation.radians))
    }

    /// a·d − b·c: the factor by which areas change; 0 when the map flattens the layer.
    package var determinant: Double { a * d - b * c }

    /// The map that undoes this one, or nil when it flattens the layer to a
    /// line or a point (scale 0), which has no inverse.
    package var inverted: LayerTransform? {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-300 else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return LayerTransform(a: ia, b: ib, c: ic, d: id,
                              tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty), rotation: .radians(-rotation.radians))
    }

    /// True when the map only moves the layer.
    package var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

    /// The move that draws a layer of `size` exactly as this map does on
    /// whole cells, or nil when the map does not take cells one to one.
    ///
    /// A map counts as a move when no corner of the layer lands half a cell
    /// or more from where the move puts it (the move keeps the centre), so a
    /// spring settling around scale 1 or 0° changes from a picture to real
    /// glyphs once, when the picture could no longer differ from them.
    func cellTranslation(of size: Size) -> Point? {
        if isTranslation { return Point(x: tx, y: ty) }
        let w = Double(size.width), h = Double(size.height)
        let centre = apply(to: Point(x: w / 2, y: h / 2))
        let move = Point(x: centre.x - w / 2, y: centre.y - h / 2)
        for corner in [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: 0, y: h), Point(x: w, y: h)] {
            let p = apply(to: corner)
            guard abs(p.x - corner.x - move.x) < 0.5, abs(p.y - corner.y - move.y) < 0.5 else { return nil }
        }
        return move
    }
}

extension UnitPoint {
    /// This unit point inside a layer of `size`, in cells: (0, 0) is the
    /// top-leading corner of the first cell, (1, 1) the bottom-trailing
    /// corner of the last one.
    package func point(in size: Size) -> Point {
        Point(x: x * Double(size.width), y: y * Double(size.height))
    }
}

/// The one rounding rule of the effects: half up, for both signs.
///
/// `Double.rounded()` rounds half away from zero, which would move a view
/// at −0.5 left while one at +0.5 moves right, so an animation crossing zero
/// would jitter. floor(v + 0.5) is monotonic: monotonic motion in gives
/// monotonic cells out.
/// Values beyond ±2³⁰ cells are clamped: they are off any screen, and
/// converting them unclamped would trap.
@inline(__always)
package func cellRound(_ value: Double) -> Int {
    clampedCell((value + 0.5).rounded(.down))
}

/// `value` (a whole number) as an Int, clamped to ±2³⁰ cells; NaN gives 0.
@inline(__always)
func clampedCell(_ value: Double) -> Int {
    let limit = Double(1 << 30)
    return value.isNaN ? 0 : Int(min(limit, max(-limit, value)))
}
