/// One keyframe of a track as its builder collected it, on the animatable
/// data of the property: the target and how to get there from wherever the
/// keyframe before it ended.
enum KeyframeSegment<V: VectorArithmetic> {
    case linear(to: V, duration: Double, curve: UnitCurve)
    case spring(to: V, duration: Double?, spring: Spring, startVelocity: V?)
    case cubic(to: V, duration: Double, startVelocity: V?, endVelocity: V?)
    case move(to: V)

    var target: V {
        switch self {
        case .linear(let to, _, _), .spring(let to, _, _, _), .cubic(let to, _, _, _), .move(let to): to
        }
    }

    /// The duration when it is known before the track is laid out (a
    /// spring without one lasts its settling duration).
    var duration: Double {
        switch self {
        case .linear(_, let d, _), .cubic(_, let d, _, _): max(0, d)
        case .spring(_, let d, let spring, _): max(0, d ?? spring.settlingDuration)
        case .move: 0
        }
    }

    /// The velocity this keyframe starts with when it is what follows a
    /// cubic keyframe ending at `from` after `duration` seconds: a linear
    /// keyframe's own start, a spring's given start velocity, otherwise the
    /// Catmull-Rom tangent through `from`'s predecessor `before`.
    func entryVelocity(before: V, from: V, precedingDuration: Double) -> V {
        switch self {
        case .move:
            return .zero
        case .linear(let to, let d, let curve):
            return d > 0 ? (to - from).scaled(by: curve.velocity(at: 0) / d) : .zero
        case .spring(_, _, _, let v?), .cubic(_, _, let v?, _):
            return v
        case .spring(let to, _, _, nil), .cubic(let to, _, nil, _):
            return Self.catmullRom(before, to, over: precedingDuration + duration)
        }
    }

    /// The velocity at a knot between `before` and `after`, `span` seconds
    /// apart: the non-uniform Catmull-Rom tangent.
    static func catmullRom(_ before: V, _ after: V, over span: Double) -> V {
        span > 0 ? (after - before).scaled(by: 1 / span) : .zero
    }
}
