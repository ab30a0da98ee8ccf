import Testing
import TermCoverTesting

private struct Counter: View {
    @State var count = 0
    var body: some View {
        Text("count \(count)")
            .onKeyPress(.character("+")) { count += 1; return .handled }
    }
}

private struct Parent: View {
    @State var on = false
    var body: some View {
        VStack { Toggler(isOn: $on); Text(on ? "ON" : "off") }
    }
}

private struct Toggler: View {
    @Binding var isOn: Bool
    var body: some View {
        Text("[t]").onKeyPress(.character("t")) { isOn.toggle(); return .handled }
    }
}

private struct Tint: EnvironmentKey { static let defaultValue = "none" }
extension EnvironmentValues {
    fileprivate var tint: String {
        get { self[Tint.self] }
        set { self[Tint.self] = newValue }
    }
}
private struct ShowsTint: View {
    @Environment(\.tint) var tint
    var body: some View { Text(tint) }
}

@MainActor
@Suite("State, bindings and the environment")
struct StateTests {
    @Test("A @State change re-renders and the value survives re-evaluation")
    func stateRerenders() {
        let host = TestHost(Counter(), size: Size(width: 7, height: 1))
        host.expectScreen(["count 0"])
        host.press(.character("+"))
        host.press(.character("+"))
        host.expectScreen(["count 2"])
    }

    @Test("A binding writes through to its parent's state")
    func bindingWritesThrough() {
        let host = TestHost(Parent(), size: Size(width: 3, height: 2))
        host.expectScreen(["[t]", "off"])
        host.press(.character("t"))
        host.expectScreen(["[t]", "ON "])
    }

    @Test("A custom environment key flows down and can be overridden")
    func customEnvironment() {
        let host = TestHost(VStack { ShowsTint(); ShowsTint().environment(\.tint, "red") }, size: Size(width: 4, height: 2))
        host.expectScreen(["none", "red "])
    }

    @Test("State of a view removed from the tree is gone when it comes back")
    func stateDiesWithView() {
        struct Host: View {
            @State var show = true
            var body: some View {
                VStack {
                    if show { Counter() }
                    Text("").onKeyPress(.character("x")) { show.toggle(); return .handled }
                }
            }
        }
        let host = TestHost(Host(), size: Size(width: 7, height: 2))
        host.press(.character("+"))
        #expect(host.lines[0] == "count 1")
        host.press(.character("x"))
        host.press(.character("x"))
        #expect(host.lines[0] == "count 0")
    }
}
