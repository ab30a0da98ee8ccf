import Testing
import TermCoverTesting
@testable import TermCoverCore

/// A stage (10×5 dots unless told otherwise) with content placed with its
/// top-left at (3, 1), toggled with `t` inside
/// `withAnimation(.linear(duration: 1))` (or the given transaction). The
/// backdrop is drawn behind the content, so places the content does not draw
/// show it, and content that leaves must leave it whole.
struct TransitionStage<Content: View>: View {
    @State var show: Bool
    var animation: Animation? = .linear(duration: 1)
    /// When set, the toggle runs in this transaction instead of `withAnimation(animation)`.
    var transaction: Transaction?
    /// The rows behind the content; the stage is as large as they are.
    var backdrop: [String] = Stage.empty
    @ViewBuilder let content: () -> Content

    var body: some View {
        let width = Double(backdrop.map(\.terminalWidth).max() ?? 0) * 8
        ZStack(alignment: .topLeading) {
            Text(backdrop.joined(separator: "\n"))
            VStack(alignment: .leading, spacing: 0) {
                Color.clear.frame(width: width, height: 16)
                HStack(alignment: .top, spacing: 0) {
                    Color.clear.frame(width: 24, height: 32)
                    if show { content() }
                }
            }
        }
        .frame(width: width, height: Double(backdrop.count) * 16, alignment: .topLeading)
        .onKeyPress(.character("t")) {
            if let transaction {
                withTransaction(transaction) { show.toggle() }
            } else {
                withAnimation(animation) { show.toggle() }
            }
            return .handled
        }
    }
}

/// The 4×2 box the stage toggles.
struct Box: View {
    var body: some View { Text("ABCD\nEFGH") }
}

/// One expected screen during a transition: `lines` at `time` seconds after the key press.
struct Expected {
    let time: Double
    let lines: [String]
    init(_ time: Double, _ lines: [String]) {
        self.time = time
        self.lines = lines
    }
}

@MainActor
enum Stage {
    /// The screen with the box at rest.
    static let shown = [
        "..........",
        "...ABCD...",
        "...EFGH...",
        "..........",
        "..........",
    ]
    /// The screen without the box.
    static let empty = Array(repeating: "..........", count: 5)

    /// True when every cell shows what the stage or the box at rest shows
    /// there: a cross-fade in place, part way through its glyph swaps.
    static func inPlace(_ lines: [String]) -> Bool {
        guard lines.count == shown.count else { return false }
        return zip(lines, zip(shown, empty)).allSatisfy { line, rest in
            let l = Array(line), s = Array(rest.0), e = Array(rest.1)
            return l.count == s.count && l.indices.allSatisfy { l[$0] == s[$0] || l[$0] == e[$0] }
        }
    }

    /// A stage toggling `Box().transition(transition)`, at 4 fps so that every
    /// frame is a quarter of a second, exactly representable.
    static func host(showing show: Bool, _ transition: AnyTransition, animation: Animation? = .linear(duration: 1),
                     transaction: Transaction? = nil, colorSupport: ColorSupport = .palette256,
                     environment: EnvironmentValues = EnvironmentValues(), fps: Double = 4) -> TestHost {
        host(showing: show, animation: animation, transaction: transaction, colorSupport: colorSupport,
             environment: environment, fps: fps) {
            Box().transition(transition)
        }
    }

    /// A stage toggling any content.
    static func host<C: View>(showing show: Bool, animation: Animation? = .linear(duration: 1),
                              transaction: Transaction? = nil, colorSupport: ColorSupport = .palette256,
                              environment: EnvironmentValues = EnvironmentValues(), fps: Double = 4,
                              @ViewBuilder _ content: @escaping () -> C) -> TestHost {
        TestHost(TransitionStage(show: show, animation: animation, transaction: transaction, content: content),
                 size: Size(width: 10, height: 5), fps: fps, colorSupport: colorSupport, environment: environment)
    }

    /// Moves `host` to each expected time (counted from the last key press,
    /// `elapsed` seconds ago) and compares its rows.
    static func play(_ host: TestHost, _ script: [Expected], _ what: String, elapsed: inout Double,
                     sourceLocation: SourceLocation = #_sourceLocation) async {
        for step in script {
            if step.time > elapsed {
                await host.advance(by: step.time - elapsed)
                elapsed = step.time
            }
            #expect(host.lines == step.lines, "\(what) at t = \(step.time)", sourceLocation: sourceLocation)
        }
    }

    /// Inserts then removes the box with `transition`, checking the rows of
    /// `insertion` and `removal` at their times, and that each change ends
    /// exactly on the screen at rest: the box cell for cell, styles included,
    /// after insertion; the stage without the box, with no stale cell and no
    /// view still kept, after removal.
    static func expect(_ transition: AnyTransition, insertion: [Expected], removal: [Expected],
                       duration: Double = 1, animation: Animation? = .linear(duration: 1),
                       sourceLocation: SourceLocation = #_sourceLocation) async {
        let rest = host(showing: true, transition).screen
        let host = host(showing: false, transition, animation: animation)
        let empty = host.screen
        #expect(host.lines == Stage.empty, sourceLocation: sourceLocation)
        #expect(rest.lines == Stage.shown, sourceLocation: sourceLocation)

        host.press(.character("t"))
        var elapsed = 0.0
        await play(host, insertion, "insertion", elapsed: &elapsed, sourceLocation: sourceLocation)
        if duration > elapsed { await host.advance(by: duration - elapsed) }
        #expect(host.screen == rest, "insertion ends on the box at rest", sourceLocation: sourceLocation)
        await host.advance(by: 0.5)
        #expect(!host.engine.host.graph.isAnimating, "nothing runs after the insertion", sourceLocation: sourceLocation)

        host.press(.character("t"))
        elapsed = 0
        await play(host, removal, "removal", elapsed: &elapsed, sourceLocation: sourceLocation)
        if duration > elapsed { await host.advance(by: duration - elapsed) }
        #expect(host.screen == empty, "removal ends on the stage without the box", sourceLocation: sourceLocation)
        #expect(!host.engine.host.graph.isAnimating, "the removed box is dropped", sourceLocation: sourceLocation)
    }
}

/// What a layer drawn as a picture may show, and where.
enum Picture {
    /// Block elements: every glyph a picture is drawn with.
    static let glyphs: Set<Character> = Set(" ▁▂▃▄▅▆▇█▉▊▋▌▍▎▏▐▀▘▝▖▗▚▞▙▛▜▟")

    /// The cells whose centres or edges a span [lo, hi) touches.
    static func cells(_ lo: Double, _ hi: Double) -> ClosedRange<Int> {
        Int(lo.rounded(.down))...(Int(hi.rounded(.up)) - 1)
    }

    /// The positions where `canvas` differs from `before`.
    static func changed(_ canvas: CellGrid, from before: CellGrid) -> [(x: Int, y: Int)] {
        var out: [(x: Int, y: Int)] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas[x, y] != before[x, y] { out.append((x, y)) }
        }
        return out
    }

    /// Checks that `canvas` shows the stage's box as a picture: only block
    /// elements where it changed anything, something changed, and nothing
    /// outside `columns` × `rows`.
    static func expect(_ canvas: CellGrid, over before: CellGrid, columns: ClosedRange<Int>, rows: ClosedRange<Int>,
                       _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let changed = changed(canvas, from: before)
        #expect(!changed.isEmpty, "\(what): the picture shows", sourceLocation: sourceLocation)
        for (x, y) in changed {
            #expect(columns.contains(x) && rows.contains(y), "\(what): (\(x), \(y)) is outside the picture",
                    sourceLocation: sourceLocation)
            #expect(canvas[x, y].character.map { glyphs.contains($0) } ?? true,
                    "\(what): (\(x), \(y)) shows \(canvas[x, y].character.map(String.init) ?? "nothing")",
                    sourceLocation: sourceLocation)
        }
    }
}
