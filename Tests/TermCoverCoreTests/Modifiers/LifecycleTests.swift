import Testing
import TermCoverTesting

/// What the lifecycle closures did, in order.
@MainActor
private final class Events {
    var all: [String] = []
    func add(_ event: String) { all.append(event) }
}

/// A view an `if` inserts and removes with a second-long fade, while its
/// text animates so that frames keep coming.
private struct Toggled: View {
    let events: Events
    @State private var shown = false
    @State private var count = 0
    var body: some View {
        VStack {
            if shown {
                Text("child \(count)")
                    .transition(.opacity)
                    .onAppear { events.add("appear") }
                    .onDisappear { events.add("disappear") }
                    .task {
                        events.add("task start")
                        do {
                            try await Task.sleep(for: .seconds(3600))
                        } catch {
                            events.add("task cancelled")
                        }
                    }
            }
            Text("base")
        }
        .onKeyPress(.character("t")) { withAnimation(.linear(duration: 1)) { shown.toggle() }; return .handled }
        .onKeyPress(.character("+")) { count += 1; return .handled }
    }
}

/// Restarts its task when its id changes.
private struct Identified: View {
    let events: Events
    @State private var id = 1
    var body: some View {
        Text("id \(id)")
            .task(id: id) {
                let mine = id
                events.add("start \(mine)")
                do {
                    try await Task.sleep(for: .seconds(3600))
                } catch {
                    events.add("cancel \(mine)")
                }
            }
            .onKeyPress(.character("n")) { id += 1; return .handled }
            .onKeyPress(.character("s")) { id = id; return .handled }
    }
}

/// Reports changes of a value in both closure forms.
private struct Watched: View {
    let events: Events
    let initial: Bool
    @State private var value = 0
    var body: some View {
        Text("value \(value)")
            .onChange(of: value, initial: initial) { old, new in events.add("change \(old)->\(new)") }
            .onChange(of: value) { events.add("changed") }
            .onKeyPress(.character("+")) { value += 1; return .handled }
            .onKeyPress(.character("=")) { value = value; return .handled }
    }
}

/// A cover whose content logs its lifecycle.
private struct Presenter: View {
    let events: Events
    @State private var shown = false
    var body: some View {
        Text("base")
            .onKeyPress(.return) { withAnimation(.linear(duration: 1)) { shown = true }; return .handled }
            .fullScreenCover(isPresented: $shown) {
                Text("cover")
                    .onAppear { events.add("appear") }
                    .onDisappear { events.add("disappear") }
                    .task {
                        do {
                            try await Task.sleep(for: .seconds(3600))
                        } catch {
                            events.add("task cancelled")
                        }
                    }
            }
    }
}

/// `.onAppear`, `.onDisappear`, `.task`, `.task(id:)` and `.onChange(of:)`
/// with SwiftUI's semantics: once per appearance, never per frame.
@MainActor
@Suite("Lifecycle modifiers run once per appearance")
struct LifecycleTests {
    @Test("onAppear and the task start once when an if inserts the view, however many frames it animates")
    func appearOnce() async {
        let events = Events()
        let host = TestHost(Toggled(events: events), size: Size(width: 10, height: 2), fps: 10)
        #expect(events.all.isEmpty)
        host.press(.character("t"))
        await host.advance(by: 0.5)
        host.press(.character("+"))
        await host.advance(by: 1)
        #expect(events.all == ["appear", "task start"])
    }

    @Test("onDisappear runs and the task is cancelled once the removal transition has finished")
    func disappearAfterRemoval() async {
        let events = Events()
        let host = TestHost(Toggled(events: events), size: Size(width: 10, height: 2), fps: 10)
        host.press(.character("t"))
        await host.advance(by: 1.5)
        events.all = []
        host.press(.character("t"))
        await host.advance(by: 0.5)
        #expect(events.all.isEmpty, "still fading out")
        await host.advance(by: 1)
        #expect(events.all == ["disappear", "task cancelled"])
        // Shown again: a new appearance.
        events.all = []
        host.press(.character("t"))
        await host.advance(by: 1.5)
        #expect(events.all == ["appear", "task start"])
    }

    @Test("task(id:) restarts when the id changes, not when it is set to the same value")
    func taskRestartsOnNewID() async {
        let events = Events()
        let host = TestHost(Identified(events: events), size: Size(width: 10, height: 1))
        await host.settle()
        #expect(events.all == ["start 1"])
        host.press(.character("s"))
        await host.settle()
        #expect(events.all == ["start 1"])
        host.press(.character("n"))
        await host.settle()
        // The old task learns of its cancellation when it next runs: the
        // order of its report and the new start is not SwiftUI's to promise.
        #expect(events.all.count == 3 && Set(events.all) == ["start 1", "cancel 1", "start 2"])
    }

    @Test("onChange(of:) reports each change once, in both closure forms, and not for an unchanged value")
    func onChangeBothForms() async {
        let events = Events()
        let host = TestHost(Watched(events: events, initial: false), size: Size(width: 10, height: 1))
        #expect(events.all.isEmpty)
        host.press(.character("+"))
        #expect(events.all.count == 2 && Set(events.all) == ["changed", "change 0->1"])
        events.all = []
        host.press(.character("="))
        await host.advance(by: 0.5)
        #expect(events.all.isEmpty)
        host.press(.character("+"))
        #expect(events.all.count == 2 && Set(events.all) == ["changed", "change 1->2"])
    }

    @Test("onChange(of:initial: true) also runs when the view appears, with the value as old and new")
    func onChangeInitial() {
        let events = Events()
        _ = TestHost(Watched(events: events, initial: true), size: Size(width: 10, height: 1))
        #expect(events.all == ["change 0->0"])
    }

    @Test("In a cover, onAppear runs as the presentation starts; onDisappear and the task's cancellation once the dismissal has finished")
    func coverLifecycle() async {
        let events = Events()
        let host = TestHost(Presenter(events: events), size: Size(width: 10, height: 3), fps: 10)
        host.press(.return)
        #expect(host.coverPhases == [.presenting])
        #expect(events.all == ["appear"])
        await host.advance(by: 1.5)
        #expect(host.coverPhases == [.presented])
        host.press(.escape)
        await host.advance(by: 0.5)
        #expect(events.all == ["appear"], "still dismissing")
        await host.advance(by: 1)
        #expect(host.coverPhases.isEmpty)
        #expect(events.all == ["appear", "disappear", "task cancelled"])
    }
}
