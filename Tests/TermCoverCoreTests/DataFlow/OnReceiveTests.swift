import Combine
@testable import TermCoverCore
import TermCoverTesting
import Testing

private final class Count: @unchecked Sendable {
    var value = 0
}

/// Shows the last value `source` sent, while "t" has not removed it.
private struct Receiving: View {
    let source: PassthroughSubject<String, Never>
    let calls: Count
    @State private var shown = true
    var body: some View {
        VStack(spacing: 0) {
            if shown { Receiver(source: source, calls: calls) }
        }
        .onKeyPress(.character("t")) { shown = false; return .handled }
    }
    struct Receiver: View {
        let source: PassthroughSubject<String, Never>
        let calls: Count
        @State private var last = "-"
        var body: some View {
            Text("got \(last)").onReceive(source) { value in
                calls.value += 1
                last = value
            }
        }
    }
}

private final class Manual: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
    var value = 1
}

private struct Watching: View {
    @ObservedObject var model: Manual
    var body: some View { Text("v \(model.value)") }
}

@MainActor
@Suite(".onReceive, and objects announcing through a publisher of their own")
struct OnReceiveTests {
    @Test("each value sent runs the action and redraws; once the view is gone the action runs no more")
    func receives() async {
        let source = PassthroughSubject<String, Never>()
        let calls = Count()
        let host = TestHost(Receiving(source: source, calls: calls), size: Size(width: 5, height: 1))
        host.expectScreen(["got -"])
        source.send("a")
        host.renderIfNeeded()
        host.expectScreen(["got a"])
        source.send("b")
        host.renderIfNeeded()
        host.expectScreen(["got b"])
        #expect(calls.value == 2)
        host.press(.character("t"))
        await host.advance(by: 1)
        source.send("c")
        #expect(calls.value == 2)
    }

    @Test("the view subscribes once, however many frames it is evaluated in")
    func subscribesOnce() async {
        let source = PassthroughSubject<String, Never>()
        let calls = Count()
        let host = TestHost(Receiving(source: source, calls: calls), size: Size(width: 5, height: 1))
        for value in ["a", "b", "c"] {
            source.send(value)
            host.renderIfNeeded()
        }
        #expect(calls.value == 3)
    }

    @Test("an ObservableObject whose objectWillChange is a PassthroughSubject redraws the views holding it")
    func ownPublisher() {
        let model = Manual()
        let host = TestHost(Watching(model: model), size: Size(width: 3, height: 1))
        host.expectScreen(["v 1"])
        model.objectWillChange.send()
        model.value = 2
        host.renderIfNeeded()
        host.expectScreen(["v 2"])
    }
}
