import Foundation

extension View {
    /// Turns the view about `axis` in three dimensions, as SwiftUI's
    /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`, drawn without
    /// perspective: a turn about the vertical axis narrows the view by the
    /// cosine of the angle (a card flipping), about the horizontal axis
    /// flattens it, and about the axis out of the screen turns it as
    /// `rotationEffect(_:anchor:)` does. The axis's largest part decides.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let c = abs(cos(angle.radians))
        let (x, y, z) = (abs(axis.x), abs(axis.y), abs(axis.z))
        let turnsInPlane = z > x && z > y
        return scaleEffect(x: !turnsInPlane && y >= x ? c : 1, y: !turnsInPlane && x > y ? c : 1, anchor: anchor)
            .rotationEffect(turnsInPlane ? angle : .zero, anchor: anchor)
    }
}
