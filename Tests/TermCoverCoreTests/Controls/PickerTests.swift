@testable import TermCoverCore
import TermCoverTesting
import Testing

private enum Size3: String, CaseIterable, Identifiable {
    case small = "S", medium = "M", large = "L"
    var id: Self { self }
}

private struct PickerHost: View {
    let kind: PickerKind
    @State var size = Size3.medium
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            picker
            Text("size \(size.rawValue)")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    @ViewBuilder private var picker: some View {
        let p = Picker("Size", selection: $size) {
            ForEach(Size3.allCases) { Text($0.rawValue) }
        }
        switch kind {
        case .menu: p.pickerStyle(.menu)
        case .segmented: p.pickerStyle(.segmented)
        case .inline: p.pickerStyle(.inline)
        case .radioGroup: p.pickerStyle(.radioGroup)
        case .navigationLink: p.pickerStyle(.navigationLink)
        }
    }
}

@MainActor
@Suite("Picker and its styles")
struct PickerTests {
    private func host(_ kind: PickerKind) -> TestHost {
        let host = TestHost(PickerHost(kind: kind), size: Size(width: 14, height: 6))
        host.renderIfNeeded()
        return host
    }

    @Test("ForEach's ids tag the choices: a segmented picker shows them all, the chosen one reversed, and ←/→ choose")
    func segmented() {
        let host = host(.segmented)
        #expect(host.lines[0].hasPrefix("[ S │ M │ L ]"))
        #expect(host.screen[6, 0].style.attributes.contains(.reverse), "M is chosen")
        host.press(.rightArrow)
        #expect(host.lines[1].hasPrefix("size L"))
        host.press(.rightArrow)
        #expect(host.lines[1].hasPrefix("size L"), "no step past the last")
        host.click(x: 2, y: 0)
        #expect(host.lines[1].hasPrefix("size S"))
    }

    @Test("an inline picker checks the chosen row and ↑/↓ choose; a radio group draws (•) and ( )")
    func rows() {
        let inline = host(.inline)
        #expect(Array(inline.lines[0...2]).map { String($0.prefix(3)) } == ["  S", "✓ M", "  L"])
        inline.press(.upArrow)
        #expect(inline.lines[3].hasPrefix("size S"))
        let radio = host(.radioGroup)
        #expect(Array(radio.lines[0...2]).map { String($0.prefix(5)) } == ["( ) S", "(•) M", "( ) L"])
    }

    @Test("a menu picker shows its choice with ▾; Enter opens a list under it where ↓ and Enter choose, and Esc closes")
    func menu() async {
        let host = host(.menu)
        #expect(host.lines[0].hasPrefix("M ▾"))
        host.press(.return)
        await host.advance(by: 0.5)
        // The list's box hangs from the picker's row, its right edge on the picker's.
        #expect(host.lines[1].hasPrefix("╭───╮"))
        #expect(host.lines[2].hasPrefix("│  S│"))
        #expect(host.lines[3].hasPrefix("│✓ M│"))
        host.press(.downArrow)
        host.press(.return)
        await host.advance(by: 0.5)
        #expect(host.lines[0].hasPrefix("L ▾"))
        #expect(host.lines[1].hasPrefix("size L"))
        host.press(.return)
        await host.advance(by: 0.5)
        host.press(.escape)
        await host.advance(by: 0.5)
        #expect(host.lines[1].hasPrefix("size L"), "Esc chose nothing")
        host.press(.leftArrow)
        #expect(host.lines[0].hasPrefix("M ▾"), "←/→ step through without opening")
    }

    @Test("a navigation-link picker pushes a page of its choices; choosing one goes back")
    func navigationLink() async {
        let host = TestHost(NavigationStack { PickerHost(kind: .navigationLink) }, size: Size(width: 14, height: 6))
        host.renderIfNeeded()
        #expect(host.lines[0].hasPrefix("M ›"))
        host.press(.return)
        await host.advance(by: 1)
        #expect(host.lines[0].contains("Size"), "the page is titled by the picker")
        host.press(.end)
        host.press(.return)
        await host.advance(by: 1)
        #expect(host.lines[1].hasPrefix("size L"))
    }
}
