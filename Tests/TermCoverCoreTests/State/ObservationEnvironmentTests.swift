import Observation
import Testing
import TermCoverTesting
@testable import TermCoverCore

@Observable @MainActor
private final class Settings {
    var name = "first"
    var count = 0
}

/// Reads the settings from the environment.
private struct NameLabel: View {
    @Environment(Settings.self) private var settings
    var body: some View { Text("name \(settings.name)") }
}

/// Reads optional settings: nil where none was put.
private struct MaybeLabel: View {
    @Environment(Settings.self) private var settings: Settings?
    var body: some View { Text(settings.map { "has \($0.name)" } ?? "none") }
}

/// A control that changes the value it is bound to.
private struct Stepper: View {
    @Binding var value: Int
    var body: some View {
        Text("count \(value)")
            .onKeyPress(.character("+")) { value += 1; return .handled }
    }
}

/// Hands a binding to a property of the settings to a control.
private struct BoundStepper: View {
    @Bindable var settings: Settings
    var body: some View { Stepper(value: $settings.count) }
}

/// `@Bindable` declared in `body`, from the environment, as SwiftUI's docs show.
private struct EnvironmentStepper: View {
    @Environment(Settings.self) private var settings
    var body: some View {
        @Bindable var settings = settings
        return Stepper(value: $settings.count)
    }
}

/// Moved right by the settings' count.
private struct Mover: View {
    @Environment(Settings.self) private var settings
    var body: some View {
        Text("x").offset(x: Double(settings.count) * 8).frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// A cover whose content reads the presenter's environment.
private struct CoverWithEnvironment: View {
    @State private var shown = false
    var body: some View {
        Text("base")
            .onKeyPress(.return) { shown = true; return .handled }
            .fullScreenCover(isPresented: $shown) { NameLabel() }
    }
}

/// Observation's environment, as in SwiftUI: `.environment(_:)` with an
/// `@Observable` object, `@Environment(Model.self)`, `@Bindable`.
@MainActor
@Suite("Observable objects in the environment")
struct ObservationEnvironmentTests {
    @Test("@Environment(Model.self) reads the object put there and re-renders when a property it read changes")
    func environmentObjectTracksChanges() {
        let settings = Settings()
        let host = TestHost(NameLabel().environment(settings), size: Size(width: 12, height: 1))
        host.expectScreen([" name first "])
        settings.name = "second"
        host.renderIfNeeded()
        host.expectScreen(["name second "])
    }

    @Test("The optional form reads nil where no view put an object, and the object where one did")
    func optionalEnvironmentObject() {
        #expect(TestHost(MaybeLabel(), size: Size(width: 9, height: 1)).lines == ["  none   "])
        let settings = Settings()
        #expect(TestHost(MaybeLabel().environment(settings), size: Size(width: 9, height: 1)).lines == ["has first"])
    }

    @Test("A cover's content reads the object its presenter's environment holds")
    func coverInheritsEnvironmentObject() async {
        let settings = Settings()
        let host = TestHost(CoverWithEnvironment().environment(settings), size: Size(width: 12, height: 1))
        host.press(.return)
        await host.advance(by: 1)
        host.expectScreen([" name first "])
        settings.name = "later"
        host.renderIfNeeded()
        host.expectScreen([" name later "])
    }

    @Test("$model.property from @Bindable is a binding that writes the object", arguments: [false, true])
    func bindableWritesThrough(fromEnvironment: Bool) {
        let settings = Settings()
        let host = fromEnvironment
            ? TestHost(AnyView(EnvironmentStepper().environment(settings)), size: Size(width: 7, height: 1))
            : TestHost(AnyView(BoundStepper(settings: settings)), size: Size(width: 7, height: 1))
        host.expectScreen(["count 0"])
        host.press(.character("+"))
        host.press(.character("+"))
        #expect(settings.count == 2)
        host.expectScreen(["count 2"])
    }

    @Test("A @Bindable binding written inside withAnimation carries its animation")
    func bindableWriteAnimates() async {
        let settings = Settings()
        let host = TestHost(Mover().environment(settings), size: Size(width: 6, height: 1), fps: 4)
        host.expectScreen(["x     "])
        let binding = Bindable(settings).count
        withAnimation(.linear(duration: 1)) { binding.wrappedValue = 4 }
        host.renderIfNeeded()
        await host.advance(by: 0.5)
        host.expectScreen(["  x   "])
        await host.advance(by: 0.5)
        host.expectScreen(["    x "])
    }

    @Test("PresentationProxy.phase is observable: a tracking of it fires when the cover starts presenting")
    func phaseIsObservable() async {
        let proxy = PresentationProxy()
        let host = TestHost(Text("base").fullScreenCover(presentation: proxy) { Text("cover") },
                            size: Size(width: 6, height: 1))
        let fired = Flag()
        withObservationTracking { _ = proxy.phase } onChange: { fired.set() }
        let task = Task { try? await proxy.present() }
        await host.advance(by: 1)
        #expect(fired.isSet)
        #expect(proxy.phase == .presented)
        task.cancel()
    }
}

/// Set once from any thread.
private final class Flag: @unchecked Sendable {
    private var value = false
    func set() { value = true }
    var isSet: Bool { value }
}

/// Reads the settings and has state of its own that keys change.
private struct Busy: View {
    @Environment(Settings.self) private var settings
    @State private var presses = 0
    var body: some View {
        Text("\(settings.name) \(presses)")
            .onKeyPress(.character("+")) { presses += 1; return .handled }
    }
}

@MainActor
@Suite("Observation registrations do not pile up")
struct ObservationRegistrationTests {
    @Test("However many state changes re-render a view that reads an observable, one tracking stays registered")
    func oneLiveTracking() {
        let settings = Settings()
        let host = TestHost(Busy().environment(settings), size: Size(width: 10, height: 1))
        for _ in 0..<50 { host.press(.character("+")) }
        host.expectScreen([" first 50 "])
        #expect(host.engine.host.graph.changes.liveTrackings == 1)
        settings.name = "next"
        host.renderIfNeeded()
        host.expectScreen([" next 50  "])
        #expect(host.engine.host.graph.changes.liveTrackings == 1)
    }
}
