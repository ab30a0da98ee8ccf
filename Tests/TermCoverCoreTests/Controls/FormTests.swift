@testable import TermCoverCore
import TermCoverTesting
import Testing

private struct SettingsForm: View {
    @State var name = ""
    @State var remember = true
    @State var seats = 1
    var body: some View {
        Form {
            Section(header: Text("Account"), footer: Text("Kept private.")) {
                TextField("Name", text: $name)
                Toggle("Remember", isOn: $remember)
            }
            Section("Plan") {
                Stepper("Seats \(seats)", value: $seats, in: 1...3)
                LabeledContent("Total", value: "\(seats * 5) €")
            }
        }
    }
}

@MainActor
@Suite("Form, Section and LabeledContent")
struct FormTests {
    @Test("sections are a dim uppercase header, rows split by rules and a footer; controls put their value at the row's end")
    func layout() {
        let host = TestHost(SettingsForm(), size: Size(width: 24, height: 11))
        // 24 columns: 2 of margin each side, so rows span columns 2..<22.
        func line(_ leading: String, _ trailing: String = "") -> String {
            "  " + leading + String(repeating: " ", count: 20 - leading.count - trailing.count) + trailing + "  "
        }
        let rule = "  " + String(repeating: "─", count: 20) + "  "
        host.expectScreen([
            line("ACCOUNT"), line("Name"), rule, line("Remember", "[x]"), line("Kept private."),
            line(""), line("PLAN"), line("Seats 1", "[−│+]"), rule, line("Total", "5 €"), line(""),
        ])
        // Secondary: the default foreground blended part way to the background.
        #expect(host.screen[2, 0].style.foreground.kind != .terminalDefault, "the header is secondary")
    }

    @Test("Tab walks the form's controls in order; a stepper stops at its bounds and dims that side")
    func controls() {
        let host = TestHost(SettingsForm(), size: Size(width: 24, height: 11))
        host.press(.tab)           // Remember
        host.press(.space)
        #expect(host.lines[3].hasSuffix("[ ]  "))
        host.press(.tab)           // Seats
        host.press(.rightArrow)
        host.press(.character("+"))
        host.press(.rightArrow)
        #expect(host.lines[7].hasPrefix("  Seats 3"))
        #expect(host.lines[9].hasSuffix("15 €  "))
        #expect(host.screen[20, 7].style.attributes.contains(.dim), "+ at the upper bound")
    }
}
