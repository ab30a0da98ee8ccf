@testable import TermCoverCore
import TermCoverTesting
import Testing

/// A stack bound to an array of Ints: "a" appends, "r" empties the path,
/// and the path's count shows in the root.
private struct BoundStack: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            Text("depth \(path.count)")
                .navigationDestination(for: Int.self) { Text("n\($0) of \(path.count)") }
        }
        .onKeyPress(.character("a")) { path.append(path.count + 1); return .handled }
        .onKeyPress(.character("r")) { path.removeAll(); return .handled }
    }
}

/// A stack with a NavigationPath holding a String (which has a destination) and a Double (which has none).
private struct MixedPath: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            Text("root")
                .navigationDestination(for: String.self) { Text("s=\($0)") }
        }
        .onKeyPress(.character("s")) { path.append("x"); return .handled }
        .onKeyPress(.character("f")) { path.append(2.5); return .handled }
        .onKeyPress(.character("p")) { path.removeLast(); return .handled }
    }
}

/// `navigationDestination(isPresented:)` on "o", with the binding shown.
private struct PresentedDestination: View {
    @State private var shown = false
    var body: some View {
        NavigationStack {
            Text(shown ? "shown" : "hidden")
                .navigationDestination(isPresented: $shown) { Text("detail") }
        }
        .onKeyPress(.character("o")) { shown = true; return .handled }
        .onKeyPress(.character("c")) { shown = false; return .handled }
    }
}

@MainActor
@Suite("NavigationStack(path:), NavigationPath and navigationDestination")
struct NavigationPathTests {
    @Test("appending to a bound array pushes a page per value; emptying it pops back to the root")
    func boundArray() async {
        let host = TestHost(BoundStack(), size: navigationSize)
        host.press(.character("a"))
        host.press(.character("a"))
        await host.advance(by: 1)
        #expect(host.lines[4] == row("n2 of 2", at: 11))
        #expect(host.lines[0].hasPrefix("‹ Back"), "the page beneath has no title")
        host.press(.character("r"))
        await host.advance(by: 1)
        #expect(host.lines[3] == row("depth 0", at: 11), "a root with no title has no bar")
    }

    @Test("popping with Esc removes the last value from the bound path")
    func escWritesThePath() async {
        let host = TestHost(BoundStack(), size: navigationSize)
        host.press(.character("a"))
        host.press(.character("a"))
        await host.advance(by: 1)
        host.press(.escape)
        await host.advance(by: 1)
        #expect(host.lines[4] == row("n1 of 1", at: 11))
    }

    @Test("a NavigationPath holds values of several types; one with no destination shows SwiftUI's warning sign, not a crash")
    func missingDestination() async {
        let host = TestHost(MixedPath(), size: navigationSize)
        host.press(.character("s"))
        await host.advance(by: 1)
        #expect(host.lines[4] == row("s=x", at: 13))
        host.press(.character("f"))
        await host.advance(by: 1)
        #expect(host.lines[4] == row("⚠", at: 14))
        host.press(.character("p"))
        host.press(.character("p"))
        await host.advance(by: 1)
        #expect(host.lines[3] == row("root", at: 13))
    }

    @Test("NavigationPath counts, appends and removes as SwiftUI's does")
    func pathValue() {
        var path = NavigationPath()
        #expect(path.isEmpty)
        path.append(1)
        path.append("two")
        #expect(path.count == 2)
        path.removeLast()
        #expect(path == NavigationPath([1]))
    }

    @Test("navigationDestination(isPresented:) pushes while true; going back sets it false, and false pops")
    func isPresented() async {
        let host = TestHost(PresentedDestination(), size: navigationSize)
        host.press(.character("o"))
        await host.advance(by: 1)
        #expect(host.lines[4] == row("detail", at: 12))
        host.press(.escape)
        await host.advance(by: 1)
        #expect(host.lines[3] == row("hidden", at: 12))
        host.press(.character("o"))
        await host.advance(by: 1)
        host.press(.character("c"))
        await host.advance(by: 1)
        #expect(host.lines[3] == row("hidden", at: 12))
    }
}
