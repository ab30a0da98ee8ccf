@testable import TermCoverCore
import TermCoverTesting
import Testing

@MainActor
@Suite("searchable")
struct SearchableTests {
    struct Status: View {
        @Environment(\.isSearching) var isSearching
        var body: some View { Text(isSearching ? "searching" : "idle") }
    }

    struct Searching: View {
        @State var query = ""
        @State var submitted = ""
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Status()
                Text("=\(query) !\(submitted)")
                Toggle("On", isOn: .constant(true))
            }
            .searchable(text: $query, prompt: "Find")
            .searchSuggestions { Text("Apple").searchCompletion("Apple") }
            .onSubmit(of: .search) { submitted = query }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test("the search field heads the view; / focuses it, suggestions show under it while it has focus and complete the text, Return submits, Esc clears")
    func search() {
        let host = TestHost(Searching(), size: Size(width: 12, height: 5))
        // The search does not start by itself: the toggle, not the field, has focus first.
        #expect(host.lines[0] == "Find        ")
        #expect(host.lines[1] == "idle        ")
        host.press(.tab)                         // Tab reaches the field: suggestions show under it
        #expect(host.lines[1].hasPrefix("Apple"))
        #expect(host.lines[2] == "searching   ")
        host.press(.tab); host.press(.tab)      // past the suggestion to the toggle
        #expect(host.lines[1] == "idle        ")
        host.type("/")
        host.type("ap")
        #expect(host.lines[0] == "ap          ")
        #expect(host.lines[3] == "=ap !       ")
        host.press(.return)
        #expect(host.lines[3] == "=ap !ap     ")
        host.press(.tab)                         // to the suggestion
        host.press(.return)
        #expect(host.lines[0] == "Apple       ")
        host.press(.backTab)
        host.press(.escape)
        #expect(host.lines[0] == "Find        ")
    }
}
