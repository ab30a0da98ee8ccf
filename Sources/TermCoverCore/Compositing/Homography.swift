import Foundation

/// A projective map of a layer's cell space, for pictures drawn with
/// perspective (`rotation3DEffect`, `projectionEffect`): a point (x, y)
/// lands on ((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w) with
/// w = m13·x + m23·y + m33, in SwiftUI's `ProjectionTransform` order.
/// An affine `LayerTransform` is the case m13 = m23 = 0, m33 = 1.
struct Homography: Equatable {
    var m11, m12, m13, m21, m22, m23, m31, m32, m33: Double

    init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
         m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The affine map `t`.
    init(_ t: LayerTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// True when the map has no perspective.
    var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine map this is, when it is one.
    var affine: LayerTransform? {
        guard isAffine else { return nil }
        return LayerTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    /// The image of `p`, or nil when it goes to infinity (behind the eye).
    func apply(to p: Point) -> Point? {
        let w = m13 * p.x + m23 * p.y + m33
        guard w > 1e-9 else { return nil }
        return Point(x: (m11 * p.x + m21 * p.y + m31) / w, y: (m12 * p.x + m22 * p.y + m32) / w)
    }

    /// This map followed by `outer`.
    func concatenating(_ o: Homography) -> Homography {
        Homography(m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
                   m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
                   m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
                   m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
                   m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
                   m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// The map that undoes this one, or nil when it flattens the plane.
    var inverted: Homography? {
        let det = m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        return Homography(m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det,
                          m13: (m12 * m23 - m13 * m22) / det,
                          m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det,
                          m23: (m13 * m21 - m11 * m23) / det,
                          m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det,
                          m33: (m11 * m22 - m12 * m21) / det)
    }

    /// How far one unit along x and along y at `p` moves the image: the
    /// map's local linear part (a, b, c, d as in `LayerTransform`).
    func jacobian(at p: Point) -> (a: Double, b: Double, c: Double, d: Double) {
        let w = m13 * p.x + m23 * p.y + m33
        let x = (m11 * p.x + m21 * p.y + m31) / w, y = (m12 * p.x + m22 * p.y + m32) / w
        return ((m11 - x * m13) / w, (m12 - y * m13) / w, (m21 - x * m23) / w, (m22 - y * m23) / w)
    }
}
