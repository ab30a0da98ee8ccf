@testable import TermCoverCore
import TermCoverTesting
import Foundation
import Testing

/// A word made afresh, with a new id, on every body pass.
private struct Word: Identifiable {
    let id = UUID()
    let text: String
}

private struct Search: View {
    @State var query = ""
    let useData: Bool
    var body: some View {
        let words = ["apple", "banana", "cherry", "mango"].filter { query.isEmpty || $0.contains(query) }
            .map { Word(text: $0) }
        VStack(alignment: .leading) {
            TextField("Search", text: $query)
            if useData {
                List(words) { Text($0.text) }
            } else {
                List {
                    Section("Found") {
                        ForEach(words) { Text($0.text) }
                    }
                }
            }
        }
    }
}

@MainActor
@Suite("List rows whose ids change on every body pass")
struct ListIdentityTests {
    @Test("rows with fresh ids are replaced, never duplicated, in List { ForEach } and List(data); then no more frames",
          arguments: [false, true])
    func freshIDs(useData: Bool) async {
        let host = TestHost(Search(useData: useData), size: Size(width: 8, height: 7))
        let header = useData ? [] : ["Found   "]
        host.type("an")
        await host.advance(by: 0.5)
        let shown = header + ["banana  ", "mango   "]
        host.expectScreen(["an      "] + shown + Array(repeating: "        ", count: 6 - shown.count))
        host.press(.delete)
        host.press(.delete)
        await host.advance(by: 0.5)
        let all = header + ["apple   ", "banana  ", "cherry  ", "mango   "]
        host.expectScreen(["Search  "] + all + Array(repeating: "        ", count: 6 - all.count))
        let frames = host.frameCount
        await host.advance(by: 1)
        #expect(host.frameCount == frames, "idle: nothing left moving")
    }
}
