import Testing
@testable import TermCoverCore

@Suite("Animatable data")
struct AnimationAnimatableTests {
    @Test("AnimatablePair adds, subtracts, scales and measures component-wise")
    func pairArithmetic() {
        typealias P = AnimatablePair<Double, AnimatablePair<Float, Double>>
        let a = P(1, AnimatablePair(2, 3)), b = P(0.5, AnimatablePair(-1, 4))
        #expect(a + b == P(1.5, AnimatablePair(1, 7)))
        #expect(a - b == P(0.5, AnimatablePair(3, -1)))
        #expect(a.scaled(by: 2) == P(2, AnimatablePair(4, 6)))
        #expect(a.magnitudeSquared == 14)
        #expect(P.zero == P(0, AnimatablePair(0, 0)))
        #expect(a.interpolated(towards: b, amount: 0.5) == P(0.75, AnimatablePair(0.5, 3.5)))
    }

    @Test("EmptyAnimatableData is the default for types with nothing to animate")
    func emptyData() {
        struct Label: Animatable { typealias AnimatableData = EmptyAnimatableData }
        var label = Label()
        label.animatableData = EmptyAnimatableData()
        #expect(label.animatableData == .zero && EmptyAnimatableData().magnitudeSquared == 0)
        #expect(Float(3).magnitudeSquared == 9 && 2.5.animatableData == 2.5)
    }

    @Test("Point, UnitPoint and Angle animate their coordinates and radians")
    func geometry() {
        var point = Point(x: 3, y: 4)
        #expect(point.animatableData == AnimatablePair(3, 4))
        point.animatableData = AnimatablePair(-1, 2.5)
        #expect(point == Point(x: -1, y: 2.5))
        var anchor = UnitPoint.center
        anchor.animatableData = anchor.animatableData.interpolated(towards: UnitPoint.bottomTrailing.animatableData, amount: 0.5)
        #expect(anchor == UnitPoint(x: 0.75, y: 0.75))
        var angle = Angle.degrees(90)
        #expect(angle.animatableData == Double.pi / 2)
        angle.animatableData = .pi
        #expect(angle.radians == .pi)
    }

    @Test("Color animates in OKLab plus opacity and always comes back as RGB")
    func color() {
        // Björn Ottosson's published OKLab for sRGB red.
        let red = Color(.rgb(255, 0, 0)).animatableData
        #expect(abs(red.first.first - 0.62796) < 1e-4 && abs(red.first.second - 0.22486) < 1e-4)
        #expect(abs(red.second.first - 0.12585) < 1e-4 && red.second.second == 1)
        // An ANSI color is read through xterm's RGB, (205, 0, 205) for magenta.
        #expect(Color.magenta.animatableData == Color(.rgb(205, 0, 205)).animatableData)

        var mid = Color.black
        mid.animatableData = Color(.rgb(0, 0, 0), alpha: 0.2).animatableData
            .interpolated(towards: Color(.rgb(255, 255, 255), alpha: 1).animatableData, amount: 0.5)
        // OKLab L = 0.5 is linear 0.125, which is sRGB 99. Opacity is kept
        // as a Float (a cell's size), so 0.6 holds to its 24-bit mantissa.
        #expect(mid.kind == .rgb(99, 99, 99) && abs(mid.alpha - 0.6) < 1e-7)

        var same = Color(red: 0.2, green: 0.6, blue: 0.9)
        let before = same.kind
        same.animatableData = same.animatableData
        #expect(same.kind == before)
    }

    @Test("A track can animate a color's data")
    func colorTrack() {
        let track = AnimationTrack(value: Color.black.animatableData)
        track.setTarget(Color.white.animatableData, animation: .easeInOut, at: 0)
        var color = Color.black
        color.animatableData = track.value(at: 0.35)
        #expect(color.kind == .rgb(229, 229, 229))
    }
}
