import Testing
import TermCoverTesting

@MainActor
@Suite("Keyboard shortcuts")
struct KeyboardShortcutTests {
    struct Dialog: View {
        var saveDisabled = false
        @State var name = ""
        @State var log = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $name)
                Button("Save") { log += "s" }.keyboardShortcut("s").disabled(saveDisabled)
                Button("OK") { log += "o" }.keyboardShortcut(.defaultAction)
                Button("Cancel") { log += "c" }.keyboardShortcut(.cancelAction)
                Button("Quit") { log += "q" }.keyboardShortcut("q", modifiers: [])
                Button("Opt") { log += "x" }.keyboardShortcut("x", modifiers: .option)
                Text("\(name)|\(log)")
            }
            .frame(width: 80, alignment: .leading)
        }
    }

    @Test("a Command shortcut fires on Control from anywhere on the layer, not on the bare letter")
    func commandIsControl() {
        let host = TestHost(Dialog(), size: Size(width: 10, height: 7))
        host.press(.control("s"))
        #expect(host.lines[6] == "|s        ")
        host.press(.tab)            // focus on Save itself changes nothing
        host.press(.tab)            // focus on OK
        host.press(.control("s"))
        #expect(host.lines[6] == "|ss       ")
    }

    @Test("while a text field has focus its letters are typed, Return presses the default button and Esc the cancel one")
    func defaultAndCancel() {
        let host = TestHost(Dialog(), size: Size(width: 10, height: 7))
        host.type("sq")
        host.press(.return)
        host.press(.escape)
        #expect(host.lines[6] == "sq|oc     ")
    }

    @Test("a focused button takes Return itself; a shortcut with no modifiers fires on its bare key")
    func focusedFirst() {
        let host = TestHost(Dialog(), size: Size(width: 10, height: 7))
        host.press(.tab)            // Save
        host.press(.return)
        host.press(.character("q"))
        #expect(host.lines[6] == "|sq       ")
    }

    @Test("a disabled button's shortcut does nothing; an Option shortcut cannot reach a terminal")
    func disabledAndUnreachable() {
        let host = TestHost(Dialog(saveDisabled: true), size: Size(width: 10, height: 7))
        host.press(.tab)            // OK, the field's neighbour now that Save is disabled
        host.press(.control("s"))
        host.press(.control("x"))
        host.press(.character("x"))
        #expect(host.lines[6] == "|         ")
    }
}
