@testable import TermCoverCore
import TermCoverTesting
import Testing

private struct Card: View {
    let reason: RedactionReasons
    var body: some View {
        VStack(spacing: 0) {
            Text("Hello world")
            Text("keep it now").unredacted()
        }
        .redacted(reason: reason)
    }
}

@MainActor
@Suite(".redacted(reason:) and .unredacted()")
struct RedactedTests {
    @Test("a placeholder draws each character as a block, keeps the spaces, and leaves unredacted text alone")
    func placeholder() {
        let host = TestHost(Card(reason: .placeholder), size: Size(width: 11, height: 2))
        host.expectScreen(["█████ █████", "keep it now"])
        // Blocks in a fainter ink than the text kept.
        #expect(host.screen[0, 0].style.foreground != host.screen[0, 1].style.foreground)
    }

    @Test("no reason, or only .privacy, draws the text as it is")
    func nothingToHide() {
        let none = TestHost(Card(reason: []), size: Size(width: 11, height: 2))
        none.expectScreen(["Hello world", "keep it now"])
        let privacy = TestHost(Card(reason: .privacy), size: Size(width: 11, height: 2))
        privacy.expectScreen(["Hello world", "keep it now"])
    }

    @Test("the environment's redactionReasons say what a view above asked for")
    func environment() {
        var seen: RedactionReasons = []
        let host = TestHost(Reasons { seen = $0 }.redacted(reason: .placeholder), size: Size(width: 1, height: 1))
        #expect(seen == .placeholder)
        _ = host
    }
}

private struct Reasons: View {
    @Environment(\.redactionReasons) private var reasons
    let report: (RedactionReasons) -> Void
    var body: some View {
        report(reasons)
        return Text("x")
    }
}
