import Foundation
import Testing
import TermCoverTesting
@testable import TermCoverCore

@MainActor
private final class SpaceLog {
    var starts: [String: CGPoint] = [:]
    var ends: [String: CGPoint] = [:]
    var readerFrame: CGRect?
}

/// A 6 × 2 pad two rows and three columns in from the screen's corner, in
/// a board named "board" that starts one row down (its padding is inside
/// the name), with a drag in each space, all simultaneous.
private struct Board: View {
    let log: SpaceLog
    func drag(_ label: String, _ gesture: DragGesture) -> some Gesture {
        gesture.onChanged { log.starts[label] = log.starts[label] ?? $0.startLocation }
            .onEnded { log.ends[label] = $0.location }
    }
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("top")
            Color.blue
                .frame(width: 48, height: 32)
                .simultaneousGesture(drag("named", DragGesture(minimumDistance: 0, coordinateSpace: .named("board"))))
                .simultaneousGesture(drag("enum", DragGesture(minimumDistance: 0, coordinateSpace: CoordinateSpace.named("board"))))
                .simultaneousGesture(drag("global", DragGesture(minimumDistance: 0, coordinateSpace: .global)))
                .simultaneousGesture(drag("local", DragGesture(minimumDistance: 0, coordinateSpace: .local)))
                .simultaneousGesture(drag("nowhere", DragGesture(minimumDistance: 0, coordinateSpace: .named("nowhere"))))
                .padding(.leading, 24)
        }
        .coordinateSpace(.named("board"))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .padding(.top, 16)
    }
}

/// The nearest of two spaces of one name wins: the inner one starts a row lower.
private struct Nested: View {
    let log: SpaceLog
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("outer")
            VStack(alignment: .leading, spacing: 0) {
                Text("inner")
                Color.blue.frame(width: 32, height: 16)
                    .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .named("x"))
                        .onEnded { log.ends["x"] = $0.location })
            }
            .coordinateSpace(name: "x")
        }
        .coordinateSpace(name: "x")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A drag and a geometry reader in the same named space.
private struct Agreeing: View {
    let log: SpaceLog
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("head")
            GeometryReader { proxy in
                Color.blue
                    .onAppear { log.readerFrame = proxy.frame(in: .named("panel")) }
                    .onChange(of: proxy.frame(in: .named("panel"))) { _, new in log.readerFrame = new }
                    .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .named("panel"))
                        .onEnded { log.ends["panel"] = $0.location })
            }
            .frame(width: 40, height: 32)
            .padding(.leading, 16)
        }
        .padding(.top, 32)
        .coordinateSpace(name: "panel")
        .padding(.leading, 8)
        .padding(.top, 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A row of a scroll view measured in `.scrollView`: it moves as the view scrolls.
private struct Scrolled: View {
    let log: SpaceLog
    var body: some View {
        VStack(spacing: 0) {
            Text("title")
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10) { i in
                        Text("row \(i)")
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .scrollView)
                                .onEnded { log.ends["row \(i)"] = $0.location })
                    }
                }
            }
            .frame(height: 64)
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

@MainActor
@Suite("Gesture locations in named coordinate spaces")
struct GestureCoordinateSpaceTests {
    private func press(_ host: TestHost, _ x: Int, _ y: Int) { host.send(MouseEvent(x: x, y: y, kind: .press)) }
    private func release(_ host: TestHost, _ x: Int, _ y: Int) { host.send(MouseEvent(x: x, y: y, kind: .release)) }

    @Test("a drag reports its locations in the named ancestor's space, the screen's, or its own, as asked")
    func eachSpace() {
        let log = SpaceLog()
        let host = TestHost(Board(log: log), size: Size(width: 16, height: 6))
        host.renderIfNeeded()
        // The pad is at columns 3-8, rows 2-3; the board starts at row 1, column 0.
        press(host, 4, 2)       // cell centre (4.5 × 8, 2.5 × 16) = (36, 40) on the screen
        release(host, 7, 3)     // (7.5 × 8, 3.5 × 16) = (60, 56)
        #expect(log.starts["global"] == CGPoint(x: 36, y: 40))
        #expect(log.ends["global"] == CGPoint(x: 60, y: 56))
        // The board is one row (16 points) down: (36, 24) and (60, 40).
        #expect(log.starts["named"] == CGPoint(x: 36, y: 24))
        #expect(log.ends["named"] == CGPoint(x: 60, y: 40))
        #expect(log.starts["enum"] == CGPoint(x: 36, y: 24))
        #expect(log.ends["enum"] == CGPoint(x: 60, y: 40))
        // The pad's own corner is 3 columns and 2 rows in: (24, 32) off.
        #expect(log.starts["local"] == CGPoint(x: 12, y: 8))
        #expect(log.ends["local"] == CGPoint(x: 36, y: 24))
        // A name no ancestor gives measures as the screen, as GeometryProxy does.
        #expect(log.ends["nowhere"] == CGPoint(x: 60, y: 56))
    }

    @Test("of two ancestors with one name the nearer one's space is used")
    func nearestWins() {
        let log = SpaceLog()
        let host = TestHost(Nested(log: log), size: Size(width: 10, height: 4))
        host.renderIfNeeded()
        // The pad is on row 2, the inner space starts on row 1: (2.5 × 8, 2.5 × 16 − 16) = (20, 24).
        press(host, 2, 2)
        release(host, 2, 2)
        #expect(log.ends["x"] == CGPoint(x: 20, y: 24))
    }

    @Test("a drag in a named space and GeometryProxy.frame(in:) of that space agree on where the view is")
    func agreesWithGeometry() {
        let log = SpaceLog()
        let host = TestHost(Agreeing(log: log), size: Size(width: 12, height: 8))
        host.renderIfNeeded()
        host.renderIfNeeded()
        // "panel" starts 1 column and 1 row from the screen's corner; the reader is 2 columns
        // and 3 rows (2 of padding, 1 of head) into it: (16, 48) in "panel".
        #expect(log.readerFrame == CGRect(x: 16, y: 48, width: 40, height: 32))
        // The reader's first cell, (3, 4) on the screen, has its centre 4 and 8 points into it:
        // (28, 72) on the screen, (20, 56) in "panel".
        press(host, 3, 4)
        release(host, 3, 4)
        #expect(log.ends["panel"] == CGPoint(x: 20, y: 56))
    }

    @Test(".scrollView measures from the scroll view's visible frame, not the screen's corner")
    func scrollViewSpace() {
        let log = SpaceLog()
        let host = TestHost(Scrolled(log: log), size: Size(width: 12, height: 6))
        host.renderIfNeeded()
        // The scroll view starts at row 1; row 2 of the screen is "row 1", 1.5 rows into it: y = 24.
        press(host, 1, 2)
        release(host, 1, 2)
        #expect(log.ends["row 1"] == CGPoint(x: 12, y: 24))
        #expect(CoordinateSpace.global.isGlobal && !CoordinateSpace.global.isLocal)
        #expect(CoordinateSpace.local.isLocal && !CoordinateSpace.named("x").isGlobal)
    }
}
