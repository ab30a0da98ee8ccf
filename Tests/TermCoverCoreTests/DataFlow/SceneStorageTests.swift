@testable import TermCoverCore
import TermCoverTesting
import Testing

/// A draft kept in scene storage by a view that "t" removes and brings back.
private struct Drafts: View {
    @State private var showing = true
    @SceneStorage("draft") private var shown = "-"
    var body: some View {
        VStack(spacing: 0) {
            if showing { Editor() }
            Text("seen \(shown)")
        }
        .onKeyPress(.character("t")) { showing.toggle(); return .handled }
    }
    struct Editor: View {
        @SceneStorage("draft") private var draft = "-"
        var body: some View {
            Text("edit \(draft)").onKeyPress(.character("x")) { draft = "x"; return .handled }
        }
    }
}

@MainActor
@Suite("@SceneStorage")
struct SceneStorageTests {
    @Test("views reading a key share it, and the value outlives the view that wrote it")
    func sharedAndKept() {
        let host = TestHost(Drafts(), size: Size(width: 8, height: 2))
        host.expectScreen([" edit - ", " seen - "])
        host.press(.character("x"))
        host.expectScreen([" edit x ", " seen x "])
        host.press(.character("t"))
        host.expectScreen([" seen x ", "        "])
        host.press(.character("t"))
        host.expectScreen([" edit x ", " seen x "])
    }
}
