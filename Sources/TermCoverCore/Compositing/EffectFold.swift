/// A run of nested effects folded into what drawing it needs: the affine
/// part after the last perspective, the perspective map up to it, the
/// opacity, and the masks, blur and filters.
struct EffectFold {
    var transform = LayerTransform.identity
    var projection: Homography?
    var opacity = 1.0
    var masks: [RenderEffect] = []
    var blur = 0.0
    var filters: [ColorAdjustment] = []

    /// The whole map of the run's layer: the perspective map followed by
    /// the affine part.
    var whole: Homography {
        projection.map { $0.concatenating(Homography(transform)) } ?? Homography(transform)
    }
}

extension EffectNode {
    /// This node's run folded for a view of `size`, on cells `aspect`
    /// times taller than wide.
    func fold(in size: Size, aspect: Double) -> EffectFold {
        var f = EffectFold()
        // Innermost first, as SwiftUI applies modifiers in the order written.
        for e in run.reversed() {
            switch e.effect {
            case .offset(let x, let y): f.transform = f.transform.offset(x: x, y: y)
            case .move(let edge, let fraction):
                let d = Self.move(edge, fraction, size)
                f.transform = f.transform.offset(x: d.0, y: d.1)
            case .scale(let x, let y, let anchor): f.transform = f.transform.scaleEffect(x: x, y: y, anchor: anchor, in: size)
            case .rotation(let angle, let anchor):
                f.transform = f.transform.rotationEffect(angle, anchor: anchor, in: size, aspect: aspect)
            case .opacity(let o): f.opacity *= o
            case .dissolve, .wipe: f.masks.append(e.effect)
            case .blur(let r): f.blur += max(0, r)
            case .colorAdjustment(let filter): f.filters.append(filter)
            case .affine(let t): f.transform = f.transform.concatenating(t)
            case .rotation3D(let spec): f.project(spec.homography(in: size))
            case .projection(let h): f.project(h)
            case .geometry(let spec): f.project(spec.homography(in: size))
            }
        }
        return f
    }
}

extension EffectFold {
    /// Adds a perspective map after what is folded so far.
    fileprivate mutating func project(_ h: Homography) {
        projection = whole.concatenating(h)
        transform = .identity
    }
}
