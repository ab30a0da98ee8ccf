import Foundation
import Testing
import TermCoverTesting
@testable import TermCoverCore

/// Moves a view by (x, y) points, animatable in x.
private struct Move: GeometryEffect {
    var x: CGFloat
    var y: CGFloat = 0
    var animatableData: CGFloat {
        get { x }
        set { x = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: x, y: y))
    }
}

/// Moves a view right by its own width, as the size it is given says.
private struct ByOwnWidth: GeometryEffect {
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: size.width, y: 0))
    }
}

private struct Sliding: View {
    @State var moved = false
    var body: some View {
        Text("ab").modifier(Move(x: moved ? 64 : 0))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .onTapGesture { withAnimation(.linear(duration: 1)) { moved.toggle() } }
    }
}

@MainActor
@Suite("GeometryEffect")
struct GeometryEffectTests {
    @Test("a translation of (24, 16) points draws the view 3 columns right and a row down (8 × 16-point cells); layout is unchanged")
    func translation() {
        let view = VStack(alignment: .leading, spacing: 0) { Text("ab").modifier(Move(x: 24, y: 16)); Text("cd") }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        TestHost(view, size: Size(width: 6, height: 3)).expectScreen(["      ", "cd ab ", "      "])
    }

    @Test("effectValue is given the view's size in points: a move by its own width lands it just past itself")
    func sizeInPoints() {
        let view = Text("abc").modifier(ByOwnWidth()).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        TestHost(view, size: Size(width: 8, height: 1)).expectScreen(["   abc  "])
    }

    @Test("an animated effect moves the view frame by frame: halfway through a linear second it is halfway")
    func animatedMidpoint() async {
        let host = TestHost(Sliding(), size: Size(width: 12, height: 2))
        host.expectScreen(["ab          ", "            "])
        host.click(x: 0, y: 0)
        // 64 points is 8 columns; at 0.5 s of a linear 1 s animation, 32 points: 4 columns.
        await host.advance(by: 0.5)
        host.expectScreen(["    ab      ", "            "])
        await host.advance(by: 0.6)
        host.expectScreen(["        ab  ", "            "])
    }
}
