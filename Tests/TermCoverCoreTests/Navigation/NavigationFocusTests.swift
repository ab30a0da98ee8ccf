import Testing
@testable import TermCoverCore
import TermCoverTesting

/// Six messages, each opening a page with a link one level deeper.
private struct Messages: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(0..<6, id: \.self) { number in
                    NavigationLink("Message \(number)", value: number)
                }
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: Int.self) { number in
                List {
                    ForEach(0..<3, id: \.self) { part in
                        NavigationLink("Part \(number).\(part)", value: "\(number).\(part)")
                    }
                }
                .navigationTitle("Message \(number)")
            }
            .navigationDestination(for: String.self) { part in
                Text("Part \(part) opened")
            }
        }
    }
}

@MainActor
@Suite("Focus across a push and a pop")
struct NavigationFocusTests {
    private func host() -> TestHost {
        let host = TestHost(Messages(), size: Size(width: 40, height: 16))
        host.renderIfNeeded()   // focus starts on the first row
        return host
    }

    private func shows(_ host: TestHost, _ text: String) -> Bool {
        host.lines.contains { $0.contains(text) }
    }

    @Test("after a pop the row that pushed has focus again, so Return opens the same page")
    func popReturnsFocusToThePushingRow() async {
        let host = host()
        for _ in 0..<3 { host.press(.downArrow) }
        host.press(.return)
        await host.advance(by: 1)
        #expect(shows(host, "Part 3.0"), "\(host.lines.joined(separator: "\n"))")
        host.press(.escape)
        await host.advance(by: 1)
        host.press(.return)
        await host.advance(by: 1)
        #expect(shows(host, "Part 3.0"), "Return on the row that pushed opens Message 3 again")
    }

    @Test("two pops give each page back the row it pushed from")
    func eachPageGetsItsRowBack() async {
        let host = host()
        for _ in 0..<4 { host.press(.downArrow) }
        host.press(.return)
        await host.advance(by: 1)
        for _ in 0..<2 { host.press(.downArrow) }
        host.press(.return)
        await host.advance(by: 1)
        #expect(shows(host, "Part 4.2 opened"))
        host.press(.escape)
        await host.advance(by: 1)
        host.press(.return)
        await host.advance(by: 1)
        #expect(shows(host, "Part 4.2 opened"), "the middle page's third row had focus again")
        host.press(.escape)
        await host.advance(by: 1)
        host.press(.escape)
        await host.advance(by: 1)
        host.press(.return)
        await host.advance(by: 1)
        #expect(shows(host, "Part 4.0"), "the root's fifth row had focus again")
    }
}
