import Foundation
import Testing
@testable import TermCoverCore

@Suite("Springs")
struct AnimationSpringTests {
    @Test("Spring(duration: 0.5, bounce: 0.3) has SwiftUI's documented constants")
    func durationBounceCrossCheck() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.9) < 0.05)
        #expect(abs(spring.damping - 17.6) < 0.05)
        #expect(abs(spring.duration - 0.5) < 1e-12 && abs(spring.response - 0.5) < 1e-12)
        #expect(abs(spring.bounce - 0.3) < 1e-12)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
    }

    @Test("Spring(mass: 1, stiffness: 100, damping: 10) has duration 0.63 and bounce 0.5")
    func physicalCrossCheck() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(spring.duration - 0.63) < 0.005)
        #expect(abs(spring.bounce - 0.5) < 1e-12)
        #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
    }

    @Test("Negative bounce gives an over-damped spring and round-trips")
    func negativeBounce() {
        let spring = Spring(duration: 1, bounce: -0.5)
        #expect(abs(spring.dampingRatio - 2) < 1e-12)
        #expect(abs(spring.bounce + 0.5) < 1e-12)
        #expect(abs(spring.stiffness - 4 * Double.pi * Double.pi) < 1e-9)
    }

    @Test("Spring(response:dampingRatio:) and over-damping clamp")
    func otherInitializers() {
        let spring = Spring(response: 0.4, dampingRatio: 0.6)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.4, 2)) < 1e-9)
        #expect(abs(spring.dampingRatio - 0.6) < 1e-12)
        #expect(abs(Spring(mass: 1, stiffness: 100, damping: 50).dampingRatio - 1) < 1e-12)
        #expect(abs(Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true).dampingRatio - 2.5) < 1e-12)
    }

    @Test("Under-damped settlingDuration is −ln(ε/(λ+1))/λ with ε = 0.001")
    func settlingDuration() {
        // λ = ζω₀ = 0.7 · 4π for Spring(duration: 0.5, bounce: 0.3), worked by hand: 1.0447131.
        #expect(abs(Spring(duration: 0.5, bounce: 0.3).settlingDuration - 1.0447131) < 1e-6)
        #expect(Spring(duration: 0.5, bounce: 0).settlingDuration.isFinite)
    }

    @Test("spring(duration: 0.5, bounce: 0.3) passes through SwiftUI's reference points")
    func springReferencePoints() {
        let animation = Animation.spring(duration: 0.5, bounce: 0.3)
        #expect(abs(animation.value(at: 0.3) - 1.03393) < 5e-6)
        #expect(abs(animation.value(at: 0.5) - 1.01450) < 5e-6)
    }

    /// Springs of every regime, with their constants worked independently.
    static let cases: [(String, Animation, k: Double, c: Double, m: Double, v0: Double)] = {
        func dur(_ d: Double, _ b: Double) -> (Double, Double) { ClosedForms.springConstants(duration: d, bounce: b) }
        let smooth = dur(0.5, 0), snappy = dur(0.5, 0.15), bouncy = dur(0.5, 0.3), over = dur(0.8, -0.4)
        let k2 = pow(2 * Double.pi / 0.5, 2), k3 = pow(2 * Double.pi / 0.15, 2), k4 = pow(2 * Double.pi / 0.3, 2)
        return [
            ("smooth", .smooth, smooth.0, smooth.1, 1, 0),
            ("spring", .spring, smooth.0, smooth.1, 1, 0),
            ("default", .default, k2, 2 * k2.squareRoot(), 1, 0),
            ("snappy", .snappy, snappy.0, snappy.1, 1, 0),
            ("bouncy", .bouncy, bouncy.0, bouncy.1, 1, 0),
            ("spring(duration: 0.8, bounce: -0.4)", .spring(duration: 0.8, bounce: -0.4), over.0, over.1, 1, 0),
            ("spring(response:dampingFraction:) defaults", .spring(), k2, 2 * k2.squareRoot() * 0.825, 1, 0),
            ("interactiveSpring", .interactiveSpring, k3, 2 * k3.squareRoot() * 0.86, 1, 0),
            ("spring(response: 0.3, dampingFraction: 0.2)", .spring(response: 0.3, dampingFraction: 0.2),
             k4, 2 * k4.squareRoot() * 0.2, 1, 0),
            ("interpolatingSpring under, v0 = 3", .interpolatingSpring(stiffness: 100, damping: 10, mass: 1, initialVelocity: 3),
             100, 10, 1, 3),
            ("interpolatingSpring critical, v0 = -2", .interpolatingSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -2),
             100, 20, 1, -2),
            ("interpolatingSpring over, mass 2, v0 = 5", .interpolatingSpring(mass: 2, stiffness: 100, damping: 60, initialVelocity: 5),
             100, 60, 2, 5),
        ]
    }()

    @Test("Spring animations match the damped-oscillator closed forms", arguments: 0..<cases.count)
    func matchesClosedForm(index: Int) {
        let (name, animation, k, c, m, v0) = Self.cases[index]
        var worst = 0.0, worstVelocity = 0.0
        for i in 0...400 {
            let t = Double(i) * 0.005
            guard !animation.isFinished(at: t) else { break }
            worst = max(worst, abs(animation.value(at: t) - ClosedForms.step(k: k, c: c, m: m, v0: v0, at: t)))
            if t > 0 {
                let expected = ClosedForms.stepVelocity(k: k, c: c, m: m, v0: v0, at: t)
                worstVelocity = max(worstVelocity, abs(animation.velocity(at: t) - expected) / max(1, abs(expected)))
            }
        }
        #expect(worst < 1e-9, "\(name): worst error \(worst)")
        #expect(worstVelocity < 1e-5, "\(name): worst velocity error \(worstVelocity)")
    }

    @Test("A spring is finished once it stays within 0.1% and shows exactly 1 from then on", arguments: 0..<cases.count)
    func finishesSettled(index: Int) {
        let (name, animation, k, c, m, v0) = Self.cases[index]
        let finish = animation.finishDuration
        #expect(finish.isFinite && finish > animation.logicalDuration, "\(name)")
        #expect(!animation.isFinished(at: finish - 1e-6) && animation.isFinished(at: finish))
        let size = 1 + abs(v0) / (k / m).squareRoot()
        for i in 0...600 {
            let t = finish + Double(i) * 0.005
            #expect(animation.value(at: t) == 1)
            #expect(animation.velocity(at: t) == 0)
            let remaining = abs(1 - ClosedForms.step(k: k, c: c, m: m, v0: v0, at: t))
            #expect(remaining <= 0.001 * size, "\(name) at \(t): \(remaining)")
        }
    }

    @Test("Springs are logically complete at their response")
    func logicalDurations() {
        #expect(abs(Animation.spring(duration: 0.7, bounce: 0.2).logicalDuration - 0.7) < 1e-12)
        #expect(abs(Animation.spring(response: 0.3, dampingFraction: 0.5).logicalDuration - 0.3) < 1e-12)
        #expect(abs(Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 10).logicalDuration - 0.2 * .pi) < 1e-12)
        #expect(abs(Animation.bouncy.logicalDuration - 0.5) < 1e-12)
        #expect(Animation.snappy.isLogicallyComplete(at: 0.5) && !Animation.snappy.isLogicallyComplete(at: 0.49))
    }

    @Test("Spring.value(target:initialVelocity:time:) matches a numerical integration")
    func genericValueMatchesIntegration() {
        let spring = Spring(duration: 0.6, bounce: 0.25)
        let times = stride(from: 0.0, through: 1.2, by: 0.05).map { $0 }
        let simulated = ClosedForms.simulate(k: spring.stiffness, c: spring.damping, x0: 0, v0: -40, from: 0,
                                             target: { _ in 25 }, times: times)
        for (t, expected) in zip(times, simulated) {
            #expect(abs(spring.value(target: 25.0, initialVelocity: -40, time: t) - expected.x) < 1e-7)
            #expect(abs(spring.velocity(target: 25.0, initialVelocity: -40, time: t) - expected.v) < 1e-6)
        }
    }

    @Test("Presets have SwiftUI's parameters")
    func presets() {
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(abs(Spring.snappy.bounce - 0.15) < 1e-12)
        #expect(abs(Spring.bouncy.bounce - 0.3) < 1e-12)
        #expect(abs(Spring.bouncy(duration: 1, extraBounce: 0.1).bounce - 0.4) < 1e-12)
        #expect(Animation.smooth == Animation.spring(duration: 0.5, bounce: 0))
    }
}
