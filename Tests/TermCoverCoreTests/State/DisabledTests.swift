import Testing
import TermCoverTesting

@MainActor
@Suite("Disabled controls")
struct DisabledTests {
    /// Three buttons, the middle one disabled (or, with `enableInside`, also
    /// marked `.disabled(false)` inside, which SwiftUI ignores).
    struct Buttons: View {
        var enableInside = false
        @State var log = ""
        var body: some View {
            VStack {
                Button("A") { log += "a" }
                Button("B") { log += "b" }.disabled(enableInside ? false : true).disabled(true)
                Button("C") { log += "c" }
                Text(log.isEmpty ? "-" : log)
            }
        }
    }

    @Test("a disabled button takes no focus: Tab goes from A straight to C, and Enter presses only those")
    func skipsDisabled() {
        let host = TestHost(Buttons(), size: Size(width: 3, height: 4))
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        #expect(host.lines[3] == "aca")
    }

    @Test("a disabled button is dim and never reversed; .disabled(false) inside does not enable it")
    func dimAndAdditive() {
        let host = TestHost(Buttons(enableInside: true), size: Size(width: 3, height: 4))
        func cell(_ c: Character) -> Cell? { host.screen.cells.first { $0.character == c } }
        #expect(cell("B")?.style.attributes.contains(.dim) == true)
        #expect(cell("A")?.style.attributes.contains(.dim) == false)
        host.press(.tab)
        #expect(cell("C")?.style.attributes.contains(.reverse) == true)
        #expect(cell("B")?.style.attributes.contains(.reverse) == false)
        host.press(.return)
        #expect(host.lines[3] == " c ")
    }

    @Test("isEnabled reads true outside .disabled(true) and false inside it")
    func environmentValue() {
        struct Probe: View {
            @Environment(\.isEnabled) var isEnabled
            var body: some View { Text(isEnabled ? "on" : "off") }
        }
        let host = TestHost(VStack { Probe(); Probe().disabled(true); Probe().disabled(false) },
                            size: Size(width: 3, height: 3))
        host.expectScreen(["on ", "off", "on "])
    }
}
