import Foundation
@testable import TermCoverCore
import TermCoverTesting
import Testing

@MainActor
@Suite("TextField bound to a value")
struct ValueFieldTests {
    struct Age: View {
        @State var age = 30
        @State var ratio = 0.25
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Age", value: $age, format: .number).frame(width: 64)
                TextField("Ratio", value: $ratio, format: .percent).frame(width: 64)
                Text("=\(age) \(ratio, specifier: "%.2f")")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test("typing edits the text only; Return writes the parsed number; text that does not parse goes back to the value")
    func commitOnReturn() {
        let host = TestHost(Age(), size: Size(width: 12, height: 3))
        #expect(host.lines == ["30          ", "25%         ", "=30 0.25    "])
        host.type("5")
        // The field shows the draft, the value is still 30 (as on iOS, written on commit).
        #expect(host.lines == ["305         ", "25%         ", "=30 0.25    "])
        host.press(.return)
        #expect(host.lines[2] == "=305 0.25   ")
        host.press(.delete); host.press(.delete); host.press(.delete)
        host.type("abc")
        #expect(host.lines[0] == "abc         ")
        host.press(.return)
        // "abc" is no number: the field shows the value again and the value is unchanged.
        #expect(host.lines == ["305         ", "25%         ", "=305 0.25   "])
    }

    @Test("focus leaving a value field commits its text: a percent typed as 40% is 0.40")
    func commitOnFocusLoss() async {
        let host = TestHost(Age(), size: Size(width: 12, height: 3))
        host.press(.tab)
        host.press(.delete); host.press(.delete); host.press(.delete)
        host.type("40%")
        #expect(host.lines[2] == "=30 0.25    ")
        host.press(.tab)
        // The commit is written after the frame that moved focus; the next frame shows it.
        await host.advance(by: 0.1)
        #expect(host.lines == ["30          ", "40%         ", "=30 0.40    "])
    }

    struct Counted: View {
        @State var count = 7
        let formatter = NumberFormatter()
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Count", value: $count, formatter: formatter).frame(width: 64)
                Text("=\(count)")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test("a field with a NumberFormatter commits the number it reads on Return")
    func formatter() {
        let host = TestHost(Counted(), size: Size(width: 8, height: 2))
        host.type("2")
        host.press(.return)
        #expect(host.lines == ["72      ", "=72     "])
    }
}
