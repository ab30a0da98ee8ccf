@testable import TermCoverCore
import TermCoverTesting
import Testing

@MainActor
@Suite("ContentUnavailableView")
struct ContentUnavailableViewTests {
    @Test("a title with a symbol's glyph, bold, a row above its description, centred in all the space offered")
    func centred() {
        let host = TestHost(ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Empty")),
                            size: Size(width: 30, height: 7))
        host.expectScreen([
            String(repeating: " ", count: 30), String(repeating: " ", count: 30),
            "          ⊔ No Mail           ", String(repeating: " ", count: 30),
            "            Empty             ", String(repeating: " ", count: 30), String(repeating: " ", count: 30),
        ])
    }

    @Test("label, description and actions from views: the action is a button that works")
    func actions() {
        let log = EventLog()
        let host = TestHost(ContentUnavailableView {
            Text("Offline")
        } description: {
            Text("No network")
        } actions: {
            Button("Retry") { log.add("retry") }
        }, size: Size(width: 20, height: 5))
        host.expectScreen([
            "      Offline       ", "                    ", "     No network     ", "                    ", "       Retry        ",
        ])
        host.press(.tab)
        host.press(.return)
        #expect(log.events == ["retry"])
    }

    @Test("search(text:) says no results for the query; search alone says no results")
    func search() {
        // The description wraps inside the view's 2-column margins (16 points a side), each line centred.
        let host = TestHost(ContentUnavailableView.search(text: "kiwi"), size: Size(width: 40, height: 5))
        host.expectScreen([
            "        ⌕ No Results for “kiwi”         ", "                                        ",
            "    Check the spelling or try a new     ", "                search.                 ",
            "                                        ",
        ])
        let plain = TestHost(ContentUnavailableView.search, size: Size(width: 40, height: 4))
        #expect(plain.lines[0] == "             ⌕ No Results               ")
    }
}
