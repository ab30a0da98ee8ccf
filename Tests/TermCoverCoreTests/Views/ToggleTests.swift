import Testing
import TermCoverTesting

@MainActor
@Suite("Toggle")
struct ToggleTests {
    struct Settings: View {
        @State var wifi = false
        @State var bluetooth = true
        var body: some View {
            VStack(alignment: .leading) {
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle(isOn: $bluetooth) { Text("BT") }
                Toggle("Off", isOn: .constant(false)).disabled(true)
                Text("\(wifi) \(bluetooth)")
            }
            .frame(width: 88, alignment: .leading)
        }
    }

    @Test("a toggle is a check box before its label, [x] when on and [ ] when off")
    func drawn() {
        let host = TestHost(Settings(), size: Size(width: 11, height: 4))
        host.expectScreen(["[ ] Wi-Fi  ", "[x] BT     ", "[ ] Off    ", "false true "])
    }

    @Test("Space and Return flip the focused toggle; Tab moves on and skips a disabled one")
    func flips() {
        let host = TestHost(Settings(), size: Size(width: 11, height: 4))
        host.press(.space)
        #expect(host.lines[0] == "[x] Wi-Fi  ")
        #expect(host.lines[3] == "true true  ")
        host.press(.tab)
        host.press(.return)
        #expect(host.lines[1] == "[ ] BT     ")
        host.press(.tab)            // past the disabled one, back to the first
        host.press(.return)
        #expect(host.lines[3] == "false false")
    }

    @Test("the focused toggle's box is reversed, its label is not; a disabled one is dim")
    func focusAndDim() {
        let host = TestHost(Settings(), size: Size(width: 11, height: 4))
        #expect(host.screen[1, 0].style.attributes.contains(.reverse))
        #expect(!host.screen[4, 0].style.attributes.contains(.reverse))
        #expect(!host.screen[1, 1].style.attributes.contains(.reverse))
        #expect(host.screen[4, 2].style.attributes.contains(.dim))
    }
}
