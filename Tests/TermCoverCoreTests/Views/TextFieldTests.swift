import Testing
import TermCoverTesting

@MainActor
@Suite("TextField")
struct TextFieldTests {
    /// A field on the first row, its text echoed on the second, and a log of
    /// every value the binding was given.
    struct Form: View {
        var width = 8
        @State var text = ""
        @State var submitted = ""
        let log: Log
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: Binding(get: { text }, set: { text = $0; log.values.append($0) }))
                    .frame(width: Double(width) * 8)
                    .onSubmit { submitted = text }
                Text("=\(text)")
                Text("!\(submitted)")
            }
        }
    }

    final class Log { var values: [String] = [] }

    func cell(_ host: TestHost, _ x: Int, _ y: Int) -> Cell { host.screen[x, y] }

    @Test("an empty field shows its title dim, the cursor a reverse cell on its first column")
    func placeholder() {
        let host = TestHost(Form(log: Log()), size: Size(width: 8, height: 3))
        #expect(host.lines[0] == "Name    ")
        #expect(cell(host, 0, 0).style.attributes.contains(.reverse))
        #expect(cell(host, 1, 0).style.attributes.contains(.dim))
        #expect(!cell(host, 1, 0).style.attributes.contains(.reverse))
    }

    @Test("typing inserts at the cursor and writes the binding on every edit: a key at a time, or once for characters typed together")
    func typing() {
        let log = Log()
        let host = TestHost(Form(log: log), size: Size(width: 8, height: 3))
        host.press(.character("a"))
        host.press(.character("b"))
        #expect(log.values == ["a", "ab"])
        // Characters that arrive together are one run, applied as one edit.
        host.type("c")
        #expect(log.values == ["a", "ab", "abc"])
        host.type("de")
        #expect(log.values == ["a", "ab", "abc", "abcde"])
        host.press(.delete)
        host.press(.delete)
        #expect(host.lines[0] == "abc     ")
        #expect(host.lines[1] == "=abc    ")
        // The cursor stands on the cell after the text.
        #expect(cell(host, 3, 0).style.attributes.contains(.reverse))
        #expect(!cell(host, 2, 0).style.attributes.contains(.reverse))
    }

    @Test("Left/Right, Home/End, Ctrl-A/Ctrl-E move the cursor; Backspace and Delete erase")
    func editing() {
        let host = TestHost(Form(log: Log()), size: Size(width: 8, height: 3))
        host.type("hello")
        host.press(.leftArrow)
        host.press(.leftArrow)
        host.press(.delete)            // hel|lo → he|lo
        #expect(host.lines[1] == "=helo   ")
        host.press(.home)
        host.type("X")                 // X|helo
        host.press(.deleteForward)     // X|elo
        #expect(host.lines[1] == "=Xelo   ")
        host.press(.end)
        host.type("!")
        host.press(.control("a"))
        host.press(.rightArrow)
        host.type("-")                 // X-elo!
        host.press(.control("e"))
        host.press(.delete)            // X-elo
        #expect(host.lines[1] == "=X-elo  ")
        host.press(.home)
        host.press(.delete)            // nothing before the cursor: nothing changes
        #expect(host.lines[1] == "=X-elo  ")
    }

    @Test("text wider than the field scrolls to keep the cursor in view, and back on Home")
    func scrollsSideways() {
        let host = TestHost(Form(width: 5, log: Log()), size: Size(width: 10, height: 3))
        host.type("abcdefgh")
        // 8 characters and the cursor's cell in 5 columns: "efgh" and the cursor.
        #expect(host.lines[0].hasPrefix("efgh "))
        #expect(cell(host, 4, 0).style.attributes.contains(.reverse))
        host.press(.home)
        #expect(host.lines[0].hasPrefix("abcde"))
        #expect(cell(host, 0, 0).style.attributes.contains(.reverse))
    }

    @Test("wide characters take two cells, and the field scrolls by whole characters")
    func wideCharacters() {
        // As wide as "=日本語", so the stack starts at the left edge.
        let host = TestHost(Form(width: 5, log: Log()), size: Size(width: 7, height: 3))
        host.type("日本語")
        // 6 columns of text and the cursor do not fit in 5: the first character scrolls off.
        #expect(host.lines[0].hasPrefix("本語 "))
        #expect(cell(host, 4, 0).style.attributes.contains(.reverse))
        host.press(.leftArrow)
        #expect(cell(host, 2, 0).character == "語")
        #expect(cell(host, 2, 0).style.attributes.contains(.reverse))
    }

    @Test("Return runs onSubmit; a paste is inserted whole, its line break a space")
    func submitAndPaste() {
        let host = TestHost(Form(log: Log()), size: Size(width: 8, height: 3))
        host.press(.paste("a\nb"))
        host.press(.return)
        #expect(host.lines[1] == "=a b    ")
        #expect(host.lines[2] == "!a b    ")
    }

    /// A list beside a field, as issue 14 found them.
    struct Beside: View {
        @State var selection: String? = "one"
        @State var text = ""
        var body: some View {
            VStack(alignment: .leading) {
                List(["one", "two", "three"], id: \.self, selection: $selection) { Text($0) }
                TextField("Animal", text: $text)
                Text("\(selection ?? "-") \(text)")
            }
        }
    }

    @Test("with the field focused, a list beside it takes no letters: typing jackal gives jackal")
    func listDoesNotEatLetters() {
        let host = TestHost(Beside(), size: Size(width: 12, height: 5))
        host.press(.tab)
        host.type("jackal")
        #expect(host.lines[4] == "one jackal  ")
    }

    @Test("a disabled field takes no focus and no keys")
    func disabled() {
        struct V: View {
            @State var a = ""
            @State var b = ""
            var body: some View {
                VStack {
                    TextField("a", text: $a).disabled(true)
                    TextField("b", text: $b)
                    Text("\(a)|\(b)")
                }
            }
        }
        let host = TestHost(V(), size: Size(width: 5, height: 3))
        host.type("x")
        #expect(host.lines[2] == " |x  ")
    }
}
