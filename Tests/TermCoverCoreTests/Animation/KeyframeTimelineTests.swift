import Foundation
import Testing
@testable import TermCoverCore

/// The values SwiftUI's documented keyframe definitions give at chosen
/// times, worked by hand: the Hermite basis h00 = 2s³−3s²+1,
/// h10 = s³−2s²+s, h01 = −2s³+3s², h11 = s³−s² at s = ½ is (½, ⅛, ½, −⅛)
/// and at s = ¼ is (0.84375, 0.140625, 0.15625, −0.046875).
@Suite("Keyframe timelines")
struct KeyframeTimelineTests {
    struct Values {
        var x = 0.0
        var y = 0.0
    }

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) < tolerance }

    @Test("a linear keyframe interpolates from where the previous one ended, over its duration")
    func linear() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(4.0, duration: 0.5)
        }
        #expect(timeline.duration == 1.5)
        #expect(Self.close(timeline.value(time: 0), 0))
        #expect(Self.close(timeline.value(time: 0.25), 2.5))
        #expect(Self.close(timeline.value(time: 1), 10))
        #expect(Self.close(timeline.value(time: 1.25), 7))
        #expect(Self.close(timeline.value(progress: 0.5), 7.5))
        #expect(timeline.value(time: 3) == 4)
        #expect(timeline.value(time: -1) == 0)
    }

    @Test("a linear keyframe's timing curve shapes its progress")
    func linearTimingCurve() {
        // Control points (⅓, 0) and (⅔, 1): x(s) = s, y(s) = 3s² − 2s³, so ¼ of the way in time is 0.15625 of the way.
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 1.0 / 3, y: 0), endControlPoint: UnitPoint(x: 2.0 / 3, y: 1))
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(8.0, duration: 1, timingCurve: curve)
        }
        #expect(Self.close(timeline.value(time: 0.25), 1.25))
        #expect(Self.close(timeline.value(time: 0.5), 4))
    }

    @Test("a cubic keyframe with given velocities is the Hermite curve through its ends")
    func cubicWithVelocities() {
        // 0 → 10 over 2 s leaving at 5/s and arriving at −5/s: tangents scale by the duration.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 2, startVelocity: 5, endVelocity: -5)
        }
        // s = ½: ⅛·2·5 + ½·10 − ⅛·2·(−5) = 7.5.
        #expect(Self.close(timeline.value(time: 1), 7.5))
        // s = ¼: 0.140625·10 + 0.15625·10 + 0.046875·10 = 3.4375.
        #expect(Self.close(timeline.value(time: 0.5), 3.4375))
        #expect(timeline.value(time: 2) == 10)
    }

    @Test("adjacent cubic keyframes form a Catmull-Rom spline: the velocity at a knot is (next − previous) ÷ the time between")
    func catmullRom() {
        let even = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(30.0, duration: 1)
        }
        // Knot velocities 0 (at rest), (30 − 0)/2 = 15, 0 (the end):
        // ½·10 − ⅛·15 = 3.125, then ½·10 + ⅛·15 + ½·30 = 21.875.
        #expect(Self.close(even.value(time: 0.5), 3.125))
        #expect(Self.close(even.value(time: 1.5), 21.875))
        let uneven = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(30.0, duration: 3)
        }
        // The knot's neighbours are 4 s apart: 30/4 = 7.5 per second, and ½·10 − ⅛·7.5 = 4.0625.
        #expect(Self.close(uneven.value(time: 0.5), 4.0625))
    }

    @Test("a cubic keyframe after a linear one starts with the linear one's velocity, and before one ends with its velocity")
    func cubicNextToLinear() {
        let after = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            CubicKeyframe(10.0, duration: 1)
        }
        // Leaves 10 at 10/s and comes back to rest at 10: ½·10 + ⅛·10 + ½·10.
        #expect(Self.close(after.value(time: 1.5), 11.25))
        let before = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            LinearKeyframe(20.0, duration: 1)
        }
        // Arrives at 10 at the linear keyframe's 10/s: ½·10 − ⅛·10.
        #expect(Self.close(before.value(time: 0.5), 3.75))
    }

    @Test("Apple's example: cubic keyframes up to y 100 in 0.3 s and back in 0.7 s")
    func applesCubicExample() {
        let keyframes = KeyframeTimeline(initialValue: CGPoint.zero) {
            CubicKeyframe(.init(x: 0, y: 100), duration: 0.3)
            CubicKeyframe(.init(x: 0, y: 0), duration: 0.7)
        }
        let value = keyframes.value(time: 0.45)
        // The peak's Catmull-Rom velocity is (0 − 0)/1 s = 0, so the way
        // down is 100·h00(s) with s = 0.15/0.7.
        let s = 0.15 / 0.7
        #expect(value.x == 0)
        #expect(Self.close(Double(value.y), 100 * (2 * s * s * s - 3 * s * s + 1)))
        #expect(keyframes.duration == 1)
    }

    @Test("a spring keyframe follows the spring from the previous value: critically damped, x = to·(1 − e^(−ωt)(1 + ωt))")
    func spring() {
        // Spring(duration: 0.5, bounce: 0): ω = 2π/0.5 = 4π, so ωt = π at t = ¼.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10.0, duration: 0.5, spring: Spring(duration: 0.5, bounce: 0))
        }
        #expect(Self.close(timeline.value(time: 0.25), 10 * (1 - exp(-Double.pi) * (1 + Double.pi))))
        #expect(timeline.duration == 0.5)
    }

    @Test("a spring keyframe's start velocity adds its own motion: y = e^(−ωt)(y₀ + (v₀ + ωy₀)t)")
    func springWithVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10.0, duration: 1, spring: Spring(duration: 0.5, bounce: 0), startVelocity: 20)
        }
        // y₀ = −10, v₀ = 20, ω = 4π, t = ¼: y = e^(−π)(−10 + (20 − 40π)/4).
        let y = exp(-Double.pi) * (-10 + (20 - 40 * Double.pi) / 4)
        #expect(Self.close(timeline.value(time: 0.25), 10 + y))
    }

    @Test("a spring keyframe cut short hands the next keyframe the value it reached")
    func springCutShort() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10.0, duration: 0.25, spring: Spring(duration: 0.5, bounce: 0))
            LinearKeyframe(0.0, duration: 1)
        }
        let reached = 10 * (1 - exp(-Double.pi) * (1 + Double.pi))
        #expect(Self.close(timeline.value(time: 0.25), reached))
        #expect(Self.close(timeline.value(time: 0.75), reached / 2))
    }

    @Test("a spring keyframe without a duration lasts the spring's settling duration, −ln(0.001/(λ+1))/λ")
    func springSettles() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10.0, spring: Spring(duration: 0.5, bounce: 0.3))
        }
        // ζ = 0.7, ω₀ = 4π: λ = ζω₀.
        let lambda = 0.7 * 4 * Double.pi
        #expect(Self.close(timeline.duration, -log(0.001 / (lambda + 1)) / lambda, 1e-9))
    }

    @Test("a move keyframe jumps at once, and the next keyframe starts from there")
    func move() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(5.0)
            LinearKeyframe(15.0, duration: 1)
            MoveKeyframe(0.0)
            LinearKeyframe(10.0, duration: 1)
        }
        #expect(timeline.value(time: 0) == 5)
        #expect(Self.close(timeline.value(time: 0.5), 10))
        #expect(Self.close(timeline.value(time: 0.999), 14.99))
        #expect(timeline.value(time: 1) == 0)
        #expect(Self.close(timeline.value(time: 1.5), 5))
        #expect(timeline.duration == 2)
    }

    @Test("tracks run in parallel; a shorter track holds its last value until the longest ends")
    func tracksOfDifferentLengths() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.x) { LinearKeyframe(10.0, duration: 1) }
            KeyframeTrack(\.y) { LinearKeyframe(4.0, duration: 2) }
        }
        #expect(timeline.duration == 2)
        let halfway = timeline.value(time: 0.5)
        #expect(Self.close(halfway.x, 5) && Self.close(halfway.y, 1))
        let later = timeline.value(time: 1.5)
        #expect(later.x == 10 && Self.close(later.y, 3))
    }

    @Test("tracks write the value in the order declared: of two on one property, the last wins")
    func lastTrackWins() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.x) { LinearKeyframe(10.0, duration: 1) }
            KeyframeTrack(\.x) { LinearKeyframe(-10.0, duration: 1) }
        }
        #expect(Self.close(timeline.value(time: 0.5).x, -5))
    }

    @Test("a track without a key path animates the whole value; a track without keyframes keeps the initial value")
    func wholeValueAndEmptyTracks() {
        let whole = KeyframeTimeline(initialValue: 1.0) {
            KeyframeTrack { LinearKeyframe(3.0, duration: 1) }
        }
        #expect(Self.close(whole.value(time: 0.5), 2))
        let empty = KeyframeTimeline(initialValue: Values(x: 3, y: 4)) {
            KeyframeTrack(\.x) {}
        }
        #expect(empty.duration == 0 && empty.value(time: 1).x == 3)
    }

    @Test("builders take if/else and for loops of keyframes")
    func builders() {
        let rising = true
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                if rising {
                    LinearKeyframe(4.0, duration: 1)
                } else {
                    MoveKeyframe(-1.0)
                }
                for step in 1...2 {
                    LinearKeyframe(4.0 + Double(step), duration: 1)
                }
            }
        }
        #expect(timeline.duration == 3)
        #expect(Self.close(timeline.value(time: 2.5), 5.5))
    }

    @Test("Apple's example of nested tracks compiles as written, with rotation and scale")
    func applesNestedExample() {
        struct Values {
            var rotation = Angle.zero
            var scale = 1.0
        }
        let keyframes = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.rotation) {
                CubicKeyframe(.zero, duration: 0.2)
                CubicKeyframe(.degrees(45), duration: 0.3)
            }
            KeyframeTrack(\.scale) {
                CubicKeyframe(1.2, duration: 0.5)
                CubicKeyframe(0.9, duration: 0.2)
                CubicKeyframe(1.0, duration: 0.3)
            }
        }
        #expect(keyframes.duration == 1)
        #expect(Self.close(keyframes.value(time: 0.5).rotation.degrees, 45))
        #expect(Self.close(keyframes.value(time: 0.5).scale, 1.2))
        #expect(keyframes.value(time: 1).scale == 1)
    }
}
