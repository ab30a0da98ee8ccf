import Testing
@testable import TermCoverCore

@Suite("Animation tracks")
struct AnimationTrackTests {
    static let frame = 1.0 / 60
    /// Ten retargets, alternating 100 and 0, every 0.05 s from t = 0.
    static let retargets: [(time: Double, target: Double)] = (0..<10).map { (Double($0) * 0.05, $0 % 2 == 0 ? 100 : 0) }

    /// Plays `retargets` on a track starting at 0, sampling every frame for
    /// `seconds`. At each retarget it records the value and velocity just
    /// before and just after the change at the same instant.
    static func play(_ animation: Animation, seconds: Double)
        -> (track: AnimationTrack<Double>, samples: [(t: Double, value: Double)], jumps: [(Double, Double, Double, Double)]) {
        let track = AnimationTrack(value: 0.0)
        var samples: [(t: Double, value: Double)] = [], jumps: [(Double, Double, Double, Double)] = []
        var pending = retargets[...]
        for k in 0...Int(seconds * 60) {
            let t = Double(k) * frame
            while let next = pending.first, next.time <= t + 1e-12 {
                let before = (track.value(at: next.time), track.velocity(at: next.time))
                track.setTarget(next.target, animation: animation, at: next.time)
                jumps.append((before.0, track.value(at: next.time), before.1, track.velocity(at: next.time)))
                pending = pending.dropFirst()
            }
            samples.append((t, track.value(at: t)))
        }
        return (track, samples, jumps)
    }

    @Test("A nil animation jumps and drops running animations")
    func nilJumps() {
        let track = AnimationTrack(value: 0.0)
        let first = track.setTarget(10, animation: .easeIn, at: 0)
        #expect(track.value(at: 0.1) != 10)
        let jump = track.setTarget(42, animation: nil, at: 0.1)
        #expect(track.value(at: 0.1) == 42 && track.value(at: 0.2) == 42 && track.velocity(at: 0.1) == 0)
        #expect(track.target == 42 && track.isFinished(at: 0.1))
        #expect(track.isFinished(id: first, at: 0.1) && track.isLogicallyComplete(id: first, at: 0.1))
        #expect(track.isFinished(id: jump, at: 0.1) && track.isLogicallyComplete(id: jump, at: 0.1))
    }

    @Test("A single curve animation moves from the old value along the curve")
    func singleCurve() {
        let track = AnimationTrack(value: 20.0)
        track.setTarget(120, animation: .easeInOut, at: 1)
        for i in 0...40 {
            let t = 1 + Double(i) * 0.01
            let expected = 20 + 100 * ClosedForms.curve(ClosedForms.easeInOut, duration: 0.35, at: t - 1)
            #expect(abs(track.value(at: t) - expected) < 1e-7, "at \(t)")
        }
        #expect(track.value(at: 1.35) == 120 && track.isFinished(at: 1.35) && !track.isFinished(at: 1.34))
    }

    @Test("Ten rapid curve retargets follow the additive model, stay continuous and never outpace 8 single animations")
    func rapidCurveRetargets() {
        let (track, samples, jumps) = Self.play(.easeInOut, seconds: 1)
        // Independent form of the additive model: start + Σ (Nᵢ − Nᵢ₋₁)·pᵢ(t − Tᵢ).
        func expected(_ t: Double) -> Double {
            var value = 0.0, previous = 0.0
            for (time, target) in Self.retargets where time <= t + 1e-12 {
                value += (target - previous) * ClosedForms.curve(ClosedForms.easeInOut, duration: 0.35, at: t - time)
                previous = target
            }
            return value
        }
        for s in samples { #expect(abs(s.value - expected(s.t)) < 1e-7, "at \(s.t)") }
        for (before, after, _, _) in jumps { #expect(abs(before - after) < 1e-9) }
        // One 0 → 100 easeInOut moves at most `single` in a frame, over all phases.
        var single = 0.0
        for i in 0...350 {
            let t = Double(i) * 0.001
            single = max(single, 100 * (ClosedForms.curve(ClosedForms.easeInOut, duration: 0.35, at: t + Self.frame)
                - ClosedForms.curve(ClosedForms.easeInOut, duration: 0.35, at: t)))
        }
        // A frame's step is Σ 100·Δpᵢ over animations running during it, which
        // started within 0.35 s + 1 frame: at most 8 at one every 0.05 s.
        let steps = zip(samples, samples.dropFirst()).map { abs($1.value - $0.value) }
        #expect(steps.max()! <= 8 * single)
        #expect(track.value(at: 0.45 + 0.35) == 0 && track.isFinished(at: 0.8))
    }

    @Test("Ten rapid spring retargets match a spring whose target switches, continuous in value and velocity",
          arguments: [("smooth", Animation.smooth, 0.0), ("snappy", .snappy, 0.15), ("bouncy", .bouncy, 0.3)])
    func rapidSpringRetargets(name: String, animation: Animation, bounce: Double) {
        let (track, samples, jumps) = Self.play(animation, seconds: 2.5)
        let (k, c) = ClosedForms.springConstants(duration: 0.5, bounce: bounce)
        func goal(_ t: Double) -> Double { Self.retargets.last { $0.time <= t }?.target ?? 0 }
        let simulated = ClosedForms.simulate(k: k, c: c, x0: 0, v0: 0, from: 0, target: goal,
                                             breaks: Self.retargets.map(\.time), times: samples.map(\.t))
        var maxSimulatedStep = 0.0
        for (i, (s, sim)) in zip(samples, simulated).enumerated() {
            if !track.isFinished(at: s.t) {
                #expect(abs(s.value - sim.x) < 1e-6, "\(name) at \(s.t)")
            } else {
                #expect(s.value == 0, "\(name): exactly the target once finished")
            }
            if i > 0 { maxSimulatedStep = max(maxSimulatedStep, abs(sim.x - simulated[i - 1].x)) }
        }
        for (before, after, vBefore, vAfter) in jumps {
            #expect(abs(before - after) < 1e-9 && abs(vBefore - vAfter) < 1e-9, "\(name)")
        }
        let steps = zip(samples, samples.dropFirst()).map { abs($1.value - $0.value) }
        // The only extra step allowed is the final snap: at most 0.1% of the motion.
        #expect(steps.max()! <= maxSimulatedStep + 0.2, "\(name)")
        #expect(track.isFinished(at: 2.5) && track.value(at: 2.5) == 0)
    }

    @Test("Irregular sampling gives bit-identical values to regular sampling")
    func irregularSampling() {
        for animation in [Animation.easeInOut, .bouncy, .easeIn.delay(0.05).repeatCount(3)] {
            let regular = AnimationTrack(value: 0.0), irregular = AnimationTrack(value: 0.0)
            var seed: UInt64 = 12345
            func jitter() -> Double {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                return Double(seed >> 11) / Double(1 << 53)
            }
            var regularSamples: [Double: Double] = [:], t = 0.0
            for (time, target) in Self.retargets {
                // One track is sampled at random times between retargets, the other never.
                while t < time { _ = irregular.value(at: t); _ = irregular.velocity(at: t); t += jitter() * 0.03 }
                regular.setTarget(target, animation: animation, at: time)
                irregular.setTarget(target, animation: animation, at: time)
                let probe = time + 0.01
                regularSamples[probe] = regular.value(at: probe)
            }
            for k in 0..<200 {
                let probe = 0.45 + Double(k) * jitter() * 0.02
                #expect(irregular.value(at: probe) == regular.value(at: probe))
            }
            for (probe, value) in regularSamples where probe > 0.45 { #expect(irregular.value(at: probe) == value) }
        }
    }

    @Test("Once finished the value is exactly the target", arguments: [
        Animation.easeIn, .linear(duration: 0.2), .smooth, .bouncy, .interpolatingSpring(stiffness: 50, damping: 1, mass: 1),
        .spring(duration: 0.4, bounce: -0.5), .easeOut.delay(0.3), .snappy.speed(3), .easeIn.repeatCount(2),
    ])
    func exactTarget(animation: Animation) {
        let track = AnimationTrack(value: 0.1)
        track.setTarget(0.7, animation: animation, at: 0)
        track.setTarget(1.0 / 3, animation: animation, at: 0.1)
        var t = 0.1
        while !track.isFinished(at: t) { t += Self.frame }
        #expect(track.value(at: t) == 1.0 / 3 && track.velocity(at: t) == 0)
        track.prune(at: t)
        #expect(track.value(at: t + 10) == 1.0 / 3)
    }

    @Test("Delay, speed and repeat work inside a track")
    func modifiersInTrack() {
        let delayed = AnimationTrack(value: 0.0)
        delayed.setTarget(10, animation: .easeIn.delay(0.2), at: 1)
        #expect(delayed.value(at: 1.15) == 0)
        #expect(abs(delayed.value(at: 1.3) - 10 * ClosedForms.curve(ClosedForms.easeIn, duration: 0.35, at: 0.1)) < 1e-8)

        let fast = AnimationTrack(value: 0.0)
        fast.setTarget(10, animation: .linear(duration: 1).speed(4), at: 0)
        #expect(abs(fast.value(at: 0.125) - 5) < 1e-9 && fast.isFinished(at: 0.25))

        let repeated = AnimationTrack(value: 0.0)
        repeated.setTarget(10, animation: .linear.repeatCount(2), at: 0)
        #expect(abs(repeated.value(at: 0.35) - 10) < 1e-9)
        #expect(abs(repeated.value(at: 0.7 - 1e-9)) < 1e-6)
        #expect(repeated.value(at: 0.7) == 10)
    }

    @Test("Ids report logical completion and finishing per animation")
    func completionIDs() {
        let track = AnimationTrack(value: 0.0)
        let curve = track.setTarget(10, animation: .easeInOut, at: 0)
        let slow = track.setTarget(20, animation: .linear(duration: 1), at: 0.1)
        #expect(!track.isLogicallyComplete(id: curve, at: 0.34) && track.isLogicallyComplete(id: curve, at: 0.35))
        #expect(track.isFinished(id: curve, at: 0.35) && !track.isFinished(id: slow, at: 0.35))
        #expect(track.isLogicallyComplete(id: slow, at: 1.1) && track.isFinished(at: 1.1))

        let springs = AnimationTrack(value: 0.0)
        let first = springs.setTarget(10, animation: .smooth, at: 0)
        let second = springs.setTarget(30, animation: .snappy, at: 0.2)
        // The first keeps its own logical end; its motion now finishes with the merged spring.
        #expect(!springs.isLogicallyComplete(id: first, at: 0.49) && springs.isLogicallyComplete(id: first, at: 0.5))
        #expect(!springs.isLogicallyComplete(id: second, at: 0.69) && springs.isLogicallyComplete(id: second, at: 0.7))
        #expect(!springs.isFinished(id: first, at: 0.8))
        var t = 0.7
        while !springs.isFinished(at: t) { t += 0.01 }
        #expect(springs.isFinished(id: first, at: t) && springs.isFinished(id: second, at: t))
        #expect(!springs.isFinished(id: first, at: t - 0.01))
        springs.prune(at: t)
        #expect(springs.isFinished(id: first, at: t) && springs.isLogicallyComplete(id: second, at: t))

        let unchanged = springs.setTarget(30, animation: .bouncy, at: t)
        #expect(springs.isFinished(id: unchanged, at: t) && springs.isLogicallyComplete(id: unchanged, at: t))
    }

    @Test("A spring retarget on a curve starts with the curve's velocity")
    func springOverCurve() {
        let track = AnimationTrack(value: 0.0)
        track.setTarget(100, animation: .easeIn, at: 0)
        let (value, velocity) = (track.value(at: 0.2), track.velocity(at: 0.2))
        let h = 1e-6
        let slope = 100 * (ClosedForms.curve(ClosedForms.easeIn, duration: 0.35, at: 0.2 + h)
            - ClosedForms.curve(ClosedForms.easeIn, duration: 0.35, at: 0.2 - h)) / (2 * h)
        #expect(abs(velocity - slope) < 1e-4)
        track.setTarget(50, animation: .bouncy, at: 0.2)
        #expect(abs(track.value(at: 0.2) - value) < 1e-12 && abs(track.velocity(at: 0.2) - velocity) < 1e-9)
        let (k, c) = ClosedForms.springConstants(duration: 0.5, bounce: 0.3)
        let times = stride(from: 0.2, through: 0.9, by: 0.05).map { $0 }
        let simulated = ClosedForms.simulate(k: k, c: c, x0: value, v0: velocity, from: 0.2, target: { _ in 50 }, times: times)
        for (t, sim) in zip(times, simulated) { #expect(abs(track.value(at: t) - sim.x) < 1e-6) }
    }

    @Test("Vector values merge springs component by component")
    func vectorSpring() {
        typealias Vector = AnimatablePair<Double, Double>
        let track = AnimationTrack(value: Vector(0, 0))
        track.setTarget(Vector(40, -10), animation: .bouncy, at: 0)
        track.setTarget(Vector(-5, 30), animation: .bouncy, at: 0.15)
        let (k, c) = ClosedForms.springConstants(duration: 0.5, bounce: 0.3)
        let times = stride(from: 0.15, through: 0.8, by: 0.05).map { $0 }
        let xs = ClosedForms.simulate(k: k, c: c, x0: 0, v0: 0, from: 0, target: { $0 < 0.15 ? 40 : -5 }, breaks: [0.15], times: times)
        let ys = ClosedForms.simulate(k: k, c: c, x0: 0, v0: 0, from: 0, target: { $0 < 0.15 ? -10 : 30 }, breaks: [0.15], times: times)
        for (t, (x, y)) in zip(times, zip(xs, ys)) {
            let value = track.value(at: t)
            #expect(abs(value.first - x.x) < 1e-6 && abs(value.second - y.x) < 1e-6, "at \(t)")
        }
    }
}
