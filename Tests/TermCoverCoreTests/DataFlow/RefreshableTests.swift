@testable import TermCoverCore
import TermCoverTesting
import Testing

/// A feed whose refresh takes a second on the app's clock; "r" refreshes
/// through `@Environment(\.refresh)` from inside.
private struct Feed: View {
    @Environment(\.clock) private var clock
    @State private var loads = 0
    var body: some View {
        VStack(spacing: 0) {
            Inner(loads: loads)
        }
        .refreshable {
            try? await clock.sleep(for: .seconds(1))
            loads += 1
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
    struct Inner: View {
        let loads: Int
        @Environment(\.refresh) private var refresh
        var body: some View {
            Text("loads \(loads)")
                .onKeyPress(.character("r")) {
                    let refresh = self.refresh
                    Task { await refresh?() }
                    return .handled
                }
        }
    }
}

@MainActor
@Suite(".refreshable and \\.refresh")
struct RefreshableTests {
    private func rows(_ host: TestHost) -> [String] {
        host.lines.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// True when the first row is the spinner and the content is under it.
    private func refreshing(_ host: TestHost, loads: Int) -> Bool {
        let shown = rows(host)
        return SpinnerGlyph.frames.contains(Character(shown[0])) && shown[1] == "loads \(loads)"
    }

    @Test("Ctrl-R runs the refresh with a spinner above the content until it returns, a second after; a second Ctrl-R meanwhile starts nothing")
    func controlR() async {
        let host = TestHost(Feed(), size: Size(width: 9, height: 3), fps: 10)
        #expect(rows(host) == ["loads 0", "", ""])
        host.press(.control("r"))
        #expect(refreshing(host, loads: 0))
        await host.advance(by: 0.5)
        host.press(.control("r"))
        await host.advance(by: 0.3)
        #expect(refreshing(host, loads: 0))
        // The refresh sleeps a second from the frame the key was taken in; the
        // frame after it ends shows the content alone.
        await host.advance(by: 0.4)
        #expect(rows(host) == ["loads 1", "", ""])
        await host.advance(by: 2)
        #expect(rows(host) == ["loads 1", "", ""])
    }

    @Test("F5 refreshes too, and so does the environment's refresh action called from inside")
    func f5AndEnvironment() async {
        let host = TestHost(Feed(), size: Size(width: 9, height: 3), fps: 10)
        host.press(.function(5))
        #expect(refreshing(host, loads: 0))
        await host.advance(by: 1.2)
        #expect(rows(host) == ["loads 1", "", ""])
        host.press(.character("r"))
        await host.advance(by: 0.2)
        #expect(refreshing(host, loads: 1))
        await host.advance(by: 1.2)
        #expect(rows(host) == ["loads 2", "", ""])
    }

    @Test("without .refreshable the environment's refresh is nil and Ctrl-R does nothing")
    func noRefresh() {
        var seen: RefreshAction? = RefreshAction { }
        let probe = EnvironmentReader(\.refresh) { seen = $0 }
        let host = TestHost(probe, size: Size(width: 3, height: 1))
        host.press(.control("r"))
        #expect(seen == nil)
    }
}

/// Reports an environment value each time it resolves.
private struct EnvironmentReader<Value>: View {
    @Environment private var value: Value
    let report: (Value) -> Void
    init(_ keyPath: KeyPath<EnvironmentValues, Value>, report: @escaping (Value) -> Void) {
        _value = Environment(keyPath)
        self.report = report
    }
    var body: some View {
        report(value)
        return Text("x")
    }
}
