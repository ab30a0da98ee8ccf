import Testing
@testable import TermCoverCore

@Suite("Animation modifiers")
struct AnimationModifierTests {
    static func easeIn(_ t: Double, duration: Double = 0.35) -> Double {
        ClosedForms.curve(ClosedForms.easeIn, duration: duration, at: t)
    }

    @Test("delay holds the start value, then plays the curve late")
    func delay() {
        let animation = Animation.easeIn.delay(0.2)
        for i in 0...120 {
            let t = Double(i) * 0.005
            #expect(abs(animation.value(at: t) - Self.easeIn(t - 0.2)) < 1e-9, "at \(t)")
        }
        #expect(animation.value(at: 0.19) == 0)
        #expect(animation.finishDuration == 0.55 && animation.logicalDuration == 0.55)
        #expect(!animation.isFinished(at: 0.549) && animation.isFinished(at: 0.55))
    }

    @Test("delay applies to springs too")
    func delayedSpring() {
        let (k, c) = ClosedForms.springConstants(duration: 0.5, bounce: 0.3)
        let animation = Animation.bouncy.delay(0.1)
        for i in 0...80 {
            let t = Double(i) * 0.01
            let expected = t < 0.1 ? 0 : ClosedForms.step(k: k, c: c, at: t - 0.1)
            #expect(abs(animation.value(at: t) - expected) < 1e-9, "at \(t)")
        }
        #expect(abs(animation.logicalDuration - 0.6) < 1e-12)
    }

    @Test("speed scales time")
    func speed() {
        let animation = Animation.easeIn(duration: 1).speed(2)
        for i in 0...60 {
            let t = Double(i) * 0.01
            #expect(abs(animation.value(at: t) - Self.easeIn(2 * t, duration: 1)) < 1e-9, "at \(t)")
        }
        #expect(animation.finishDuration == 0.5 && animation.logicalDuration == 0.5)
        let (k, c) = ClosedForms.springConstants(duration: 0.5, bounce: 0.15)
        let slowSpring = Animation.snappy.speed(0.5)
        for i in 0...50 {
            let t = Double(i) * 0.02
            #expect(abs(slowSpring.value(at: t) - ClosedForms.step(k: k, c: c, at: t / 2)) < 1e-9)
        }
        #expect(abs(slowSpring.logicalDuration - 1) < 1e-12)
    }

    @Test("repeatCount(3) autoreverses: forward, backward, forward, then done")
    func repeatOddAutoreverse() {
        let animation = Animation.easeIn.repeatCount(3)
        for i in 0...105 {
            let t = Double(i) * 0.01
            let cycle = Int(t / 0.35), local = t - Double(cycle) * 0.35
            let expected = t >= 1.05 ? 1 : (cycle == 1 ? Self.easeIn(0.35 - local) : Self.easeIn(local))
            #expect(abs(animation.value(at: t) - expected) < 1e-9, "at \(t)")
        }
        #expect(abs(animation.finishDuration - 1.05) < 1e-12)
        #expect(animation.value(at: 2) == 1)
    }

    @Test("repeatCount(2) autoreverses: ends at the start value, then jumps to the target")
    func repeatEvenAutoreverse() {
        let animation = Animation.linear.repeatCount(2)
        #expect(abs(animation.value(at: 0.35 + 0.3) - (0.05 / 0.35)) < 1e-9)
        #expect(animation.value(at: 0.7 - 1e-9) < 1e-6)
        #expect(animation.value(at: 0.7) == 1)
        #expect(animation.isFinished(at: 0.7))
        #expect(animation.logicalDuration == animation.finishDuration)
    }

    @Test("repeatCount without autoreverse restarts each cycle from the start")
    func repeatSawtooth() {
        let animation = Animation.easeIn.repeatCount(2, autoreverses: false)
        #expect(abs(animation.value(at: 0.1) - Self.easeIn(0.1)) < 1e-9)
        #expect(abs(animation.value(at: 0.45) - Self.easeIn(0.1)) < 1e-9)
        #expect(animation.value(at: 0.35) == 0)
        #expect(animation.value(at: 0.7) == 1)
        #expect(abs(animation.logicalDuration - 0.7) < 1e-12)
    }

    @Test("repeatForever never finishes and keeps its period")
    func repeatForever() {
        let animation = Animation.easeInOut(duration: 0.5).repeatForever()
        #expect(!animation.isFinished(at: 1e6))
        #expect(animation.logicalDuration == .infinity)
        for i in 0..<50 {
            let t = Double(i) * 0.01
            let expected = ClosedForms.curve(ClosedForms.easeInOut, duration: 0.5, at: t)
            #expect(abs(animation.value(at: t + 100) - expected) < 1e-7)
            #expect(abs(animation.value(at: t + 100.5) - ClosedForms.curve(ClosedForms.easeInOut, duration: 0.5, at: 0.5 - t)) < 1e-7)
        }
        let sawtooth = Animation.linear(duration: 1).repeatForever(autoreverses: false)
        #expect(abs(sawtooth.value(at: 7.25) - 0.25) < 1e-9)
    }

    @Test("A repeated spring cycles through whole settled springs")
    func repeatedSpring() {
        let (k, c) = ClosedForms.springConstants(duration: 0.5, bounce: 0.3)
        let base = Animation.bouncy
        let animation = base.repeatCount(3, autoreverses: false)
        let cycle = base.finishDuration
        for i in 0..<40 {
            let t = Double(i) * 0.02
            #expect(abs(animation.value(at: cycle + t) - ClosedForms.step(k: k, c: c, at: t)) < 1e-9)
        }
        #expect(abs(animation.finishDuration - 3 * cycle) < 1e-9)
        #expect(abs(animation.logicalDuration - (2 * cycle + 0.5)) < 1e-9)
    }
}
