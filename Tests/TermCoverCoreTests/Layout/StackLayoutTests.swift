import Testing
import TermCoverTesting

@MainActor
@Suite("Stacks lay out their children as SwiftUI does")
struct StackLayoutTests {
    @Test("A VStack centers narrower rows and stacks them with no spacing")
    func vstackCentersRows() {
        let host = TestHost(VStack { Text("abc"); Text("a") }, size: Size(width: 7, height: 4))
        host.expectScreen([
            "       ",
            "  abc  ",
            "   a   ",
            "       ",
        ])
    }

    @Test("A VStack with leading alignment and spacing 1 puts a blank row between children")
    func vstackLeadingSpacing() {
        let host = TestHost(VStack(alignment: .leading, spacing: 16) { Text("abc"); Text("a") }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: Size(width: 5, height: 4))
        host.expectScreen(["abc  ", "     ", "a    ", "     "])
    }

    @Test("An HStack puts one column between children by default")
    func hstackSpacing() {
        let host = TestHost(HStack { Text("ab"); Text("cd") }, size: Size(width: 7, height: 1))
        host.expectScreen([" ab cd "])
    }

    @Test("A Spacer pushes its neighbours to the edges")
    func spacerPushes() {
        let host = TestHost(HStack(spacing: 0) { Text("L"); Spacer(); Text("R") }, size: Size(width: 6, height: 1))
        host.expectScreen(["L    R"])
    }

    @Test("Flexible children share what the fixed ones leave, least flexible first")
    func flexibleShare() {
        // 12 columns: the fixed 2-column frame takes 2; the two colors share 10 as 5 and 5.
        let host = TestHost(HStack(spacing: 0) {
            Color.red.frame(width: 16)
            Text("xxxxxxxxxxxxxxxx").lineLimit(1)
            Color.blue
        }, size: Size(width: 12, height: 1))
        host.expectScreen(["  xxxx…     "])
        #expect(host.screen[0, 0].style.background == .red)
        #expect(host.screen[7, 0].style.background == .blue)
        #expect(host.screen[6, 0].style.background == .primary)
    }

    @Test("Nested stacks with padding and a border draw a box around their content")
    func nestedWithBorder() {
        let view = VStack(spacing: 0) {
            HStack { Text("a"); Text("b") }
            Text("cde")
        }
        .padding(.cells(1))
        .border()
        let host = TestHost(view, size: Size(width: 9, height: 6))
        // As in SwiftUI the border lies on the view's own outer cells: the
        // padding keeps the content clear of the stack's edge, not of the line.
        host.expectScreen([
            "         ",
            "  ┌───┐  ",
            "  │a b│  ",
            "  │cde│  ",
            "  └───┘  ",
            "         ",
        ])
    }

    @Test("A ZStack aligns children inside the largest")
    func zstackAlignment() {
        let host = TestHost(ZStack(alignment: .bottomTrailing) {
            Text("....\n....\n....")
            Text("x")
        }, size: Size(width: 4, height: 3))
        host.expectScreen(["....", "....", "...x"])
    }

    @Test("frame(width:height:alignment:) fixes the size and aligns inside it")
    func fixedFrame() {
        let host = TestHost(Text("ab").frame(width: 48, height: 48, alignment: .bottomTrailing).border(),
                            size: Size(width: 8, height: 3))
        // The border is drawn over the view's outermost cells, as SwiftUI's is.
        host.expectScreen([" ┌────┐ ", " │    │ ", " └────┘ "])
        let bare = TestHost(Text("ab").frame(width: 48, height: 48, alignment: .bottomTrailing), size: Size(width: 6, height: 3))
        #expect(bare.lines == ["      ", "      ", "    ab"])
    }

    @Test("frame(maxWidth: .infinity) takes all the width it is offered")
    func flexibleFrame() {
        let host = TestHost(VStack(spacing: 0) { Text("x").frame(maxWidth: .infinity, alignment: .trailing); Text("y") },
                            size: Size(width: 5, height: 2))
        host.expectScreen(["    x", "  y  "])
    }

    @Test("A Divider spans a VStack's width and an HStack's height")
    func dividers() {
        let host = TestHost(VStack(spacing: 0) {
            Text("abc")
            Divider()
            HStack(spacing: 0) { Text("a\nb"); Divider(); Text("c") }
        }, size: Size(width: 3, height: 4))
        host.expectScreen(["abc", "───", "a│c", "b│ "])
    }

    @Test("background and overlay take the size of the view they decorate")
    func backgroundOverlay() {
        let host = TestHost(Text("abc").padding(.horizontal, 8).background(Color.blue).overlay(alignment: .trailing) { Text("!") },
                            size: Size(width: 7, height: 1))
        host.expectScreen(["  abc! "])
        #expect(host.screen[1, 0].style.background == .blue)
        #expect(host.screen[5, 0].style.background == .blue)
        #expect(host.screen[6, 0].style.background == .primary)
    }

    @Test("A child with a higher layoutPriority is offered all the space but the others' minimums")
    func layoutPriority() {
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            Text("top")
            VStack(alignment: .leading, spacing: 0) { ForEach(0..<5) { Text("row \($0)") } }
                .layoutPriority(1)
            Spacer()
            Text("end")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: Size(width: 5, height: 9))
        // An equal share (9 / 4 = 2 rows) would cut the rows off after "row 1".
        host.expectScreen(["top  ", "row 0", "row 1", "row 2", "row 3", "row 4", "     ", "     ", "end  "])
    }
}
