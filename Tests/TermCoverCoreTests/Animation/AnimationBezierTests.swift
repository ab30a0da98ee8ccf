import Testing
@testable import TermCoverCore

@Suite("Bézier animations")
struct AnimationBezierTests {
    /// Times from before the start to after the end, including awkward ones.
    static func times(duration: Double) -> [Double] {
        (-2...102).map { Double($0) * duration / 100 } + [1e-9, duration * 0.5 + 1e-12, duration - 1e-9]
    }

    static let factories: [(String, Animation, (Double, Double, Double, Double), Double)] = [
        ("linear", .linear, ClosedForms.linear, 0.35),
        ("easeIn", .easeIn, ClosedForms.easeIn, 0.35),
        ("easeOut", .easeOut, ClosedForms.easeOut, 0.35),
        ("easeInOut", .easeInOut, ClosedForms.easeInOut, 0.35),
        ("linear(duration: 1)", .linear(duration: 1), ClosedForms.linear, 1),
        ("easeIn(duration: 0.2)", .easeIn(duration: 0.2), ClosedForms.easeIn, 0.2),
        ("easeOut(duration: 2)", .easeOut(duration: 2), ClosedForms.easeOut, 2),
        ("easeInOut(duration: 0.5)", .easeInOut(duration: 0.5), ClosedForms.easeInOut, 0.5),
        ("timingCurve default duration", .timingCurve(0.25, 0.1, 0.25, 1), (0.25, 0.1, 0.25, 1), 0.35),
        ("timingCurve overshooting", .timingCurve(0.68, -0.55, 0.265, 1.55, duration: 0.8), (0.68, -0.55, 0.265, 1.55), 0.8),
        ("timingCurve steep start", .timingCurve(0, 0.9, 0.1, 1, duration: 0.3), (0, 0.9, 0.1, 1), 0.3),
        ("timingCurve flat middle", .timingCurve(0.9, 0.1, 0.1, 0.9, duration: 0.6), (0.9, 0.1, 0.1, 0.9), 0.6),
    ]

    @Test("Every curve factory matches a brute-force Bézier solve to 1e-9 at many times", arguments: 0..<factories.count)
    func curvesMatchBruteForce(index: Int) {
        let (name, animation, points, duration) = AnimationBezierTests.factories[index]
        var worst = 0.0
        for t in AnimationBezierTests.times(duration: duration) {
            let expected = ClosedForms.curve(points, duration: duration, at: t)
            worst = max(worst, abs(animation.value(at: t) - expected))
        }
        #expect(worst < 1e-9, "\(name): worst error \(worst)")
    }

    @Test("easeInOut passes through SwiftUI's reference points")
    func easeInOutReferencePoints() {
        #expect(abs(Animation.easeInOut.value(at: 0.1) - 0.16970) < 5e-6)
        #expect(abs(Animation.easeInOut.value(at: 0.2) - 0.62157) < 5e-6)
    }

    @Test("Curves start at 0, end at exactly 1 and finish at their duration")
    func endpoints() {
        for (name, animation, _, duration) in AnimationBezierTests.factories {
            #expect(animation.value(at: 0) == 0, "\(name)")
            #expect(animation.value(at: duration) == 1, "\(name)")
            #expect(animation.value(at: duration + 5) == 1, "\(name)")
            #expect(!animation.isFinished(at: duration - 1e-6), "\(name)")
            #expect(animation.isFinished(at: duration), "\(name)")
            #expect(animation.logicalDuration == duration, "\(name)")
            #expect(animation.isLogicallyComplete(at: duration) && !animation.isLogicallyComplete(at: duration * 0.99))
        }
    }

    @Test("Curve velocity matches the slope of the brute-force curve")
    func velocityMatchesSlope() {
        for (name, animation, points, duration) in AnimationBezierTests.factories {
            for i in 1..<50 {
                let t = Double(i) * duration / 50, h = 1e-6
                let slope = (ClosedForms.curve(points, duration: duration, at: t + h)
                    - ClosedForms.curve(points, duration: duration, at: t - h)) / (2 * h)
                #expect(abs(animation.velocity(at: t) - slope) < 1e-4 * max(1, abs(slope)), "\(name) at \(t)")
            }
        }
    }

    @Test("UnitCurve presets have SwiftUI's control points")
    func unitCurvePresets() {
        #expect(UnitCurve.easeIn.startControlPoint == UnitPoint(x: 0.42, y: 0))
        #expect(UnitCurve.easeIn.endControlPoint == UnitPoint(x: 1, y: 1))
        #expect(UnitCurve.easeOut.endControlPoint == UnitPoint(x: 0.58, y: 1))
        #expect(UnitCurve.easeInOut.startControlPoint == UnitPoint(x: 0.42, y: 0))
        #expect(UnitCurve.easeInOut.endControlPoint == UnitPoint(x: 0.58, y: 1))
        #expect(abs(UnitCurve.linear.value(at: 0.3) - 0.3) < 1e-15)
    }
}
