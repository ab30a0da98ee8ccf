import Foundation
import TermCoverTesting
import Testing

@MainActor
@Suite("Angles and affine transforms compute as in SwiftUI and Core Graphics")
struct GeometryArithmeticTests {
    @Test("angles add, subtract, negate, scale and divide")
    func angleArithmetic() {
        #expect((Angle.degrees(30) + .degrees(60)).degrees.rounded() == 90)
        #expect((Angle.degrees(30) - .degrees(60)).degrees.rounded() == -30)
        #expect((-Angle.degrees(45)).degrees.rounded() == -45)
        #expect((Angle.degrees(45) * 2).degrees.rounded() == 90 && (2 * Angle.degrees(45)).degrees.rounded() == 90)
        #expect((Angle.radians(.pi) / 2).radians == .pi / 2)
        var a = Angle.degrees(10)
        a += .degrees(20); a *= 3; a -= .degrees(30); a /= 2
        #expect(a.degrees.rounded() == 30)
    }

    @Test("a quarter turn maps (1, 0) to (0, 1); translations and scales compose in order; inverted undoes")
    func affineTransforms() {
        let turn = CGAffineTransform(rotationAngle: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(turn)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        // Scale by 2, then move by (10, 0): (3, 4) → (6, 8) → (16, 8).
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint(x: 3, y: 4).applying(t) == CGPoint(x: 16, y: 8))
        // translatedBy moves first: (3, 4) → (13, 4) → (26, 8).
        #expect(CGPoint(x: 3, y: 4).applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)) == CGPoint(x: 26, y: 8))
        #expect(CGPoint(x: 16, y: 8).applying(t.inverted()) == CGPoint(x: 3, y: 4))
        #expect(CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(scaleX: 3, y: -2))
                == CGRect(x: 0, y: -2, width: 6, height: 2))
        #expect(CGAffineTransform.identity.isIdentity && !turn.isIdentity)
    }

    @Test("transformEffect moves by points as offset does, and scales as scaleEffect about the top-leading corner")
    func transformEffect() {
        func screen<V: View>(_ v: V) -> [String] {
            TestHost(v.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: Size(width: 8, height: 3)).lines
        }
        let moved = screen(Text("ab").transformEffect(CGAffineTransform(translationX: 16, y: 16)))
        #expect(moved == ["        ", "  ab    ", "        "])
        #expect(moved == screen(Text("ab").offset(x: 16, y: 16)))
        let box = Color.blue.frame(width: 16, height: 16)
        #expect(TestHost(ZStack(alignment: .topLeading) { Color.clear; box.transformEffect(CGAffineTransform(scaleX: 2, y: 2)) },
                         size: Size(width: 6, height: 3)).screen
                == TestHost(ZStack(alignment: .topLeading) { Color.clear; box.scaleEffect(2, anchor: .topLeading) },
                            size: Size(width: 6, height: 3)).screen)
    }
}
