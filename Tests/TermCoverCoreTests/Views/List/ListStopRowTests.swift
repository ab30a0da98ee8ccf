@testable import TermCoverCore
import TermCoverTesting
import Testing

@MainActor
@Suite("List rows the list stops on")
struct ListStopRowTests {
    /// A field, then a disabled button, then two rows of text, as the todo example's list begins.
    struct Adding: View {
        @State var draft = ""
        var body: some View {
            List {
                TextField("New", text: $draft)
                Button("Add") {}.disabled(draft.isEmpty)
                Text("a")
                Text("b")
            }
        }
    }

    private func lit(_ host: TestHost) -> [Bool] {
        (0..<4).map { host.screen[0, $0].style.attributes.contains(.reverse) }
    }

    @Test("Tab from a field in the first row to the list lights the next row, and ↓ goes on from the row lit, not from the field's")
    func downFromTheLitRow() {
        let host = TestHost(Adding(), size: Size(width: 6, height: 4))
        host.press(.tab)
        #expect(lit(host) == [false, true, false, false])
        host.press(.downArrow)
        #expect(lit(host) == [false, false, true, false])
        host.press(.upArrow)
        #expect(lit(host) == [false, true, false, false])
    }
}
