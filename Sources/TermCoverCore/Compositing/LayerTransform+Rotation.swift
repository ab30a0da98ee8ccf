import Foundation

/// `rotationEffect(_:anchor:)`: turns the layer clockwise (y grows
/// downwards, as in SwiftUI) about an anchor.
///
/// Cells are about twice as tall as they are wide, so a rotation done in
/// cell units would shear: a square of 4×2 cells would turn into a 2×4
/// tall strip. The rotation is therefore done in "square" units where a row
/// is `aspect` columns tall: y is scaled by `aspect`, rotated, and scaled back.
extension LayerTransform {
    /// The terminal cell's height over its width, used when none is given.
    package static let defaultCellAspect = 2.0

    /// A clockwise rotation by `angle` about `anchor` (in cells), corrected
    /// for cells `aspect` times as tall as they are wide.
    package static func rotation(_ angle: Angle, anchor: Point, aspect: Double = defaultCellAspect) -> LayerTransform {
        let (cosine, sine) = exactCosSin(angle.radians)
        let k = aspect > 0 ? aspect : 1
        let m = LayerTransform(a: cosine, b: sine / k, c: -sine * k, d: cosine, tx: 0, ty: 0)
        let moved = m.apply(to: anchor)
        return LayerTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: anchor.x - moved.x, ty: anchor.y - moved.y,
                              rotation: angle)
    }

    /// This map followed by `rotationEffect(_:anchor:)` on a layer of `size`.
    package func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center, in size: Size,
                               aspect: Double = defaultCellAspect) -> LayerTransform {
        concatenating(.rotation(angle, anchor: anchor.point(in: size), aspect: aspect))
    }

    /// cos and sin, exact at quarter turns (within 1e-9 rad). `sin(.pi)` is
    /// 1.2e-16, not 0; that would send 180° and 360° down the general
    /// sampling path and lose pixel-exactness, so quarter turns are snapped.
    static func exactCosSin(_ radians: Double) -> (Double, Double) {
        let quarter = Double.pi / 2
        let turns = (radians / quarter).rounded()
        if abs(radians - turns * quarter) <= 1e-9, abs(turns) < 1e15 {
            switch ((Int64(turns) % 4) + 4) % 4 {
            case 0: return (1, 0)
            case 1: return (0, 1)
            case 2: return (-1, 0)
            default: return (0, -1)
            }
        }
        return (cos(radians), sin(radians))
    }
}
