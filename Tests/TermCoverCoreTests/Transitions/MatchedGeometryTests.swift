import Foundation
@testable import TermCoverCore
import TermCoverTesting
import Testing

// matchedGeometryEffect on a 20×5 stage of dots at 4 fps, the toggle in
// `withAnimation(.linear(duration: 1))`. "AAAA" (4×1) sits at (0, 0) while
// `flag` is off, "BBBBBB" (6×2) at (12, 3) while it is on; both are sources
// of the same id. Swapping them, t seconds in, both are drawn at
// A + (B − A)·t (SwiftUI: the inserted view moves from the removed view's
// frame to its own, the removed one along with it), with edges rounded
// half up: t = ¼ gives (3, 0.75, 4.5, 1.25), cells x 3..<8, y 1..<2;
// t = ½ gives (6, 1.5, 5, 1.5), cells x 6..<11, y 2..<3; t = ¾ gives
// (9, 2.25, 5.5, 1.75), cells x 9..<15, y 2..<4.

private struct MatchedStage: View {
    var properties: MatchedGeometryProperties = .frame
    var animation: Animation? = .linear(duration: 1)
    /// Columns of padding on the leading side of each view, outside the effect.
    var padding = 0
    @State private var flag = false
    @Namespace private var namespace

    var body: some View {
        ZStack(alignment: .topLeading) {
            Text(Array(repeating: String(repeating: ".", count: 20), count: 5).joined(separator: "\n"))
            VStack(alignment: .leading, spacing: 0) {
                if !flag { Text("AAAA").matchedGeometryEffect(id: "m", in: namespace, properties: properties).padding(.leading, CGFloat(padding) * 8) }
            }
            VStack(alignment: .leading, spacing: 0) {
                Color.clear.frame(width: 8, height: 48)
                HStack(spacing: 0) {
                    Color.clear.frame(width: 96, height: 16)
                    if flag {
                        Text("BBBBBB\nBBBBBB").matchedGeometryEffect(id: "m", in: namespace, properties: properties)
                            .padding(.leading, CGFloat(padding) * 8)
                    }
                }
            }
        }
        .frame(width: 160, height: 80, alignment: .topLeading)
        .onKeyPress(.character("t")) {
            withAnimation(animation) { flag.toggle() }
            return .handled
        }
    }
}

private let dots = Array(repeating: String(repeating: ".", count: 20), count: 5)
private let restA = ["AAAA" + String(repeating: ".", count: 16)] + Array(dots[1...])
private let restB = Array(dots[0..<3]) + Array(repeating: String(repeating: ".", count: 12) + "BBBBBB..", count: 2)

/// Checks that every cell that is not a dot lies in one of `rects`, and that some cell is not.
@MainActor
private func expectDrawn(_ host: TestHost, within rects: [Rect], _ what: String,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    var any = false
    for (y, line) in host.lines.enumerated() {
        for (x, c) in line.enumerated() where c != "." {
            any = true
            #expect(rects.contains { !$0.intersection(Rect(x: x, y: y, width: 1, height: 1)).isEmpty },
                    "\(what): '\(c)' at (\(x), \(y)) lies outside \(rects)", sourceLocation: sourceLocation)
        }
    }
    #expect(any, "\(what): something is drawn", sourceLocation: sourceLocation)
}

@MainActor
@Suite("matchedGeometryEffect")
struct MatchedGeometryTests {
    @Test("inserting one source and removing the other moves the frame from the old view's to the new view's, both ways")
    func frameMoves() async {
        let host = TestHost(MatchedStage(), size: Size(width: 20, height: 5), fps: 4)
        #expect(host.lines == restA)
        host.press(.character("t"))
        await host.advance(by: 0.25)
        expectDrawn(host, within: [Rect(x: 3, y: 1, width: 5, height: 1)], "¼")
        await host.advance(by: 0.25)
        expectDrawn(host, within: [Rect(x: 6, y: 2, width: 5, height: 1)], "½")
        await host.advance(by: 0.25)
        expectDrawn(host, within: [Rect(x: 9, y: 2, width: 6, height: 2)], "¾")
        await host.advance(by: 0.25)
        #expect(host.lines == restB)
        await host.advance(by: 0.25)
        #expect(!host.engine.host.graph.isAnimating)

        // Back: B + (A − B)·t; at t = ½ the same (6, 1.5, 5, 1.5).
        host.press(.character("t"))
        await host.advance(by: 0.5)
        expectDrawn(host, within: [Rect(x: 6, y: 2, width: 5, height: 1)], "back ½")
        await host.advance(by: 0.5)
        #expect(host.lines == restA, "no afterimage of B")
    }

    @Test("the two views cross-fade with their own transitions: half way, the cells show A's or B's glyphs")
    func crossFade() async {
        let host = TestHost(MatchedStage(), size: Size(width: 20, height: 5), fps: 4)
        host.press(.character("t"))
        await host.advance(by: 0.5)
        let shown = Set(host.lines.joined().filter { $0 != "." })
        #expect(!shown.isEmpty && shown.isSubset(of: ["A", "B", " "]), "\(shown)")
    }

    @Test("with .position only, each view keeps its own size and its center moves")
    func positionOnly() async {
        // t = ½: centres (2, 0.5) → (15, 4) give (8.5, 2.25); B 6×2 around
        // it covers cells x 6..<12, y 1..<3; A 4×1 cells x 7..<11, y 2..<3.
        let host = TestHost(MatchedStage(properties: .position), size: Size(width: 20, height: 5), fps: 4)
        host.press(.character("t"))
        await host.advance(by: 0.5)
        expectDrawn(host, within: [Rect(x: 6, y: 1, width: 6, height: 2)], "½")
        await host.advance(by: 0.5)
        #expect(host.lines == restB)
    }

    @Test("with .size only, each view keeps its own center and its size moves")
    func sizeOnly() async {
        // t = ½: size (5, 1.5). B about its centre (15, 4): cells x 13..<18,
        // y 3..<5. A about its centre (2, 0.5): cells x 0..<5, y 0..<1.
        let host = TestHost(MatchedStage(properties: .size), size: Size(width: 20, height: 5), fps: 4)
        host.press(.character("t"))
        await host.advance(by: 0.5)
        expectDrawn(host, within: [Rect(x: 13, y: 3, width: 5, height: 2), Rect(x: 0, y: 0, width: 5, height: 1)], "½")
        await host.advance(by: 0.5)
        #expect(host.lines == restB)
    }

    @Test("without an animation the swap is immediate")
    func noAnimation() async {
        let host = TestHost(MatchedStage(animation: nil), size: Size(width: 20, height: 5), fps: 4)
        host.press(.character("t"))
        await host.settle()
        #expect(host.lines == restB)
        #expect(!host.engine.host.graph.isAnimating)
    }

    @Test("swapping back half way moves on from where the frame is, with no jump")
    func interruption() async {
        let host = TestHost(MatchedStage(), size: Size(width: 20, height: 5), fps: 4)
        host.press(.character("t"))
        await host.advance(by: 0.5)
        host.press(.character("t"))
        // From (6, 1.5, 5, 1.5) to A's (0, 0, 4, 1): after ¼ s,
        // (4.5, 1.125, 4.75, 1.375): cells x 5..<9, y 1..<3.
        await host.advance(by: 0.25)
        expectDrawn(host, within: [Rect(x: 5, y: 1, width: 4, height: 2)], "¼ after the turn")
        await host.advance(by: 1)
        #expect(host.lines == restA)
        #expect(!host.engine.host.graph.isAnimating)
    }

    @Test("modifiers after the effect (padding) move the frames it matches, and the fading views are not cut off")
    func modifiersOutside() async {
        // A's frame is (1, 0, 4, 1), B's (13, 3, 6, 2); t = ½ gives
        // (7, 1.5, 5, 1.5): cells x 7..<12, y 2..<3.
        let host = TestHost(MatchedStage(padding: 1), size: Size(width: 20, height: 5), fps: 4)
        host.press(.character("t"))
        await host.advance(by: 0.5)
        expectDrawn(host, within: [Rect(x: 7, y: 2, width: 5, height: 1)], "½")
        // The two words overlap, so the cross-fade shows one of them (here
        // A's, itself swapping in over the dots), never letters of both.
        let letters = Set(host.lines[2].filter { $0 != "." })
        #expect(letters.count == 1 && host.lines[2].filter { $0 != "." }.count >= 2, "the view is drawn: \(host.lines)")
        await host.advance(by: 0.5)
        #expect(host.lines[3] == String(repeating: ".", count: 13) + "BBBBBB.")
    }

    @Test("a view with isSource: false takes the source's frame")
    func follower() async {
        struct Follower: View {
            @Namespace private var namespace
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Text(Array(repeating: String(repeating: ".", count: 20), count: 5).joined(separator: "\n"))
                    HStack(spacing: 0) {
                        Color.clear.frame(width: 80, height: 16)
                        Text("SSSS").matchedGeometryEffect(id: "m", in: namespace)
                    }
                    VStack(alignment: .leading, spacing: 0) {
                        Color.clear.frame(width: 8, height: 64)
                        Text("F").matchedGeometryEffect(id: "m", in: namespace, isSource: false)
                    }
                }
                .frame(width: 160, height: 80, alignment: .topLeading)
            }
        }
        let host = TestHost(Follower(), size: Size(width: 20, height: 5), fps: 4)
        await host.settle()
        _ = host.renderIfNeeded()
        // Placed in S's frame, cells x 10..<14 of row 0, over S.
        #expect(host.lines[4] == String(repeating: ".", count: 20), "F has left its own place")
        let row = Array(host.lines[0])
        #expect(row.firstIndex(of: "F").map { (10..<14).contains($0) } == true, "\(host.lines[0])")
        #expect(String(row[0..<10]) + String(row[14...]) == String(repeating: ".", count: 16))
    }
}
