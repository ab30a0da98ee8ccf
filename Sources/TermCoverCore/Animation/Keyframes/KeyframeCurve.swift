/// A track's keyframes laid out on its timeline: each piece starts where
/// the one before ended, so the value is continuous except at moves, and a
/// cubic or spring keyframe without a velocity of its own carries on with
/// the velocity the motion had.
struct KeyframeCurve<V: VectorArithmetic> {
    enum Shape {
        case linear(UnitCurve)
        /// A spring released at `from` towards the target with `velocity`.
        case spring(Spring, velocity: V)
        /// A cubic Hermite curve with end velocities (per second).
        case cubic(startVelocity: V, endVelocity: V)
        case jump
    }

    struct Piece {
        let start: Double
        let duration: Double
        let from: V
        let to: V
        let shape: Shape
        /// Where the piece ends: a spring cut short ends short of its target.
        let end: V

        func value(at t: Double) -> V {
            guard duration > 0 else { return end }
            switch shape {
            case .linear(let curve):
                return from + (to - from).scaled(by: curve.value(at: t / duration))
            case .spring(let spring, let velocity):
                return from + spring.value(target: to - from, initialVelocity: velocity, time: t)
            case .cubic(let v0, let v1):
                let s = t / duration, s2 = s * s, s3 = s2 * s
                return from.scaled(by: 2 * s3 - 3 * s2 + 1) + v0.scaled(by: (s3 - 2 * s2 + s) * duration)
                    + to.scaled(by: -2 * s3 + 3 * s2) + v1.scaled(by: (s3 - s2) * duration)
            case .jump:
                return end
            }
        }

        func velocity(at t: Double) -> V {
            guard duration > 0 else { return .zero }
            switch shape {
            case .linear(let curve):
                return (to - from).scaled(by: curve.velocity(at: t / duration) / duration)
            case .spring(let spring, let velocity):
                return spring.velocity(target: to - from, initialVelocity: velocity, time: t)
            case .cubic(let v0, let v1):
                let s = t / duration, s2 = s * s
                return from.scaled(by: (6 * s2 - 6 * s) / duration) + v0.scaled(by: 3 * s2 - 4 * s + 1)
                    + to.scaled(by: (-6 * s2 + 6 * s) / duration) + v1.scaled(by: 3 * s2 - 2 * s)
            case .jump:
                return .zero
            }
        }
    }

    let initial: V
    let pieces: [Piece]
    /// The end of the last piece.
    let duration: Double

    /// Lays `segments` out from `initial`, moving at `initialVelocity`.
    init(_ segments: [KeyframeSegment<V>], initial: V, initialVelocity: V = .zero) {
        self.initial = initial
        var pieces: [Piece] = []
        var value = initial, velocity = initialVelocity, time = 0.0
        for (index, segment) in segments.enumerated() {
            let d = segment.duration
            let piece: Piece
            switch segment {
            case .move(let to):
                piece = Piece(start: time, duration: 0, from: value, to: to, shape: .jump, end: to)
                velocity = .zero
            case .linear(let to, _, let curve):
                piece = Piece(start: time, duration: d, from: value, to: to, shape: .linear(curve), end: to)
                velocity = d > 0 ? (to - value).scaled(by: curve.velocity(at: 1) / d) : .zero
            case .spring(let to, _, let spring, let start):
                let v0 = start ?? velocity
                let end = value + spring.value(target: to - value, initialVelocity: v0, time: d)
                piece = Piece(start: time, duration: d, from: value, to: to, shape: .spring(spring, velocity: v0), end: end)
                velocity = d > 0 ? spring.velocity(target: to - value, initialVelocity: v0, time: d) : .zero
            case .cubic(let to, _, let start, let end):
                let v0 = start ?? velocity
                let next = index + 1 < segments.count ? segments[index + 1] : nil
                let v1 = end ?? next?.entryVelocity(before: value, from: to, precedingDuration: d) ?? .zero
                piece = Piece(start: time, duration: d, from: value, to: to, shape: .cubic(startVelocity: v0, endVelocity: v1), end: to)
                velocity = v1
            }
            pieces.append(piece)
            value = piece.end
            time += d
        }
        self.pieces = pieces
        duration = time
    }

    /// The value `time` seconds in: the initial value before the start,
    /// the last keyframe's end after the end.
    func value(at time: Double) -> V {
        var current = initial
        for piece in pieces {
            if time < piece.start { return current }
            if time < piece.start + piece.duration { return piece.value(at: time - piece.start) }
            current = piece.end
        }
        return current
    }

    /// The velocity `time` seconds in; zero outside the keyframes.
    func velocity(at time: Double) -> V {
        for piece in pieces where time >= piece.start && time < piece.start + piece.duration {
            return piece.velocity(at: time - piece.start)
        }
        return .zero
    }
}
