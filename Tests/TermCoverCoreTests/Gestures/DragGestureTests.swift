import Foundation
import Testing
import TermCoverTesting
@testable import TermCoverCore

@MainActor
private final class GestureLog {
    var changes: [DragGesture.Value] = []
    var ends: [DragGesture.Value] = []
    var events: [String] = []
}

private struct DragProbe: View {
    let log: GestureLog
    var body: some View {
        Color.blue.gesture(DragGesture()
            .onChanged { log.changes.append($0) }
            .onEnded { log.ends.append($0) })
    }
}

/// A 4 × 1 card at the top-leading corner that follows a drag and springs back.
private struct ThrowCard: View {
    @State private var offset = CGSize.zero
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear
            Text("[##]")
                .offset(offset)
                .gesture(DragGesture()
                    .onChanged { offset = $0.translation }
                    .onEnded { _ in withAnimation(.spring) { offset = .zero } })
        }
    }
}

private struct PressState: View {
    @GestureState private var pressing = false
    @GestureState private var drag = CGSize.zero
    let log: GestureLog
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(pressing ? "down" : "up")
                .gesture(LongPressGesture(minimumDuration: 1)
                    .updating($pressing) { value, state, _ in state = value }
                    .onEnded { _ in log.events.append("long") })
            Text("drag \(Int(drag.width))")
                .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

private struct Ranked: View {
    let log: GestureLog
    let high: Bool
    var body: some View {
        let child = Text("child").onTapGesture { log.events.append("child") }
        if high {
            VStack { child }.highPriorityGesture(TapGesture().onEnded { log.events.append("parent") })
        } else {
            VStack { child }
                .gesture(TapGesture().onEnded { log.events.append("parent") })
                .simultaneousGesture(TapGesture().onEnded { log.events.append("beside") })
        }
    }
}

private struct Layered: View {
    let log: GestureLog
    var body: some View {
        ZStack {
            Text("under").onTapGesture { log.events.append("under") }
            Text("over!").onTapGesture { log.events.append("over") }.allowsHitTesting(false)
        }
    }
}

@MainActor
@Suite("Gestures from the mouse")
struct DragGestureTests {
    private func press(_ host: TestHost, _ x: Int, _ y: Int) { host.send(MouseEvent(x: x, y: y, kind: .press)) }
    private func move(_ host: TestHost, _ x: Int, _ y: Int) { host.send(MouseEvent(x: x, y: y, kind: .drag)) }
    private func release(_ host: TestHost, _ x: Int, _ y: Int) { host.send(MouseEvent(x: x, y: y, kind: .release)) }

    @Test("a drag is measured in points from cell centres, begins after 10 points, and its velocity is the last tenth of a second's")
    func dragValues() async {
        let log = GestureLog()
        let host = TestHost(DragProbe(log: log), size: Size(width: 20, height: 5))
        press(host, 2, 1)                        // (2.5 × 8, 1.5 × 16) = (20, 24)
        host.skip(0.5)
        move(host, 3, 1)                         // 8 points: under the 10-point minimum
        #expect(log.changes.isEmpty)
        host.skip(0.5)
        move(host, 5, 1)                         // 24 points: the drag begins
        #expect(log.changes.count == 1)
        #expect(log.changes.first?.startLocation == CGPoint(x: 20, y: 24))
        #expect(log.changes.first?.location == CGPoint(x: 44, y: 24))
        #expect(log.changes.first?.translation == CGSize(width: 24, height: 0))
        host.skip(0.5)
        release(host, 5, 3)                      // two rows down: 32 points
        #expect(log.ends.count == 1)
        let end = log.ends[0]
        #expect(end.translation == CGSize(width: 24, height: 32))
        // No sample within the last tenth of a second: the previous one, half a
        // second before, gives (0, 32) / 0.5 = (0, 64) points a second.
        #expect(abs(end.velocity.height - 64) < 3 && abs(end.velocity.width) < 1e-9)
        // Released at that speed, it would coast 0.998 / 0.002 ms ≈ 0.499 s further.
        #expect(abs(end.predictedEndTranslation.height - (32 + end.velocity.height * 0.499)) < 1e-9)
        #expect(end.predictedEndTranslation.width == 24)
    }

    @Test("a quick flick keeps its speed at the release: the velocity is that of the last tenth of a second, not zero")
    func flick() async {
        let log = GestureLog()
        let host = TestHost(DragProbe(log: log), size: Size(width: 20, height: 5))
        press(host, 0, 1)
        for x in [4, 10, 16] {
            host.skip(0.03)
            move(host, x, 1)
        }
        host.skip(0.03)
        release(host, 16, 1)
        // 16 columns (128 points) in about a tenth of a second: some 1,000 points a second.
        let v = log.ends.first?.velocity.width ?? 0
        #expect(v > 700 && v < 1500, "velocity \(v)")
        #expect((log.ends.first?.predictedEndTranslation.width ?? 0) > 128 + 300)
    }

    @Test("a card dragged with the mouse follows it by whole cells of points and springs back when released")
    func throwCard() async {
        let host = TestHost(ThrowCard(), size: Size(width: 12, height: 3))
        host.expectScreen(["[##]        ", "            ", "            "])
        press(host, 1, 0)
        move(host, 4, 1)                         // 24 points right, 16 down: 3 columns, 1 row
        await host.advance(by: 0.1)
        host.expectScreen(["            ", "   [##]     ", "            "])
        move(host, 8, 2)
        await host.advance(by: 0.1)
        host.expectScreen(["            ", "            ", "       [##] "])
        release(host, 8, 2)
        await host.advance(by: 0.05)
        #expect(host.screen.row(at: 0) != "[##]        ", "the spring is under way, not a jump")
        await host.advance(by: 2)
        host.expectScreen(["[##]        ", "            ", "            "])
    }

    @Test("@GestureState follows the gesture and resets when it ends: a long press ends when its time is up, a drag at the release")
    func gestureState() async {
        let log = GestureLog()
        let host = TestHost(PressState(log: log), size: Size(width: 10, height: 2))
        host.expectScreen(["up        ", "drag 0    "])
        press(host, 0, 0)
        await host.advance(by: 0.1)
        host.expectScreen(["down      ", "drag 0    "])
        await host.advance(by: 1)
        #expect(log.events == ["long"])
        host.expectScreen(["up        ", "drag 0    "])
        release(host, 0, 0)
        press(host, 0, 1)
        move(host, 3, 1)
        await host.advance(by: 0.1)
        host.expectScreen(["up        ", "drag 24   "])
        release(host, 3, 1)
        await host.advance(by: 0.1)
        host.expectScreen(["up        ", "drag 0    "])
    }

    @Test("a subview's tap comes before its parent's gesture; a high-priority gesture before the subview's; a simultaneous one runs beside")
    func precedence() async {
        let log = GestureLog()
        let normal = TestHost(Ranked(log: log, high: false), size: Size(width: 5, height: 1))
        normal.click(x: 2, y: 0)
        #expect(log.events == ["child", "beside"])
        log.events = []
        let high = TestHost(Ranked(log: log, high: true), size: Size(width: 5, height: 1))
        high.click(x: 2, y: 0)
        #expect(log.events == ["parent"])
    }

    @Test("a drag over a tappable view is no tap, and a click on a view with a drag is no drag")
    func dragIsNoTap() async {
        let log = GestureLog()
        struct Both: View {
            let log: GestureLog
            var body: some View {
                Text("tap me").onTapGesture { log.events.append("tap") }
                    .gesture(DragGesture().onEnded { _ in log.events.append("drag") })
            }
        }
        let host = TestHost(Both(log: log), size: Size(width: 6, height: 1))
        host.click(x: 1, y: 0)
        #expect(log.events == ["tap"])
        press(host, 1, 0)
        move(host, 4, 0)
        release(host, 4, 0)
        #expect(log.events == ["tap", "drag"])
    }

    @Test("allowsHitTesting(false) lets a click through to the view beneath")
    func hitTesting() async {
        let log = GestureLog()
        let host = TestHost(Layered(log: log), size: Size(width: 5, height: 1))
        host.expectScreen(["over!"])
        host.click(x: 1, y: 0)
        #expect(log.events == ["under"])
    }

    @Test("onLongPressGesture reports pressing, then performs once the time is up with the button still down")
    func longPress() async {
        let log = GestureLog()
        struct Held: View {
            let log: GestureLog
            var body: some View {
                Text("hold").onLongPressGesture(minimumDuration: 0.5) { log.events.append("done") } onPressingChanged: {
                    log.events.append("pressing \($0)")
                }
            }
        }
        let host = TestHost(Held(log: log), size: Size(width: 4, height: 1))
        press(host, 1, 0)
        #expect(log.events == ["pressing true"])
        await host.advance(by: 0.3)
        #expect(log.events == ["pressing true"])
        await host.advance(by: 0.3)
        #expect(log.events == ["pressing true", "done", "pressing false"])
        release(host, 1, 0)
        #expect(log.events.count == 3, "the release is no click either")
    }

    @Test("onTapGesture with a location gives the clicked cell's centre in the view's points")
    func spatialTap() async {
        let log = GestureLog()
        struct Spot: View {
            let log: GestureLog
            var body: some View {
                Color.red.onTapGesture { p in log.events.append("\(Int(p.x)),\(Int(p.y))") }
            }
        }
        let host = TestHost(Spot(log: log), size: Size(width: 10, height: 3))
        host.click(x: 3, y: 2)
        #expect(log.events == ["28,40"])
    }
}
