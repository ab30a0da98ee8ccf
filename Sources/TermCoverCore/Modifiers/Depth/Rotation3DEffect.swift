import Foundation

extension View {
    /// Draws the view turned by `angle` about `axis` in three dimensions,
    /// as a picture with perspective, without changing its layout, as in
    /// SwiftUI: a card turned about the y axis narrows towards an edge (at
    /// 90° it is seen edge-on and draws nothing) and past it shows its
    /// back, mirrored. `perspective` 1 puts the eye at the view's longer
    /// side's distance; 0 draws it flat (a turn of 60° halves the width).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> some View {
        modifier(Rotation3DModifier(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// Draws the view through `transform` (in points, about its top-leading corner).
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(ProjectionEffectModifier(transform: transform))
    }
}

struct Rotation3DModifier: PrimitiveModifier, Animatable {
    var angle: Angle
    var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    var anchor: UnitPoint
    var anchorZ: CGFloat
    var perspective: CGFloat

    /// The angle, each element of the axis, the anchor, its depth and the
    /// perspective animate separately, as SwiftUI documents.
    nonisolated var animatableData: AnimatablePair<AnimatablePair<Double, AnimatablePair<Double, AnimatablePair<Double, Double>>>,
                                                   AnimatablePair<UnitPoint.AnimatableData, AnimatablePair<Double, Double>>> {
        get {
            AnimatablePair(AnimatablePair(angle.radians, AnimatablePair(Double(axis.x), AnimatablePair(Double(axis.y), Double(axis.z)))),
                           AnimatablePair(anchor.animatableData, AnimatablePair(Double(anchorZ), Double(perspective))))
        }
        set {
            angle = .radians(newValue.first.first)
            axis = (CGFloat(newValue.first.second.first), CGFloat(newValue.first.second.second.first),
                    CGFloat(newValue.first.second.second.second))
            anchor.animatableData = newValue.second.first
            anchorZ = CGFloat(newValue.second.second.first)
            perspective = CGFloat(newValue.second.second.second)
        }
    }

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content.resolve(context)
        if angle.radians == 0 || (axis.x == 0 && axis.y == 0 && axis.z == 0) { return nodes }
        return [EffectNode(single(nodes), effect: .rotation3D(Rotation3DSpec(angle: angle, axis: [axis.x, axis.y, axis.z],
                                                                             anchor: anchor, anchorZ: anchorZ,
                                                                             perspective: perspective, cells: context.cells)), context)]
    }
}

/// A 3D turn as a render effect keeps it: resolved against the view's size when drawn.
struct Rotation3DSpec: Equatable {
    var angle: Angle
    var axis: [CGFloat]
    var anchor: UnitPoint
    var anchorZ: CGFloat
    var perspective: CGFloat
    var cells: CellMetrics

    /// The turn as a map of the cells of a view of `size`.
    func homography(in size: Size) -> Homography {
        let points = cells.points(size)
        return ProjectionTransform.rotation3D(angle, axis: (axis[0], axis[1], axis[2]),
                                              anchor: CGPoint(x: anchor.x * points.width, y: anchor.y * points.height),
                                              anchorZ: anchorZ, perspective: perspective, size: points).inCells(cells)
    }
}

struct ProjectionEffectModifier: PrimitiveModifier {
    let transform: ProjectionTransform
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content.resolve(context)
        if transform.isIdentity { return nodes }
        return [EffectNode(single(nodes), effect: .projection(transform.inCells(context.cells)), context)]
    }
}
