@testable import TermCoverCore
import Observation
import TermCoverTesting
import Testing

// The zoom transition on a 20×8 screen of dots at 4 fps, covers moving with
// `.linear(duration: 1)`: every frame is a quarter of the way. The source is
// a block of '#' whose frame the test chooses; the cover is 8 rows of 'C'.
// While presenting, t seconds in, the cover fills the frame
// lerp(screen, source, 1 − t); while dismissing, lerp(screen, source, t)
// (hand-worked from SwiftUI's description: the cover grows out of the
// source's frame to the full screen and shrinks back into it).

@MainActor @Observable
private final class ZoomModel {
    var source: Rect?
    var shown = false
    var second = false
    init(source: Rect?) { self.source = source }
}

/// A first cover (moving in from the bottom, on a surface of its own) with
/// the source at (7, 3), 6×2; a second cover zooms out of it.
private struct StackedZoomStage: View {
    let model: ZoomModel
    @Namespace private var namespace

    var body: some View {
        Text(dots.joined(separator: "\n"))
            .fullScreenCover(isPresented: Binding(get: { model.shown }, set: { model.shown = $0 })) {
                VStack(alignment: .leading, spacing: 0) {
                    Color.clear.frame(width: 8, height: 48)
                    HStack(spacing: 0) {
                        Color.clear.frame(width: 56, height: 16)
                        Text("######\n######").matchedTransitionSource(id: "box", in: namespace)
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .presentationBackground(.blue)
                .fullScreenCover(isPresented: Binding(get: { model.second }, set: { model.second = $0 })) {
                    Text(covered.joined(separator: "\n"))
                        .navigationTransition(.zoom(sourceID: "box", in: namespace))
                }
            }
    }
}

private let screenSize = Size(width: 20, height: 8)
private let dots = Array(repeating: String(repeating: ".", count: 20), count: 8)
private let covered = Array(repeating: String(repeating: "C", count: 20), count: 8)

private struct ZoomStage: View {
    let model: ZoomModel
    var proxy: PresentationProxy?
    @Namespace private var namespace

    var body: some View {
        let base = ZStack(alignment: .topLeading) {
            Text(dots.joined(separator: "\n"))
            if let r = model.source {
                VStack(alignment: .leading, spacing: 0) {
                    Color.clear.frame(width: 8, height: Double(r.y) * 16)
                    HStack(spacing: 0) {
                        Color.clear.frame(width: Double(r.x) * 8, height: 16)
                        Text(Array(repeating: String(repeating: "#", count: r.width), count: r.height).joined(separator: "\n"))
                            .matchedTransitionSource(id: "source", in: namespace)
                    }
                }
            }
        }
        .frame(width: 160, height: 128, alignment: .topLeading)
        return Group {
            if let proxy {
                base.fullScreenCover(presentation: proxy, animation: .linear(duration: 1)) { page }
            } else {
                base.fullScreenCover(isPresented: Binding(get: { model.shown }, set: { model.shown = $0 })) { page }
            }
        }
    }

    private var page: some View {
        Text(covered.joined(separator: "\n"))
            .navigationTransition(.zoom(sourceID: "source", in: namespace))
    }
}

@MainActor
private func zoomHost(source: Rect?, proxy: PresentationProxy? = nil) -> (TestHost, ZoomModel) {
    let model = ZoomModel(source: source)
    return (TestHost(ZoomStage(model: model, proxy: proxy), size: screenSize, fps: 4), model)
}

@MainActor
private func toggle(_ model: ZoomModel, _ shown: Bool) {
    withAnimation(.linear(duration: 1)) { model.shown = shown }
}

/// The frame the cover fills at `progress` (0 at rest, 1 in the source).
private func zoomFrame(_ source: Rect, _ p: Double) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
    let x0 = Double(source.x) * p, y0 = Double(source.y) * p
    let x1 = 20 + Double(source.maxX - 20) * p, y1 = 8 + Double(source.maxY - 8) * p
    return (x0, y0, x1, y1)
}

/// Checks that what changed against `base` lies in the cells the frame at
/// `p` touches, and reaches every cell wholly inside it.
@MainActor
private func expectZoom(_ screen: CellGrid, over base: CellGrid, source: Rect, progress p: Double, _ what: String,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    let f = zoomFrame(source, p)
    let columns = Picture.cells(f.x0, f.x1), rows = Picture.cells(f.y0, f.y1)
    let changed = Picture.changed(screen, from: base)
    for (x, y) in changed {
        #expect(columns.contains(x) && rows.contains(y), "\(what): (\(x), \(y)) lies outside the zoom frame \(f)",
                sourceLocation: sourceLocation)
    }
    // Cells wholly inside the frame show the cover or the stretched source, never a dot.
    for y in Int(f.y0.rounded(.up))..<Int(f.y1.rounded(.down)) {
        for x in Int(f.x0.rounded(.up))..<Int(f.x1.rounded(.down)) where source.intersection(Rect(x: x, y: y, width: 1, height: 1)).isEmpty {
            #expect(screen[x, y] != base[x, y], "\(what): (\(x), \(y)) inside the frame still shows the base",
                    sourceLocation: sourceLocation)
        }
    }
}

@MainActor
@Suite("Transitions: zoom")
struct ZoomTransitionTests {
    /// Presents and dismisses from `source`, checking the frames at 0, ¼, ½,
    /// ¾ and the end both ways.
    private func roundTrip(_ source: Rect, sourceLocation: SourceLocation = #_sourceLocation) async {
        let (host, model) = zoomHost(source: source)
        let base = host.screen
        toggle(model, true)
        await host.settle()
        #expect(host.screen == base, "presenting starts as the source itself", sourceLocation: sourceLocation)
        for k in 1...3 {
            await host.advance(by: 0.25)
            expectZoom(host.screen, over: base, source: source, progress: 1 - Double(k) / 4, "presenting at \(k)/4",
                       sourceLocation: sourceLocation)
        }
        await host.advance(by: 0.25)
        #expect(host.lines == covered, "presenting ends on the cover", sourceLocation: sourceLocation)
        await host.advance(by: 0.25)
        #expect(host.coverPhases == [.presented], sourceLocation: sourceLocation)

        toggle(model, false)
        await host.settle()
        #expect(host.lines == covered, "dismissing starts at the full screen", sourceLocation: sourceLocation)
        for k in 1...3 {
            await host.advance(by: 0.25)
            expectZoom(host.screen, over: base, source: source, progress: Double(k) / 4, "dismissing at \(k)/4",
                       sourceLocation: sourceLocation)
        }
        await host.advance(by: 0.25)
        #expect(host.screen == base, "dismissing ends on the base, cell for cell: no afterimage",
                sourceLocation: sourceLocation)
        await host.advance(by: 0.25)
        #expect(host.screen == base, sourceLocation: sourceLocation)
        #expect(host.coverPhases == [], sourceLocation: sourceLocation)
        #expect(!host.engine.host.graph.isAnimating, sourceLocation: sourceLocation)
    }

    @Test("the cover grows out of a source in the middle of the screen and shrinks back into it")
    func middle() async {
        await roundTrip(Rect(x: 7, y: 3, width: 6, height: 2))
    }

    @Test("a source in the top-leading corner, on two edges of the screen")
    func topLeading() async {
        await roundTrip(Rect(x: 0, y: 0, width: 6, height: 1))
    }

    @Test("a source in the bottom-trailing corner, on the other two edges")
    func bottomTrailing() async {
        await roundTrip(Rect(x: 14, y: 7, width: 6, height: 1))
    }

    @Test("a source one cell in size on the leading edge")
    func oneCell() async {
        await roundTrip(Rect(x: 0, y: 4, width: 1, height: 1))
    }

    @Test("half way, the frame in between shows a picture: block elements, no stray letter")
    func halfWayIsAPicture() async {
        let source = Rect(x: 7, y: 3, width: 6, height: 2)
        let (host, model) = zoomHost(source: source)
        let base = host.screen
        toggle(model, true)
        await host.settle()
        await host.advance(by: 0.5)
        // (3.5, 1.5) to (16.5, 6.5): not the cover's own size, so drawn as a picture.
        Picture.expect(host.screen, over: base, columns: 3...16, rows: 1...6, "half way")
    }

    @Test("a source that moved while the cover was up takes the cover back where it is now")
    func sourceMoved() async {
        let (host, model) = zoomHost(source: Rect(x: 0, y: 0, width: 6, height: 1))
        toggle(model, true)
        await host.settle()
        await host.advance(by: 1.25)
        let moved = Rect(x: 14, y: 6, width: 6, height: 2)
        model.source = moved
        await host.settle()
        #expect(host.lines == covered)
        let (reference, _) = zoomHost(source: moved)
        let base = reference.screen
        toggle(model, false)
        await host.settle()
        for k in 1...3 {
            await host.advance(by: 0.25)
            expectZoom(host.screen, over: base, source: moved, progress: Double(k) / 4, "dismissing at \(k)/4")
        }
        await host.advance(by: 0.25)
        #expect(host.screen == base)
    }

    @Test("a source that vanished while the cover was up: the cover leaves with the default move to the bottom")
    func sourceVanished() async {
        let (host, model) = zoomHost(source: Rect(x: 7, y: 3, width: 6, height: 2))
        toggle(model, true)
        await host.settle()
        await host.advance(by: 1.25)
        model.source = nil
        await host.settle()
        toggle(model, false)
        await host.settle()
        await host.advance(by: 0.25)
        #expect(host.lines == Array(dots[0..<2]) + Array(covered[0..<6]))
        await host.advance(by: 0.25)
        #expect(host.lines == Array(dots[0..<4]) + Array(covered[0..<4]))
        await host.advance(by: 0.25)
        #expect(host.lines == Array(dots[0..<6]) + Array(covered[0..<2]))
        await host.advance(by: 0.25)
        #expect(host.lines == dots)
        #expect(host.coverPhases == [])
    }

    @Test("with no source on screen the cover comes in with the default move from the bottom")
    func noSource() async {
        let (host, model) = zoomHost(source: nil)
        toggle(model, true)
        await host.settle()
        await host.advance(by: 0.5)
        #expect(host.lines == Array(dots[0..<4]) + Array(covered[0..<4]))
        await host.advance(by: 0.5)
        #expect(host.lines == covered)
    }

    @Test("dismissing half way through presenting turns the zoom around with no jump")
    func interruption() async {
        let source = Rect(x: 7, y: 3, width: 6, height: 2)
        let (host, model) = zoomHost(source: source)
        let base = host.screen
        toggle(model, true)
        await host.settle()
        await host.advance(by: 0.5)
        expectZoom(host.screen, over: base, source: source, progress: 0.5, "before the turn")
        // The width of what differs from the base; nothing differs once
        // the cover is the source's picture again, in the source's 6 columns.
        func width() -> Int {
            let xs = Picture.changed(host.screen, from: base).map(\.x)
            guard let lo = xs.min(), let hi = xs.max() else { return source.width }
            return hi - lo + 1
        }
        var last = width()
        toggle(model, false)
        // One frame moves the frame's width by a quarter of 20 − 6 = 3.5
        // columns at most, whichever way it goes; a jump would be more.
        for _ in 0..<8 {
            await host.advance(by: 0.25)
            let now = width()
            #expect(abs(now - last) <= 5, "from \(last) to \(now) columns in a frame")
            last = now
        }
        await host.advance(by: 1)
        #expect(host.screen == base)
        #expect(host.coverPhases == [])
    }

    @Test("present() returns when the zoom has finished growing, dismiss() when it has gone back in")
    func proxyPhases() async {
        let proxy = PresentationProxy()
        let source = Rect(x: 14, y: 7, width: 6, height: 1)
        let model = ZoomModel(source: source)
        let host = TestHost(ZoomStage(model: model, proxy: proxy), size: screenSize, fps: 4)
        let base = host.screen
        let present = Waiter { try await proxy.present() }
        await host.settle()
        await host.advance(by: 0.5)
        #expect(proxy.phase == .presenting)
        #expect(present.outcome == nil)
        expectZoom(host.screen, over: base, source: source, progress: 0.5, "presenting")
        await host.advance(by: 0.75)
        await host.settle()
        #expect(present.outcome == .returned)
        #expect(proxy.phase == .presented)
        let dismiss = Waiter { try await proxy.dismiss() }
        await host.settle()
        await host.advance(by: 0.5)
        #expect(proxy.phase == .dismissing)
        expectZoom(host.screen, over: base, source: source, progress: 0.5, "dismissing")
        await host.advance(by: 0.75)
        await host.settle()
        #expect(dismiss.outcome == .returned)
        #expect(proxy.phase == .idle)
        #expect(host.screen == base)
    }

    @Test("reduce motion turns the zoom into a cross-fade in place")
    func reduceMotion() async {
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = true
        let model = ZoomModel(source: Rect(x: 7, y: 3, width: 6, height: 2))
        let host = TestHost(ZoomStage(model: model), size: screenSize, fps: 4, environment: environment)
        toggle(model, true)
        await host.settle()
        await host.advance(by: 0.5)
        // Every cell shows the base or the cover, nothing stretched.
        for (line, y) in zip(host.lines, 0...) {
            for (c, x) in zip(line, 0...) {
                #expect(c == "C" || c == Character(dots[y].map(String.init)[x]) || c == "#", "(\(x), \(y)) shows \(c)")
            }
        }
    }

    @Test("a second cover grows out of a source inside the first cover, which rests on a cached surface")
    func sourceInsideACover() async {
        let model = ZoomModel(source: nil)
        // In true colour, where every cell inside the frame blends toward the
        // cover; on 256 colours the zoom fades in as a mix of whole cells, some
        // still the source's (GalleryPictureLineTests holds that look).
        let host = TestHost(StackedZoomStage(model: model), size: screenSize, fps: 4, colorSupport: .trueColor)
        toggle(model, true)
        await host.settle()
        await host.advance(by: 1.5)
        let first = host.screen
        #expect(first.lines[3].contains("######"))
        withAnimation(.linear(duration: 1)) { model.second = true }
        await host.settle()
        let box = Rect(x: 7, y: 3, width: 6, height: 2)
        for k in 1...3 {
            await host.advance(by: 0.25)
            expectZoom(host.screen, over: first, source: box, progress: 1 - Double(k) / 4, "presenting at \(k)/4")
        }
        await host.advance(by: 0.25)
        #expect(host.lines == covered)
        withAnimation(.linear(duration: 1)) { model.second = false }
        await host.settle()
        await host.advance(by: 0.5)
        expectZoom(host.screen, over: first, source: box, progress: 0.5, "dismissing half way")
        await host.advance(by: 0.75)
        #expect(host.screen == first, "back on the first cover, cell for cell")
    }
}
