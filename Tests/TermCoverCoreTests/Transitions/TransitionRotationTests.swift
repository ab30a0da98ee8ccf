import Testing
import TermCoverTesting
@testable import TermCoverCore

/// The custom transition of the classic SwiftUI article, written exactly as
/// there: rotate a full turn, drop 100, shrink to 0.01 and fade.
struct RotationTransition: ViewModifier {
    let value: Bool

    func body(content: Content) -> some View {
        content
            .rotationEffect(.degrees(value ? 0 : 360))
            .offset(y: value ? 0 : 1600)
            .scaleEffect(value ? 1 : 0.01)
            .opacity(value ? 1 : 0)
    }
}

extension AnyTransition {
    static var rotation: AnyTransition {
        .modifier(active: RotationTransition(value: false),
                  identity: RotationTransition(value: true))
    }
}

/// "Title" in a 3-row box near the top of a 40×30 screen, toggled with `t`.
private struct Titled: View {
    @State var show: Bool
    var body: some View {
        ZStack(alignment: .top) {
            Color.clear.frame(width: 320, height: 480)
            if show {
                Text("+-------+\n| Title |\n+-------+")
                    .transition(.rotation)
                    .padding(.top, 32)
            }
        }
        .frame(width: 320, height: 480, alignment: .top)
        .onKeyPress(.character("t")) {
            withAnimation(.linear(duration: 1)) { show.toggle() }
            return .handled
        }
    }
}

@MainActor
@Suite("Transitions: the classic custom rotation")
struct TransitionRotationTests {
    /// Glyphs the box can show: its own at rest, and block elements while
    /// it turns and grows, drawn as a picture.
    static let glyphs = Set("+-|Title ").union(Picture.glyphs)

    /// The topmost row showing anything, if any.
    static func top(_ canvas: CellGrid) -> Int? {
        canvas.lines.firstIndex { $0.contains { $0 != " " } }
    }

    /// Where the seed's modifier puts the box's centre at progress `t` of
    /// the insertion (0 active, 1 identity), worked from its order: the
    /// offset of 100 (1 − t) is applied before the scale 0.01 + 0.99 t about
    /// the centre, so the centre lands 100 (1 − t)(0.01 + 0.99 t) rows below
    /// its place, row 3.5 (the box's rows are 2...4).
    static func centre(_ t: Double) -> Double { 3.5 + 100 * (1 - t) * (0.01 + 0.99 * t) }

    /// The middle of the rows a picture changed, if it changed any.
    static func middle(_ canvas: CellGrid, over empty: CellGrid) -> Double? {
        let rows = Picture.changed(canvas, from: empty).map(\.y)
        guard let lo = rows.min(), let hi = rows.max() else { return nil }
        return Double(lo + hi + 1) / 2
    }

    @Test("Inserted: a speck that sinks, then rises turning and growing, where the seed's order puts it; exact at the end")
    func insertion() async {
        let rest = TestHost(Titled(show: true), size: Size(width: 40, height: 30)).screen
        let host = TestHost(Titled(show: false), size: Size(width: 40, height: 30), fps: 20)
        let empty = host.screen
        host.press(.character("t"))
        #expect(host.screen == empty)
        var visibleFrames = 0
        for frame in 1..<20 {
            await host.advance(by: 0.05)
            for line in host.lines {
                #expect(line.allSatisfy { Self.glyphs.contains($0) }, "frame \(frame): \(line)")
            }
            #expect(EffectsFixture.wideCharactersAreWhole(host.screen))
            let t = Double(frame) / 20
            guard let middle = Self.middle(host.screen, over: empty) else { continue }
            visibleFrames += 1
            // Only while the whole turned box (at most 5 rows tall here) is on screen.
            if Self.centre(t) + 3 < 30 {
                #expect(abs(middle - Self.centre(t)) <= 1, "frame \(frame): middle \(middle), expected \(Self.centre(t))")
            }
        }
        // Something shows well before the end: no pop in the last frame.
        #expect(visibleFrames >= 5)
        await host.advance(by: 0.05)
        #expect(host.screen == rest)
        #expect(!host.engine.host.graph.isAnimating)
    }

    @Test("Removed: exact at first, then sinking, turning and shrinking where the seed's order puts it; gone at the end")
    func removal() async {
        let rest = TestHost(Titled(show: true), size: Size(width: 40, height: 30)).screen
        let empty = TestHost(Titled(show: false), size: Size(width: 40, height: 30)).screen
        let host = TestHost(Titled(show: true), size: Size(width: 40, height: 30), fps: 20)
        host.press(.character("t"))
        #expect(host.screen == rest)
        for frame in 1..<20 {
            await host.advance(by: 0.05)
            for line in host.lines {
                #expect(line.allSatisfy { Self.glyphs.contains($0) }, "frame \(frame): \(line)")
            }
            let t = 1 - Double(frame) / 20
            guard let middle = Self.middle(host.screen, over: empty), Self.centre(t) + 3 < 30 else { continue }
            #expect(abs(middle - Self.centre(t)) <= 1, "frame \(frame): middle \(middle), expected \(Self.centre(t))")
        }
        await host.advance(by: 0.05)
        #expect(host.screen == empty)
        #expect(!host.engine.host.graph.isAnimating)
    }

    @Test("On a small stage the rotation is clipped by the screen and ends exact")
    func smallStage() async {
        let glyphs = Set(".ABCDEFGH").union(Picture.glyphs)
        await Stage.expect(.rotation, insertion: [Expected(0, Stage.empty)], removal: [Expected(0, Stage.shown)])
        let host = Stage.host(showing: false, .rotation, fps: 20)
        host.press(.character("t"))
        for _ in 0..<20 {
            await host.advance(by: 0.05)
            #expect(host.lines.allSatisfy { $0.allSatisfy { glyphs.contains($0) } })
        }
        #expect(host.lines == Stage.shown)
    }
}
