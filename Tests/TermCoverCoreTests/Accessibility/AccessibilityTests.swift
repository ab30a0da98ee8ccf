@testable import TermCoverCore
import TermCoverTesting
import Testing

private struct SizeReader: View {
    @Environment(\.dynamicTypeSize) var size
    var body: some View { Text("\(size)") }
}

@MainActor
@Suite("Accessibility modifiers keep what a screen reader would read")
struct AccessibilityTests {
    /// Every node's accessibility information under `node`, outermost modifiers folded in.
    private func infos(_ node: LayoutNode) -> [AccessibilityInfo] {
        var found: [AccessibilityInfo] = []
        func walk(_ n: LayoutNode, inside: Bool) {
            if !inside, let info = AccessibilityNode.info(of: n) { found.append(info) }
            for child in n.children { walk(child, inside: n is AccessibilityNode) }
        }
        walk(node, inside: false)
        return found
    }

    @Test("label, hint, value, traits and identifier are kept on the view, each modifier adding its part")
    func kept() {
        let view = Image(systemName: "xmark")
            .accessibilityLabel("Close")
            .accessibilityHint(Text("Closes the sheet"))
            .accessibilityValue("3 items")
            .accessibilityAddTraits([.isButton, .isHeader])
            .accessibilityIdentifier("close")
        let host = TestHost(view, size: Size(width: 4, height: 1))
        let all = host.engine.host.layers.flatMap(infos)
        #expect(all.count == 1)
        let info = all.first
        #expect(info?.label == "Close")
        #expect(info?.hint == "Closes the sheet")
        #expect(info?.value == "3 items")
        #expect(info?.identifier == "close")
        #expect(info?.traits.contains(.isButton) == true && info?.traits.contains(.isHeader) == true)
        #expect(info?.traits.contains(.isLink) == false)
    }

    @Test("actions are kept and run; hidden and child behaviour are recorded; the view draws as before")
    func actions() {
        var ran: [String] = []
        let view = Text("Row")
            .accessibilityElement(children: .combine)
            .accessibilityHidden(true)
            .accessibilityAction { ran.append("default") }
            .accessibilityAction(named: "Flag") { ran.append("flag") }
        let host = TestHost(view, size: Size(width: 3, height: 1))
        #expect(host.lines == ["Row"])
        let info = host.engine.host.layers.flatMap(infos).first
        #expect(info?.hidden == true && info?.children == .combine)
        info?.actions.forEach { $0.run() }
        #expect(ran.sorted() == ["default", "flag"])
        #expect(info?.actions.map(\.kind).contains(AccessibilityActionKind(named: Text("Flag"))) == true)
    }

    @Test("dynamicTypeSize limits the size the views inside read to its range")
    func typeSize() {
        let limited = SizeReader().dynamicTypeSize(...DynamicTypeSize.medium)
        #expect(TestHost(limited, size: Size(width: 6, height: 1)).lines == ["medium"])
        let set = SizeReader().dynamicTypeSize(.xxLarge)
        #expect(TestHost(set, size: Size(width: 7, height: 1)).lines == ["xxLarge"])
        #expect(DynamicTypeSize.accessibility2.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }
}
