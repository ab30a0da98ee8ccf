@testable import TermCoverCore
import TermCoverTesting
import Testing

/// Counts the stores made.
private final class Made: @unchecked Sendable {
    var count = 0
}

private final class Store: ObservableObject {
    @Published var count = 0
    init(made: Made? = nil) { made?.count += 1 }
}

private final class Manual: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var value = "a" { willSet { objectWillChange.send() } }
}

/// Owns a store with @StateObject and hands it down both ways.
private struct Owner: View {
    @StateObject private var store: Store
    @State private var unrelated = 0
    init(made: Made? = nil) { _store = StateObject(wrappedValue: Store(made: made)) }
    var body: some View {
        VStack {
            Viewer(store: store)
            Reader()
        }
        .environmentObject(store)
        .onKeyPress(.character("+")) { store.count += 1; return .handled }
        .onKeyPress(.character("u")) { unrelated += 1; return .handled }
        .onKeyPress(.character("a")) { withAnimation(.linear(duration: 1)) { store.count = 10 }; return .handled }
    }
}

private struct Viewer: View {
    @ObservedObject var store: Store
    var body: some View { Text("observed \(store.count)") }
}

private struct Reader: View {
    @EnvironmentObject var store: Store
    var body: some View { Text("env \(store.count)").offset(x: Double(store.count) * 8) }
}

@MainActor
@Suite("ObservableObject, @Published, @StateObject, @ObservedObject, @EnvironmentObject")
struct ObservableObjectTests {
    @Test("a @Published change re-renders the views holding the object through @ObservedObject and @EnvironmentObject")
    func publishedChangeRenders() {
        let host = TestHost(Owner(), size: Size(width: 12, height: 2))
        host.expectScreen([" observed 0 ", "   env 0    "])
        host.press(.character("+"))
        host.expectScreen([" observed 1 ", "    env 1   "])
    }

    @Test("@StateObject makes its object once and keeps it across re-renders of its view")
    func stateObjectIsMadeOnce() {
        let made = Made()
        let host = TestHost(Owner(made: made), size: Size(width: 12, height: 2))
        host.press(.character("u"))
        host.press(.character("+"))
        host.press(.character("u"))
        #expect(made.count == 1)
        #expect(host.lines[0] == " observed 1 ")
    }

    @Test("a change inside withAnimation animates what reads it, as in SwiftUI")
    func withAnimationAnimates() async {
        let host = TestHost(Owner(), size: Size(width: 24, height: 2), fps: 4)
        host.press(.character("a"))
        await host.advance(by: 0.5)
        // The offset is linear from 0 to 10 over 1 s: 5 at half way.
        #expect(host.lines[1].firstIndex(of: "e").map { host.lines[1].distance(from: host.lines[1].startIndex, to: $0) } == 8 + 5)
    }

    @Test("objectWillChange.send() by hand re-renders too")
    func manualSend() {
        let model = Manual()
        struct V: View {
            @ObservedObject var model: Manual
            var body: some View { Text(model.value) }
        }
        let host = TestHost(V(model: model), size: Size(width: 1, height: 1))
        model.value = "b"
        host.renderIfNeeded()
        host.expectScreen(["b"])
    }

    @Test("the default objectWillChange is one publisher shared by the object's @Published properties")
    func sharedPublisher() {
        let store = Store()
        #expect(store.objectWillChange === store.objectWillChange)
    }

    @Test("$object.property is a binding that writes through the object")
    func bindings() {
        let store = Store()
        let wrapper = ObservedObject(wrappedValue: store).projectedValue
        let binding = wrapper.count
        binding.wrappedValue = 7
        #expect(store.count == 7)
    }
}
