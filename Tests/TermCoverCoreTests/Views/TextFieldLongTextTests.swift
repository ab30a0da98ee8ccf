import Foundation
import Testing
import TermCoverTesting

@MainActor
@Suite("TextField with long text")
struct TextFieldLongTextTests {
    /// A field 10 cells wide on the first row; the binding's length on the second.
    struct Field: View {
        @State var text = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $text).frame(width: 80)
                Text("\(text.count)")
            }
        }
    }

    @Test("a 1 MB paste is cut at the field's limit of 100,000 characters, the cursor after the last, in well under a second's work")
    func megabytePaste() {
        let host = TestHost(Field(), size: Size(width: 10, height: 2))
        host.renderIfNeeded()
        let paste = String(repeating: "abcdefghij", count: 100_000)
        let started = Date()
        host.press(.paste(paste))
        host.renderIfNeeded()
        let seconds = Date().timeIntervalSince(started)
        print("1 MB paste into a TextField: \(String(format: "%.3f", seconds)) s")
        // The field's limit, then the last nine characters before the cursor's blank cell.
        #expect(TextField.characterLimit == 100_000)
        host.expectScreen(["bcdefghij ", "100000    "])
        // Typing past the limit does nothing; the quadratic field took 151 s here.
        host.type("z")
        #expect(host.lines[1] == "100000    ")
        #expect(seconds < 20)
    }

    @Test("Home then End across 100,000 characters shows the start, then the end, each at once")
    func homeAndEnd() {
        let host = TestHost(Field(), size: Size(width: 10, height: 2))
        host.renderIfNeeded()
        host.press(.paste(String(repeating: "0123456789", count: 10_000)))
        host.press(.home)
        #expect(host.lines[0] == "0123456789")
        let started = Date()
        host.press(.end)
        host.renderIfNeeded()
        print("End at 100,000 characters: \(String(format: "%.3f", Date().timeIntervalSince(started))) s")
        #expect(host.lines[0] == "123456789 ")
        host.press(.leftArrow)
        #expect(host.lines[0] == "123456789 ")
        // Left to the field's first shown character scrolls back one at a time.
        for _ in 0..<9 { host.press(.leftArrow) }
        #expect(host.lines[0] == "0123456789")
    }
}
