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
            .offset(y: value ? 0 : 100)
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
            Color.clear.frame(width: 40, height: 30)
            if show {
                Text("+-------+\n| Title |\n+-------+")
                    .transition(.rotation)
                    .padding(.top, 2)
            }
        }
        .frame(width: 40, height: 30, alignment: .top)
        .onKeyPress(.character("t")) {
            withAnimation(.linear(duration: 1)) { show.toggle() }
            return .handled
        }
    }
}

@MainActor
@Suite("Transitions: the classic custom rotation")
struct TransitionRotationTests {
    /// Glyphs the box can show: its own, and its strokes turned.
    static let glyphs = Set("+-|/\\Title ")

    /// The topmost row showing anything, if any.
    static func top(_ canvas: Canvas) -> Int? {
        canvas.lines.firstIndex { $0.contains { $0 != " " } }
    }

    @Test("Inserted: nothing at first, rising and turning from below mid-way, exact at the end")
    func insertion() async {
        let rest = TestHost(Titled(show: true), size: Size(width: 40, height: 30)).screen
        let host = TestHost(Titled(show: false), size: Size(width: 40, height: 30), fps: 20)
        let empty = host.screen
        host.press(.character("t"))
        #expect(host.screen == empty)
        var visibleFrames = 0
        var previousTop = Int.max
        for frame in 1..<20 {
            await host.advance(by: 0.05)
            for line in host.lines {
                #expect(line.allSatisfy { Self.glyphs.contains($0) }, "frame \(frame): \(line)")
            }
            #expect(EffectsFixture.wideCharactersAreWhole(host.screen))
            guard let top = Self.top(host.screen) else { continue }
            visibleFrames += 1
            // The faint first half of the fade shows the box still turning
            // far below, its height changing with the angle; from half-way
            // (where glyphs used to appear all at once) it only rises.
            if frame >= 10 { #expect(top <= previousTop, "frame \(frame) rises: \(previousTop) → \(top)") }
            #expect(top > 2, "frame \(frame) is still below its place")
            previousTop = top
        }
        // Something shows well before the end: no pop in the last frame.
        #expect(visibleFrames >= 5)
        await host.advance(by: 0.05)
        #expect(host.screen == rest)
        #expect(!host.host.graph.isAnimating)
    }

    @Test("Removed: exact at first, sinking and shrinking mid-way, gone at the end")
    func removal() async {
        let rest = TestHost(Titled(show: true), size: Size(width: 40, height: 30)).screen
        let empty = TestHost(Titled(show: false), size: Size(width: 40, height: 30)).screen
        let host = TestHost(Titled(show: true), size: Size(width: 40, height: 30), fps: 20)
        host.press(.character("t"))
        #expect(host.screen == rest)
        var previousTop = 2
        for frame in 1..<20 {
            await host.advance(by: 0.05)
            for line in host.lines {
                #expect(line.allSatisfy { Self.glyphs.contains($0) }, "frame \(frame): \(line)")
            }
            guard let top = Self.top(host.screen) else { previousTop = Int.max; continue }
            // Only while the fade is above half; below, the faint box turns far down (see insertion).
            if frame < 10 { #expect(top >= previousTop, "frame \(frame) sinks: \(previousTop) → \(top)") }
            previousTop = top
        }
        await host.advance(by: 0.05)
        #expect(host.screen == empty)
        #expect(!host.host.graph.isAnimating)
    }

    @Test("On a small stage the rotation is clipped by the screen and ends exact")
    func smallStage() async {
        let glyphs = Set(".ABCDEFGH")
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
