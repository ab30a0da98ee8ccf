@testable import TermCoverCore
import TermCoverTesting
import Testing

/// Repeats and releases as a terminal under the kitty keyboard protocol's
/// flags 1 and 2 sends them (kitty's keyboard protocol page, "Event types":
/// the type after a colon in the modifiers field, 1 press, 2 repeat,
/// 3 release, the modifiers written as 1 when none are held), fed as bytes
/// through the live pacer and decoder, meeting views. Text keys press and
/// repeat as their text; only their release is a `CSI … u`.
@MainActor
@Suite("Kitty keyboard protocol: repeats and releases where views meet them")
struct KeyReleaseRoutingTests {
    /// `bytes` read from the terminal at the clock's time, handed over as the live loop does.
    private func receive(_ test: TestHost, _ bytes: String) {
        test.engine.pacer.feed(Array(bytes.utf8), at: test.clock.now)
        test.engine.input([])
    }

    private final class Log {
        var entries: [String] = []
    }

    private struct Field: View {
        @State var text = ""
        let log: Log
        var body: some View {
            TextField("Name", text: $text)
                .onChange(of: text) { _, new in log.entries.append(new) }
        }
    }

    @Test("typing in a TextField with each key's release gives each letter once, Shift included")
    func typingOnce() {
        let log = Log()
        let test = TestHost(Field(log: log), size: Size(width: 20, height: 2))
        receive(test, "a\u{1B}[97;1:3ub\u{1B}[98;1:3u")
        receive(test, "C\u{1B}[99;2:3u")
        #expect(log.entries.last == "abC")
        #expect(test.lines[0].hasPrefix("abC"))
    }

    @Test("a recording writes each key down once: a release is no keystroke, a repeat is one (the cast's \"i\" events)")
    func recorded() {
        let test = TestHost(Field(log: Log()), size: Size(width: 20, height: 2))
        var records: [InputRecord] = []
        test.engine.host.onInput = { records.append($0) }
        receive(test, "a\u{1B}[97;1:3ub\u{1B}[98;1:3u\u{1B}[D\u{1B}[1;1:2D\u{1B}[1;1:3D")
        // xterm's bytes for each key pressed: a, b, and Left twice (its press and its repeat).
        #expect(records.map(\.data).joined() == "ab\u{1B}[D\u{1B}[D")
    }

    @Test("a held letter repeats as its text and types again; its release types nothing")
    func letterRepeat() {
        let log = Log()
        let test = TestHost(Field(log: log), size: Size(width: 20, height: 2))
        // Press, two repeats (as text, as kitty sends them), a repeat in the CSI u form, the release.
        receive(test, "xxx\u{1B}[120;1:2u\u{1B}[120;1:3u")
        #expect(log.entries.last == "xxxx")
    }

    private struct Buttons: View {
        let log: Log
        var body: some View {
            VStack {
                Button("One") { log.entries.append("one") }
                Button("Two") { log.entries.append("two") }
            }
            .onKeyPress(.character("q")) { log.entries.append("q"); return .handled }
        }
    }

    @Test("a release activates no button, moves no focus, runs no key handler and does not quit")
    func releaseDoesNothing() {
        let log = Log()
        let test = TestHost(Buttons(log: log), size: Size(width: 20, height: 3))
        let focused = test.engine.host.focusedPath
        // Enter, Space, Tab, q and Ctrl-C let go (Enter's release is one some terminals send anyway).
        receive(test, "\u{1B}[13;1:3u\u{1B}[32;1:3u\u{1B}[9;1:3u\u{1B}[113;1:3u\u{1B}[99;5:3u")
        #expect(log.entries.isEmpty)
        #expect(test.engine.host.focusedPath == focused)
        #expect(!test.engine.host.quitRequested)
        // The presses themselves still work.
        receive(test, "\r")
        #expect(log.entries == ["one"])
    }

    private struct Covered: View {
        @State var shown = true
        var body: some View {
            Text("base")
                .fullScreenCover(isPresented: $shown) { Text("cover") }
        }
    }

    @Test("Esc's release dismisses no cover; its press does")
    func escapeRelease() async {
        let test = TestHost(Covered(), size: Size(width: 10, height: 2))
        await test.advance(by: 1)
        #expect(test.lines[0].contains("cover"))
        receive(test, "\u{1B}[27;1:3u")
        await test.advance(by: 1)
        #expect(test.lines[0].contains("cover"))
        receive(test, "\u{1B}[27u")
        await test.advance(by: 1)
        #expect(test.lines[0].contains("base"))
    }

    private struct Arrows: View {
        let log: Log
        let phases: KeyPress.Phases?
        var body: some View {
            if let phases {
                Text("x").onKeyPress(.upArrow, phases: phases) { press in
                    log.entries.append("\(press.phase == .up ? "up" : press.phase == .repeat ? "repeat" : "down")")
                    return .handled
                }
            } else {
                Text("x").onKeyPress(.upArrow) { log.entries.append("default"); return .handled }
            }
        }
    }

    /// A held up arrow: its press, two repeats, its release.
    private let heldUp = "\u{1B}[A\u{1B}[1;1:2A\u{1B}[1;1:2A\u{1B}[1;1:3A"

    @Test("onKeyPress(_:phases: .up) sees the release, with phase .up, and nothing else")
    func upHandler() {
        let log = Log()
        let test = TestHost(Arrows(log: log, phases: .up), size: Size(width: 5, height: 1))
        receive(test, heldUp)
        #expect(log.entries == ["up"])
    }

    @Test("onKeyPress(_:phases: .down) sees the press and not the repeats")
    func downHandler() {
        let log = Log()
        let test = TestHost(Arrows(log: log, phases: .down), size: Size(width: 5, height: 1))
        receive(test, heldUp)
        #expect(log.entries == ["down"])
    }

    @Test("onKeyPress(_:phases: [.down, .repeat, .up]) sees each phase in order")
    func allPhases() {
        let log = Log()
        let test = TestHost(Arrows(log: log, phases: [.down, .repeat, .up]), size: Size(width: 5, height: 1))
        receive(test, heldUp)
        #expect(log.entries == ["down", "repeat", "repeat", "up"])
    }

    @Test("onKeyPress(_:action:) takes key-down and key-repeat events, not the release (Apple's documentation)")
    func defaultPhases() {
        let log = Log()
        let test = TestHost(Arrows(log: log, phases: nil), size: Size(width: 5, height: 1))
        receive(test, heldUp)
        #expect(log.entries == ["default", "default", "default"])
    }

    private struct Rows: View {
        @State var selection: Int? = 0
        var body: some View {
            VStack(alignment: .leading) {
                List(0..<8, id: \.self, selection: $selection) { Text("row \($0)") }
                Text("=\(selection ?? -1)")
            }
        }
    }

    @Test("a held down arrow keeps moving a List's selection, once per press or repeat, and not on the release")
    func heldArrowMoves() {
        let test = TestHost(Rows(), size: Size(width: 12, height: 10))
        receive(test, "\u{1B}[B\u{1B}[1;1:2B\u{1B}[1;1:2B\u{1B}[1;1:3B")
        // Three moves from row 0.
        #expect(test.lines.contains { $0.contains("=3") })
    }
}
