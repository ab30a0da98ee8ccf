import Foundation
import TermCoverTesting
import Testing

@MainActor
@Suite("Geometry reads in points: frame(in:) in every space, and onGeometryChange")
struct GeometryReadingTests {
    /// Two rows and three columns down and in, inside a space named "card".
    private struct Probe: View {
        let space: CoordinateSpace
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("top")
                HStack(spacing: 0) {
                    Text("  ")
                    GeometryReader { proxy in
                        let f = proxy.frame(in: space)
                        Text("\(Int(f.minX)),\(Int(f.minY)) \(Int(f.width))x\(Int(f.height))")
                    }
                    .frame(width: 96, height: 32)
                }
            }
            .padding(.leading, 8)
            .coordinateSpace(name: "card")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .padding(.top, 16)
        }
    }

    private func report(_ space: CoordinateSpace) -> String {
        let host = TestHost(Probe(space: space), size: Size(width: 16, height: 5))
        host.renderIfNeeded()
        host.renderIfNeeded()
        return host.lines[2].trimmingCharacters(in: .whitespaces)
    }

    @Test("global: 3 columns and 2 rows from the screen's corner are 24 and 32 points; the reader is 12 x 2 cells")
    func global() { #expect(report(.global) == "24,32 96x32") }

    @Test("local: the view's own corner")
    func local() { #expect(report(.local) == "0,0 96x32") }

    @Test("named: from the named view's corner, one row below the screen's top, no column in")
    func named() { #expect(report(.named("card")) == "24,16 96x32") }

    @Test("an unknown name measures as the global space")
    func unknownName() { #expect(report(.named("nowhere")) == "24,32 96x32") }

    @Test("the iOS 17 spelling reads the same spaces")
    func protocolSpelling() {
        let view = GeometryReader { proxy in Text("\(Int(proxy.frame(in: .global).minX))") }.padding(.leading, 16)
        let host = TestHost(view, size: Size(width: 6, height: 1))
        host.renderIfNeeded()
        host.expectScreen(["  16  "])
    }

    private final class Widths { var seen: [CGFloat] = [] }

    private struct Resizable: View {
        let widths: Widths
        @State private var wide = false
        var body: some View {
            Text(wide ? "wider" : "w")
                .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { widths.seen.append($0) }
                .onKeyPress(.character("w")) { wide.toggle(); return .handled }
        }
    }

    @Test("onGeometryChange reports the first width, then each new one, and nothing while it stays")
    func geometryChange() async {
        let widths = Widths()
        let host = TestHost(Resizable(widths: widths), size: Size(width: 8, height: 1))
        await host.advance(by: 0.1)
        #expect(widths.seen == [8])
        host.press(.character("w"))
        await host.advance(by: 0.1)
        #expect(widths.seen == [8, 40])
        await host.advance(by: 0.5)
        #expect(widths.seen == [8, 40])
    }
}

@MainActor
@Suite("position(x:y:) centres a view on a point in points")
struct PositionTests {
    @Test("a three-column text centred at (40, 24) points starts 5 − 1.5 = 3.5 columns in (an exact half towards zero: 3), on row 1.5 − 0.5 = 1")
    func centres() {
        let host = TestHost(Text("abc").position(x: 40, y: 24), size: Size(width: 10, height: 3))
        host.expectScreen(["          ", "   abc    ", "          "])
        let same = TestHost(Text("abc").position(CGPoint(x: 40, y: 24)), size: Size(width: 10, height: 3))
        #expect(same.lines == host.lines)
    }
}
