import Testing
import TermCoverTesting
@testable import TermCoverCore

/// One phrase replaced by another with `.blurReplace` on "t", in a linear second.
private struct Replacing: View {
    let transition: BlurReplaceTransition
    @State private var second = false
    var body: some View {
        ZStack {
            if second {
                Text("Brave new day").transition(transition)
            } else {
                Text("Hello old world").transition(transition)
            }
        }
        .frame(width: 160, height: 48)
        .onKeyPress(.character("t")) { withAnimation(.linear(duration: 1)) { second.toggle() }; return .handled }
    }
}

@MainActor
@Suite("Transitions: blurReplace")
struct BlurReplaceTests {
    static let words: Set<String> = ["Hello", "old", "world", "Brave", "new", "day"]

    /// The runs of letters in `lines`.
    private func letterRuns(_ lines: [String]) -> [String] {
        lines.flatMap { $0.split { !$0.isLetter }.map(String.init) }
    }

    @Test("blurReplace is legible at rest and never shows a word in part on the way: every run of letters is a whole word of one phrase or the other")
    func neverMisspelled() async {
        for configuration in [BlurReplaceTransition.Configuration.downUp, .upUp] {
            let host = TestHost(Replacing(transition: .blurReplace(configuration)), size: Size(width: 20, height: 3), fps: 20)
            host.expectScreen(["                    ", "  Hello old world   ", "                    "])
            host.press(.character("t"))
            var blurred = 0
            for _ in 0..<20 {
                await host.advance(by: 0.05)
                let runs = letterRuns(host.lines)
                for run in runs { #expect(Self.words.contains(run), "\(run) in \(host.lines)") }
                if runs.isEmpty { blurred += 1 }
                // The old phrase's words and the new one's never show together.
                let old = runs.contains { ["Hello", "old", "world"].contains($0) }
                let new = runs.contains { ["Brave", "new", "day"].contains($0) }
                #expect(!(old && new), "\(host.lines)")
            }
            #expect(blurred >= 5, "the middle of the change is all blur")
            host.expectScreen(["                    ", "   Brave new day    ", "                    "])
            #expect(!host.engine.host.graph.isAnimating)
        }
    }

    @Test("Half-way through, blurReplace draws soft ink where the phrases were: block elements, no letters")
    func halfWayIsInk() async {
        let host = TestHost(Replacing(transition: .blurReplace), size: Size(width: 20, height: 3), fps: 4)
        host.press(.character("t"))
        await host.advance(by: 0.5)
        let row = host.lines[1]
        #expect(!row.contains { $0.isLetter })
        #expect(host.screen[5, 1] != host.screen[0, 0] || host.screen[9, 1] != host.screen[0, 0], "something of the blur shows")
    }
}
