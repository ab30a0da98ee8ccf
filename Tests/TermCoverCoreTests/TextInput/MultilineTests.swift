@testable import TermCoverCore
import TermCoverTesting
import Testing

@MainActor
@Suite("Multi-line text input")
struct MultilineTests {
    struct Bio: View {
        @State var bio = ""
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                TextField("Bio", text: $bio, axis: .vertical)
                    .lineLimit(2...3)
                    .frame(width: 48)
                Text("end")
                Text("\(bio.count)")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test("a vertical field is the range's lower bound tall, grows a row at a time as its text wraps, and scrolls past the upper bound")
    func grows() {
        let host = TestHost(Bio(), size: Size(width: 6, height: 6))
        host.expectScreen(["Bio   ", "      ", "end   ", "0     ", "      ", "      "])
        // Five characters a row: the sixth cell is kept for the caret.
        host.type("abcdefghijkl")
        host.expectScreen(["abcde ", "fghij ", "kl    ", "end   ", "12    ", "      "])
        host.type("mnopq")
        host.expectScreen(["fghij ", "klmno ", "pq    ", "end   ", "17    ", "      "])
    }

    @Test("Return in a vertical field inserts a line break, which starts a row")
    func returnIsNewline() {
        let host = TestHost(Bio(), size: Size(width: 6, height: 6))
        host.type("ab")
        host.press(.return)
        host.type("c")
        host.expectScreen(["ab    ", "c     ", "end   ", "4     ", "      ", "      "])
    }

    struct Notes: View {
        @State var notes = "one\ntwo"
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                TextEditor(text: $notes).frame(width: 48, height: 32)
                Text(notes.replacingOccurrences(of: "\n", with: "/"))
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test("in a TextEditor Up and Down keep the caret's column across rows, Return is a line break, and the rows scroll within its frame")
    func editor() {
        let host = TestHost(Notes(), size: Size(width: 12, height: 3))
        host.expectScreen(["one         ", "two         ", "one/two     "])
        host.press(.upArrow)        // from the end of "two" to the end of "one"
        host.type("!")
        host.press(.downArrow)      // column 4 on "two" is its end
        host.type("?")
        #expect(host.lines[2] == "one!/two?   ")
        host.press(.return)
        host.type("x")
        // Three rows in a frame of two: the caret's row stays in view.
        host.expectScreen(["two?        ", "x           ", "one!/two?/x "])
        host.press(.upArrow); host.press(.upArrow)
        host.expectScreen(["one!        ", "two?        ", "one!/two?/x "])
    }

    @Test("lineLimit(_:reservesSpace:) keeps a short text as tall as its limit")
    func reservesSpace() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("a").lineLimit(2, reservesSpace: true)
            Text("b")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let host = TestHost(view, size: Size(width: 3, height: 3))
        host.expectScreen(["a  ", "   ", "b  "])
    }
}
