import Foundation
import TermCoverTesting
import Testing

/// Apple's `NamedCoordinateSpace`: `coordinateSpace(_:)` names "the local
/// coordinate space of a parent view", and "child views can then refer to
/// that coordinate space using `.named(_:)`": a view measures in a space
/// around it, and of two around it with one name, the nearer.
@MainActor
@Suite("A named coordinate space is the nearest ancestor's of that name, not the last placed")
struct NestedCoordinateSpaceTests {
    /// A reader 2 rows down and 3 columns in from an outer space "box",
    /// beside (not inside) an inner view also named "box", placed after it
    /// 4 rows down and 10 columns in.
    private struct Beside: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("top")
                Text("x")
                HStack(spacing: 0) {
                    Text("   ")
                    GeometryReader { proxy in
                        let f = proxy.frame(in: .named("box"))
                        let b = proxy.bounds(of: .named("box")) ?? .zero
                        Text("\(Int(f.minX)),\(Int(f.minY)) \(Int(b.minX)),\(Int(b.minY))")
                    }
                    .frame(width: 128, height: 16)
                }
                Text(" ")
                HStack(spacing: 0) {
                    Text("          ")
                    Text("inner").coordinateSpace(name: "box")
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .coordinateSpace(name: "box")
        }
    }

    @Test("a reader beside an inner space of the same name measures from the outer one around it: 24,32 and bounds -24,-32")
    func besideInner() {
        let host = TestHost(Beside(), size: Size(width: 20, height: 6))
        host.renderIfNeeded()
        host.renderIfNeeded()
        host.expectScreen([
            "top                 ",
            "x                   ",
            "   24,32 -24,-32    ",
            "                    ",
            "          inner     ",
            "                    ",
        ])
    }

    /// The same name given twice around a reader: the inner space, 1 row
    /// and 2 columns in from the outer, 3 rows and 4 columns from the screen's corner.
    private struct Nested: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("outer")
                HStack(spacing: 0) {
                    Text("  ")
                    VStack(alignment: .leading, spacing: 0) {
                        Text("in")
                        GeometryReader { proxy in
                            let f = proxy.frame(in: .named("box"))
                            Text("\(Int(f.minX)),\(Int(f.minY))")
                        }
                        .frame(width: 64, height: 16)
                    }
                    .coordinateSpace(name: "box")
                }
            }
            .padding(.leading, 16)
            .padding(.top, 32)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .coordinateSpace(name: "box")
        }
    }

    @Test("inside two spaces of one name a reader measures from the inner: one row below its corner, 0,16")
    func nestedInner() {
        let host = TestHost(Nested(), size: Size(width: 12, height: 5))
        host.renderIfNeeded()
        host.renderIfNeeded()
        host.expectScreen([
            "            ",
            "            ",
            "  outer     ",
            "    in      ",
            "    0,16    ",
        ])
    }
}
