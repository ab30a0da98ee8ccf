import Foundation

/// A projective transform of the plane, as SwiftUI's `ProjectionTransform`:
/// a point (x, y) lands on ((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w),
/// w = m13·x + m23·y + m33, in points.
public struct ProjectionTransform: Equatable, Sendable {
    /// Row 1.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// Row 2.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// Row 3.
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The affine transform `m`.
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// The 3D transform `m` seen on the plane z = 0 (its z row and column dropped).
    public init(_ m: CATransform3D) {
        (m11, m12, m13) = (m.m11, m.m12, m.m14)
        (m21, m22, m23) = (m.m21, m.m22, m.m24)
        (m31, m32, m33) = (m.m41, m.m42, m.m44)
    }

    /// True when the transform changes nothing.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// True when the transform has no perspective.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Replaces the transform with its inverse; false (and unchanged) when it has none.
    public mutating func invert() -> Bool {
        guard let i = homography.inverted else { return false }
        self = ProjectionTransform(i)
        return true
    }

    /// The inverse, or the transform itself when it has none.
    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(homography.concatenating(rhs.homography))
    }

    var homography: Homography {
        Homography(m11: Double(m11), m12: Double(m12), m13: Double(m13), m21: Double(m21), m22: Double(m22),
                   m23: Double(m23), m31: Double(m31), m32: Double(m32), m33: Double(m33))
    }

    init(_ h: Homography) {
        (m11, m12, m13, m21, m22, m23, m31, m32, m33) = (h.m11, h.m12, h.m13, h.m21, h.m22, h.m23, h.m31, h.m32, h.m33)
    }

    /// The same map of cells: points are `cells` scaled, so the map is S·P·S⁻¹.
    func inCells(_ cells: CellMetrics) -> Homography {
        let w = cells.columnWidth, h = cells.rowHeight
        let p = homography
        return Homography(m11: p.m11, m12: p.m12 * w / h, m13: p.m13 * w,
                          m21: p.m21 * h / w, m22: p.m22, m23: p.m23 * h,
                          m31: p.m31 / w, m32: p.m32 / h, m33: p.m33)
    }

    /// A turn by `angle` about `axis` through `anchor` (points) at depth
    /// `anchorZ`, seen from a distance of `max(size) / perspective` points
    /// in front of the anchor (0: no perspective, a parallel projection).
    static func rotation3D(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: CGPoint,
                           anchorZ: CGFloat, perspective: CGFloat, size: CGSize) -> ProjectionTransform {
        let r = CATransform3DMakeRotation(CGFloat(angle.radians), axis.x, axis.y, axis.z).rows
        // r is row-vector: a point p turns into p·r. Column j of the turned point is Σ p_i r[i][j].
        let (ax, ay) = (anchor.x, anchor.y)
        let origin = [-ax, -ay, -anchorZ]
        let c = (0..<3).map { j in (0..<3).reduce(CGFloat(0)) { $0 + origin[$1] * r[$1][j] } }
        let depth = max(size.width, size.height)
        let k: CGFloat = perspective == 0 || depth == 0 ? 0 : perspective / depth  // 1 / eye distance
        // w = 1 − z·k, z = turned z + anchorZ; X = ax·w + turned x; Y = ay·w + turned y.
        let w = (x: -r[0][2] * k, y: -r[1][2] * k, one: 1 - (c[2] + anchorZ) * k)
        var t = ProjectionTransform()
        t.m13 = w.x; t.m23 = w.y; t.m33 = w.one
        t.m11 = ax * w.x + r[0][0]; t.m21 = ax * w.y + r[1][0]; t.m31 = ax * w.one + c[0]
        t.m12 = ay * w.x + r[0][1]; t.m22 = ay * w.y + r[1][1]; t.m32 = ay * w.one + c[1]
        return t
    }
}
