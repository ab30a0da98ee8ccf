import Testing
import TermCoverTesting
@testable import TermCoverCore

@MainActor
@Suite("Screen-reader mode: the cursor on the focused control, its label on the status line, motion reduced")
struct ScreenReaderModeTests {
    struct Form: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Files")
                Button("Save") {}
                Button("Del") {}.accessibilityLabel("Delete all files")
            }
            .frame(width: 160, height: 48, alignment: .topLeading)
        }
    }

    private func host() -> TestHost {
        let host = TestHost(Form(), size: Size(width: 20, height: 4))
        host.engine.host.screenReaderMode = true
        host.renderIfNeeded()
        return host
    }

    @Test("the views are laid out above a status line that names the focused control, and the cursor is on it")
    func statusLineAndCursor() {
        let host = host()
        // Rows 0-2 hold the form (one row short of the screen); row 3 is the status line.
        #expect(host.lines == ["Files               ", "Save                ", "Del                 ", "Save                "])
        #expect(host.engine.host.announcement == "Save")
        #expect(host.engine.host.cursor == Point(x: 0, y: 1))
    }

    @Test("a focus change writes the new control's accessibilityLabel and moves the cursor there")
    func focusChange() {
        let host = host()
        host.press(.tab)
        host.renderIfNeeded()
        #expect(host.engine.host.announcement == "Delete all files")
        #expect(host.lines[3] == "Delete all files    ")
        #expect(host.engine.host.cursor == Point(x: 0, y: 2))
    }

    @Test("off, the screen is the views' alone and no cursor is shown")
    func off() {
        let host = TestHost(Form(), size: Size(width: 20, height: 4))
        #expect(host.lines[3] == "                    ")
        #expect(host.engine.host.cursor == nil)
    }

    struct Reader: View {
        @Environment(\.accessibilityReduceMotion) var reduce
        @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
        var body: some View { Text("\(reduce ? "reduce" : "move") \(voiceOver ? "voice" : "quiet")") }
    }

    @Test("\\.accessibilityReduceMotion and \\.accessibilityVoiceOverEnabled are true in the mode and false without it")
    func environment() {
        let plain = TestHost(Reader(), size: Size(width: 20, height: 2))
        #expect(plain.lines[0].contains("move quiet"))
        let reading = TestHost(Reader(), size: Size(width: 20, height: 2))
        reading.engine.host.screenReaderMode = true
        reading.renderIfNeeded()
        #expect(reading.lines[0].contains("reduce voice"))
    }

    struct Mover: View {
        @State var shown = false
        var body: some View {
            HStack(spacing: 0) {
                if shown { Text("ABCD").transition(.move(edge: .trailing)) }
                Spacer()
            }
            .frame(width: 160, height: 16)
            .onKeyPress(.character("t")) { withAnimation(.linear(duration: 1)) { shown.toggle() }; return .handled }
        }
    }

    @Test("a moving transition becomes a cross-fade: half-way the text is where it ends, not on its way in")
    func crossFade() async {
        let moving = TestHost(Mover(), size: Size(width: 20, height: 2))
        moving.press(.character("t"))
        await moving.advance(by: 0.5)
        #expect(!moving.lines[0].hasPrefix("ABCD"), "\(moving.lines)")
        let reading = TestHost(Mover(), size: Size(width: 20, height: 2))
        reading.engine.host.screenReaderMode = true
        reading.renderIfNeeded()
        reading.press(.character("t"))
        await reading.advance(by: 0.5)
        #expect(reading.lines[0].hasPrefix("ABCD"), "\(reading.lines)")
    }

    @Test("TERMCOVER_SCREEN_READER=1 or --screen-reader asks for the mode; nothing else does")
    func request() {
        #expect(ScreenReaderMode.isRequested(environment: ["TERMCOVER_SCREEN_READER": "1"], arguments: ["app"]))
        #expect(ScreenReaderMode.isRequested(environment: [:], arguments: ["app", "--screen-reader"]))
        #expect(!ScreenReaderMode.isRequested(environment: ["TERMCOVER_SCREEN_READER": "0"], arguments: ["app"]))
        #expect(!ScreenReaderMode.isRequested(environment: [:], arguments: ["--screen-reader"]))
    }
}
