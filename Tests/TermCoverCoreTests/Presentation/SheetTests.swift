@testable import TermCoverCore
import TermCoverTesting
import Testing

/// A presenter of `ModalBaseRows` with a sheet: "p" presents it with
/// `modalSlide`; "x" on the base is logged, so a test can see where keys go.
private struct SheetPresenter<Content: View>: View {
    let log: EventLog
    var rows = 10
    let content: @MainActor () -> Content
    @State private var show = false

    var body: some View {
        ModalBaseRows(count: rows)
            .onKeyPress(.character("p")) { withAnimation(modalSlide) { show = true }; return .handled }
            .onKeyPress(.character("x")) { log.add("base x"); return .handled }
            .sheet(isPresented: $show, onDismiss: { log.add("onDismiss") }) { content() }
    }
}

/// Dismisses the sheet it is in with `@Environment(\.dismiss)` on "d".
private struct DismissingSheet: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        SheetRows(count: 4).onKeyPress(.character("d")) { dismiss(); return .handled }
    }
}

private let width = 20, height = 10
private let base = modalBase(width: width, height: height)
private func sheetRow(_ n: Int) -> String { centered("sheet\(n)", in: width) }
/// The sheet's top edge, a row of its detent: a rounded rule across the 20 columns.
private let edge = "╭──────────────────╮"
/// The edge with the drag indicator in its middle: 18 inner cells, 5 of grabber, 6 of rule before and 7 after.
private let grabberEdge = "╭──────━━━━━───────╮"

@MainActor
@Suite("sheet(isPresented:) and sheet(item:) with presentationDetents")
struct SheetTests {
    private func host<C: View>(_ log: EventLog, colorSupport: ColorSupport = .palette256,
                               @ViewBuilder content: @escaping @MainActor () -> C) -> TestHost {
        TestHost(SheetPresenter(log: log, content: content), size: Size(width: width, height: height), fps: modalFPS,
                 colorSupport: colorSupport)
    }

    @Test("A sheet at .medium on a 20x10 screen slides up from the bottom edge and rests covering the bottom 5 rows")
    func mediumSlidesUpToHalfTheScreen() async {
        let log = EventLog()
        let host = host(log) { SheetRows(count: 4).presentationDetents([.medium]) }
        host.press(.character("p"))
        #expect(host.lines == base, "the slide starts below the screen")
        await host.advance(by: 4 * modalFrame)
        #expect(host.lines == Array(base[0..<8]) + [edge, sheetRow(0)])
        await host.advance(by: 6 * modalFrame)
        #expect(host.lines == Array(base[0..<5]) + [edge] + (0..<4).map(sheetRow))
        #expect(host.coverPhases == [.presented])
    }

    @Test("The presenter dims under the sheet, keeping its glyphs, and is exactly itself again once the sheet has gone")
    func presenterDimsAndComesBackWithoutAfterimage() async {
        let log = EventLog()
        let host = host(log, colorSupport: .trueColor) { SheetRows(count: 4).presentationDetents([.medium]) }
        let before = host.screen
        #expect(before[0, 0].style.background.kind == .terminalDefault)
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        #expect(host.screen.row(at: 0) == base[0], "the dim keeps the presenter's glyphs")
        #expect(host.screen[0, 0].style.background.kind != .terminalDefault, "the presenter is dimmed")
        host.press(.escape)
        await host.advance(by: 10 * modalFrame)
        #expect(host.screen == before)
        #expect(host.terminalMatches)
    }

    @Test("With no presentationDetents a sheet rests at .large: the whole screen but the presenter's top row")
    func defaultDetentIsLarge() async {
        let log = EventLog()
        let host = host(log) { SheetRows(count: 8) }
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        #expect(host.lines == [base[0], edge] + (0..<8).map(sheetRow))
    }

    @Test(".fraction(0.3) rests 3 rows tall and .height(64) 4 rows tall on a 10-row screen")
    func fractionAndHeightDetents() async {
        let log = EventLog()
        let fraction = host(log) { SheetRows(count: 2).presentationDetents([.fraction(0.3)]) }
        fraction.press(.character("p"))
        await fraction.advance(by: 10 * modalFrame)
        #expect(fraction.lines == Array(base[0..<7]) + [edge] + (0..<2).map(sheetRow))
        let fixed = host(log) { SheetRows(count: 3).presentationDetents([.height(64)]) }
        fixed.press(.character("p"))
        await fixed.advance(by: 10 * modalFrame)
        #expect(fixed.lines == Array(base[0..<6]) + [edge] + (0..<3).map(sheetRow))
    }

    @Test("With [.medium, .large] the sheet opens at .medium with a grabber row; PageUp takes it to .large, PageDown back")
    func severalDetentsOpenAtTheSmallestAndMoveWithPageKeys() async {
        let log = EventLog()
        let host = host(log) { SheetRows(count: 4).presentationDetents([.large, .medium]) }
        let grabber = grabberEdge
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        #expect(host.lines == Array(base[0..<5]) + [grabber] + (0..<4).map(sheetRow))
        host.press(.pageUp)
        await host.advance(by: 2)
        // Nine rows: the grabber, then the four content rows centered in the other eight.
        let blank = String(repeating: " ", count: width)
        #expect(host.lines == [base[0], grabber, blank, blank] + (0..<4).map(sheetRow) + [blank, blank])
        host.press(.pageUp)
        await host.advance(by: 2)
        #expect(host.lines[0] == base[0], "no detent above .large")
        host.press(.pageDown)
        await host.advance(by: 2)
        #expect(host.lines == Array(base[0..<5]) + [grabber] + (0..<4).map(sheetRow))
    }

    @Test("presentationDragIndicator(.visible) draws the grabber row even with one detent")
    func visibleDragIndicator() async {
        let log = EventLog()
        let host = host(log) { SheetRows(count: 4).presentationDetents([.medium]).presentationDragIndicator(.visible) }
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        #expect(host.lines == Array(base[0..<5]) + [grabberEdge] + (0..<4).map(sheetRow))
    }

    @Test("presentationBackground inside a sheet colors the sheet's panel; the presenter above it still only dims")
    func presentationBackgroundColorsThePanel() async {
        let log = EventLog()
        let host = host(log, colorSupport: .trueColor) {
            SheetRows(count: 4).presentationDetents([.medium]).presentationBackground(.blue)
        }
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        #expect(host.lines == Array(base[0..<5]) + [edge] + (0..<4).map(sheetRow))
        #expect(host.screen[0, 5].style.background == .blue)
        #expect(host.screen[19, 9].style.background == .blue)
        #expect(host.screen[0, 4].style.background != .blue)
        #expect(host.screen.row(at: 4) == base[4])
    }

    @Test("With reduced motion the sheet cross-fades where it rests instead of sliding: glyphs of either side show mid-fade")
    func reducedMotionFades() async {
        let log = EventLog()
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = true
        let host = TestHost(SheetPresenter(log: log) { SheetRows(count: 4).presentationDetents([.medium]) },
                            size: Size(width: width, height: height), fps: modalFPS, environment: environment)
        host.press(.character("p"))
        #expect(host.lines == base)
        await host.advance(by: 4 * modalFrame)
        // A glyph in one layer only stays: the base's text on the left, the sheet's in the middle.
        // Where neither layer has a glyph the fade is a veil of shade glyphs (256 colors).
        let unveiled = { (line: String) in String(line.map { "░▒▓".contains($0) ? " " : $0 }) }
        #expect(unveiled(host.lines[6]) == padded("base 6 sheet0", to: width))
        #expect(unveiled(host.lines[9]) == padded("base 9 sheet3", to: width))
        await host.advance(by: 6 * modalFrame)
        #expect(host.lines == Array(base[0..<5]) + [edge] + (0..<4).map(sheetRow))
    }

    @Test("presentationDetents(_:selection:) opens at the bound detent, and PageDown writes the binding")
    func selectionBinding() async {
        struct Bound: View {
            @State private var show = false
            @State var detent = PresentationDetent.large
            let log: EventLog
            var body: some View {
                ModalBaseRows(count: 10)
                    .onKeyPress(.character("p")) { withAnimation(modalSlide) { show = true }; return .handled }
                    .sheet(isPresented: $show) {
                        SheetRows(count: 4)
                            .presentationDetents([.medium, .large], selection: $detent)
                            .presentationDragIndicator(.hidden)
                            .onChange(of: detent) { _, new in log.add(new == .medium ? "medium" : "large") }
                    }
            }
        }
        let log = EventLog()
        let host = TestHost(Bound(log: log), size: Size(width: width, height: height), fps: modalFPS)
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        let blank = String(repeating: " ", count: width)
        #expect(host.lines == [base[0], edge, blank, blank] + (0..<4).map(sheetRow) + [blank, blank],
                "nine rows: the edge without a grabber, and the content centered in the other eight")
        host.press(.pageDown)
        await host.advance(by: 2)
        #expect(log.events == ["medium"])
        #expect(host.lines == Array(base[0..<5]) + [edge] + (0..<4).map(sheetRow))
    }

    @Test("Esc dismisses the sheet: it slides back down, and onDismiss runs once, after the removal")
    func escapeDismisses() async {
        let log = EventLog()
        let host = host(log) { SheetRows(count: 4).presentationDetents([.medium]) }
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        host.press(.escape)
        #expect(host.coverPhases == [.dismissing])
        // 0.4 of the way down: the presenter's top rows are back, and the panel's edge and first row still show.
        await host.advance(by: 4 * modalFrame)
        #expect(Array(host.lines[0..<7]) == Array(base[0..<7]))
        #expect(host.lines.contains(edge) && host.lines.contains(sheetRow(0)))
        await host.advance(by: 5 * modalFrame)
        #expect(log.events == [])
        await host.advance(by: modalFrame)
        #expect(host.lines == base)
        #expect(log.events == ["onDismiss"])
        #expect(host.coverPhases == [])
    }

    @Test("interactiveDismissDisabled() inside the sheet keeps Esc from dismissing it")
    func interactiveDismissDisabled() async {
        let log = EventLog()
        let host = host(log) { SheetRows(count: 4).presentationDetents([.medium]).interactiveDismissDisabled() }
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        host.press(.escape)
        await host.advance(by: 2)
        #expect(host.coverPhases == [.presented])
        #expect(host.lines == Array(base[0..<5]) + [edge] + (0..<4).map(sheetRow))
    }

    @Test("PageDown at the smallest detent dismisses the sheet, as dragging it down does; not when dismissing by hand is disabled")
    func pageDownAtTheSmallestDetentDismisses() async {
        let log = EventLog()
        let host = host(log) { SheetRows(count: 4).presentationDetents([.medium]) }
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        host.press(.pageDown)
        #expect(host.coverPhases == [.dismissing])
        await host.advance(by: 10 * modalFrame)
        #expect(host.lines == base)
        #expect(log.events == ["onDismiss"])

        let kept = self.host(EventLog()) { SheetRows(count: 4).presentationDetents([.medium]).interactiveDismissDisabled() }
        kept.press(.character("p"))
        await kept.advance(by: 10 * modalFrame)
        kept.press(.pageDown)
        await kept.advance(by: 1)
        #expect(kept.coverPhases == [.presented])
    }

    @Test("@Environment(\\.dismiss) inside a sheet dismisses it, as inside a cover")
    func environmentDismiss() async {
        let log = EventLog()
        let host = host(log) { DismissingSheet().presentationDetents([.medium]) }
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        host.press(.character("d"))
        #expect(host.coverPhases == [.dismissing])
        await host.advance(by: 10 * modalFrame)
        #expect(host.lines == base)
        #expect(log.events == ["onDismiss"])
    }

    @Test("The sheet on top takes the keys: the presenter's handlers get none while it is shown")
    func sheetTakesTheKeys() async {
        let log = EventLog()
        let host = host(log) { SheetRows(count: 4).presentationDetents([.medium]) }
        host.press(.character("x"))
        #expect(log.events == ["base x"])
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        host.press(.character("x"))
        #expect(log.events == ["base x"])
    }

    @Test("sheet(item:): a new identity dismisses the old sheet, runs onDismiss, then presents the new one")
    func itemSheetReplacement() async {
        struct Labelled: Identifiable { let id: Int }
        struct ItemSheets: View {
            let log: EventLog
            @State private var item: Labelled?
            var body: some View {
                keys(ModalBaseRows(count: 10))
                    .sheet(item: $item, onDismiss: { log.add("onDismiss") }) { item in
                        keys(Text("item \(item.id)").presentationDetents([.height(32)]))
                    }
            }
            func keys<V: View>(_ view: V) -> some View {
                view
                    .onKeyPress(.character("a")) { withAnimation(modalSlide) { item = Labelled(id: 1) }; return .handled }
                    .onKeyPress(.character("b")) { withAnimation(modalSlide) { item = Labelled(id: 2) }; return .handled }
            }
        }
        let log = EventLog()
        let host = TestHost(ItemSheets(log: log), size: Size(width: width, height: height), fps: modalFPS)
        // A two-row sheet: its edge, then its one row of text.
        host.press(.character("a"))
        await host.advance(by: 10 * modalFrame)
        #expect(host.lines == Array(base[0..<8]) + [edge, centered("item 1", in: width)])
        host.press(.character("b"))
        await host.advance(by: 10 * modalFrame)
        #expect(host.lines == base)
        #expect(log.events == ["onDismiss"])
        await host.advance(by: 10 * modalFrame)
        #expect(host.lines == Array(base[0..<8]) + [edge, centered("item 2", in: width)])
    }
}

/// A sheet at .medium whose content is taller than half the screen.
private struct TallSheet: View {
    @State var shows = true
    let log: EventLog
    var body: some View {
        Text("base")
            .sheet(isPresented: $shows) {
                VStack(spacing: 0) {
                    ForEach(0..<8, id: \.self) { Text("line \($0)") }
                    Button("Last") { log.add("last") }
                }
                .presentationDetents([.medium])
            }
    }
}

@MainActor
@Suite("sheet content taller than its detent")
struct TallSheetTests {
    @Test("a .medium sheet whose content is taller than its half scrolls: its last control is brought into view and works")
    func scrollsToTheLastControl() async {
        let log = EventLog()
        let host = TestHost(TallSheet(log: log), size: Size(width: 20, height: 10), fps: 30)
        await host.advance(by: 1)
        // 9 rows in a 5-row sheet: focused, the button is scrolled into view, and the first lines out of it.
        #expect(host.lines.contains { $0.contains("Last") })
        #expect(!host.lines.contains { $0.contains("line 0") })
        host.press(.return)
        #expect(log.events == ["last"])
        host.press(.home)
        host.renderIfNeeded()
        #expect(host.lines.contains { $0.contains("line 0") }, "Home scrolls back to the top")
    }

    @Test("presentationSizing(.fitted) makes the sheet as tall as its content")
    func fitted() async {
        struct Fitted: View {
            @State var shows = true
            var body: some View {
                Text("base").sheet(isPresented: $shows) {
                    VStack(spacing: 0) { Text("a"); Text("b"); Text("c") }.presentationSizing(.fitted)
                }
            }
        }
        let host = TestHost(Fitted(), size: Size(width: 10, height: 10), fps: 30)
        await host.advance(by: 1)
        #expect(Array(host.lines[7...9]).map { $0.trimmingCharacters(in: .whitespaces) } == ["a", "b", "c"])
        #expect(host.lines[6].trimmingCharacters(in: .whitespaces) != "a")
    }

    @Test("PageUp and PageDown move a sheet with detents between them even while a ScrollView inside it has focus")
    func pageKeysMoveDetentsOverAFocusedScrollView() async {
        struct Notes: View {
            @State var shows = true
            var body: some View {
                Text("base").sheet(isPresented: $shows) {
                    ScrollView {
                        VStack(spacing: 0) {
                            Button("Top") {}
                            ForEach(0..<30, id: \.self) { Text("note \($0)") }
                        }
                    }
                    .presentationDetents([.medium, .large])
                }
            }
        }
        let host = TestHost(Notes(), size: Size(width: 20, height: 10), fps: 30)
        await host.advance(by: 1)
        #expect(host.lines[5] == grabberEdge, "at .medium: the bottom five rows, the edge first")
        #expect(host.lines[6].contains("Top"), "the button in the scroll view has focus")
        host.press(.pageUp)
        await host.advance(by: 1)
        #expect(host.lines[1] == grabberEdge, "PageUp took the sheet to .large instead of scrolling the notes")
        #expect(host.lines[2].contains("Top"), "the notes did not scroll")
        host.press(.pageDown)
        await host.advance(by: 1)
        #expect(host.lines[5] == grabberEdge, "PageDown took it back to .medium")
    }

    @Test("a ScrollView in a sheet with one detent keeps PageDown for itself")
    func pageKeysScrollInASheetWithOneDetent() async {
        struct Notes: View {
            @State var shows = true
            var body: some View {
                Text("base").sheet(isPresented: $shows) {
                    ScrollView {
                        VStack(spacing: 0) {
                            Button("Top") {}
                            ForEach(0..<30, id: \.self) { Text("note \($0)") }
                        }
                    }
                }
            }
        }
        let host = TestHost(Notes(), size: Size(width: 20, height: 10), fps: 30)
        await host.advance(by: 1)
        #expect(host.lines[2].contains("Top"))
        host.press(.pageDown)
        await host.advance(by: 1)
        #expect(host.coverPhases == [.presented], "PageDown scrolled rather than dismissing")
        #expect(!host.lines.contains { $0.contains("Top") }, "the notes scrolled by a page")
    }

    @Test("a sheet's surface on a dark terminal is its background lifted a ninth of the way to its text, as iOS lifts a dark sheet; on a light one it is the terminal's own")
    func surfaceIsLiftedOnDarkTerminals() async {
        struct Plain: View {
            @State var shows = true
            var body: some View { Text("base").sheet(isPresented: $shows) { Text("content") } }
        }
        let dark = TerminalColors(foreground: .init(229, 229, 229), background: .init(0, 0, 0))
        await TerminalColors.$current.withValue(dark) {
            let host = TestHost(Plain(), size: Size(width: 20, height: 10), fps: 30, colorSupport: .trueColor)
            await host.advance(by: 1)
            // 229 / 9 = 25.4: the surface is (25, 25, 25), a step of the 256-color gray ramp (234 is 28) above black.
            #expect(host.screen[3, 5].style.background == Color(.rgb(25, 25, 25)))
        }
        await TerminalColors.$current.withValue(.light) {
            let host = TestHost(Plain(), size: Size(width: 20, height: 10), fps: 30, colorSupport: .trueColor)
            await host.advance(by: 1)
            #expect(host.screen[3, 5].style.background.kind == .terminalDefault)
        }
    }
}
