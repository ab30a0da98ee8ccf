import Testing
@testable import TermCoverCore
import TermCoverTesting

/// Keys as a terminal sends them once kitty keyboard flag 1
/// ("disambiguate escape codes") is pushed: `CSI code ; 1+mods u`, with
/// shift 1, alt 2, ctrl 4, super 8 (kitty's keyboard protocol page).
@MainActor
@Suite("Kitty keyboard protocol keys")
struct KittyKeysTests {
    private func decode(_ s: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(s.utf8), at: 0)
    }

    @Test("Esc arrives as CSI 27 u and is a key at once, with no timed wait")
    func escapeAtOnce() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[27u".utf8), at: 0) == [.escape])
        #expect(decoder.pendingDeadline == nil)
    }

    @Test("Ctrl-1 and Ctrl-Shift-A are keys of their own; Ctrl-C stays Ctrl-C")
    func chords() {
        #expect(decode("\u{1B}[49;5u") == [.chord("1", .control)])
        #expect(decode("\u{1B}[97;6u") == [.chord("a", [.control, .shift])])
        #expect(decode("\u{1B}[99;5u") == [.control("c")])
        #expect(decode("\u{1B}[120;3u") == [.chord("x", .option)])
    }

    @Test("Enter, Tab, Shift-Tab and Backspace in the CSI u form; lock modifiers are dropped")
    func functional() {
        #expect(decode("\u{1B}[13u\u{1B}[9u\u{1B}[9;2u\u{1B}[127u") == [.return, .tab, .backTab, .delete])
        // Caps Lock (64) and Num Lock (128) held with Ctrl-C: still Ctrl-C.
        #expect(decode("\u{1B}[99;\(1 + 4 + 64 + 128)u") == [.control("c")])
        // A plain letter, and Shift with it.
        #expect(decode("\u{1B}[97u\u{1B}[97;2u") == [.character("a"), .character("A")])
    }

    @Test("arrows with modifiers stay arrows; the protocol's own Private Use Area keys are dropped")
    func arrowsAndPrivateKeys() {
        #expect(decode("\u{1B}[1;5A\u{1B}[1;2D") == [.upArrow, .leftArrow])
        #expect(decode("\u{1B}[57358u") == [])
        // Sub-parameters (alternate keys) are read past.
        #expect(decode("\u{1B}[97:65;6u") == [.chord("a", [.control, .shift])])
    }

    @Test("chord names read back: ctrl-1, ctrl-shift-a, alt-x")
    func names() {
        for key in [Key.chord("1", .control), .chord("a", [.control, .shift]), .chord("x", .option)] {
            #expect(Key(name: key.description) == key, "\(key.description)")
        }
        #expect(Key.chord("1", .control).description == "ctrl-1")
        #expect(Key.chord("a", [.control, .shift]).description == "ctrl-shift-a")
    }

    struct Shortcuts: View {
        @State var log = ""
        var body: some View {
            VStack {
                Button("One") { log += "1" }.keyboardShortcut("1", modifiers: .control)
                Button("Big A") { log += "A" }.keyboardShortcut("a", modifiers: [.control, .shift])
                Button("Two") { log += "2" }.keyboardShortcut("2")
                Text("[\(log)]")
            }
        }
    }

    @Test("keyboardShortcut(\"1\", modifiers: .control) fires on Ctrl-1, Command shortcuts on Control chords, not on the bare keys")
    func shortcuts() {
        let host = TestHost(Shortcuts(), size: Size(width: 10, height: 4))
        host.press(.character("1"))
        host.press(.control("a"))
        host.press(.chord("1", .control))
        host.press(.chord("a", [.control, .shift]))
        host.press(.chord("2", .control))
        #expect(host.lines[3].contains("[1A2]"))
    }
}

/// Focus reporting (mode 1004): `CSI I` and `CSI O` drive `\.scenePhase`.
@MainActor
@Suite("Focus reports and the scene phase")
struct ScenePhaseTests {
    @Test("CSI I and CSI O are focus events, never keys; with parameters they are not focus reports")
    func decoded() {
        var decoder = KeyDecoder()
        #expect(decoder.feedEvents(Array("\u{1B}[Ox\u{1B}[I".utf8), at: 0) == [.focus(false), .key(.character("x")), .focus(true)])
        var keysOnly = KeyDecoder()
        #expect(keysOnly.feed(Array("\u{1B}[O\u{1B}[I".utf8), at: 0) == [])
        var withParameters = KeyDecoder()
        #expect(withParameters.feedEvents(Array("\u{1B}[1I".utf8), at: 0) == [])
    }

    final class PhaseLog { var text = "" }

    struct Phased: View {
        @Environment(\.scenePhase) var phase
        let log: PhaseLog
        var body: some View {
            Text(phase == .active ? "on" : "off")
                .onChange(of: phase) { _, new in log.text += new == .active ? "A" : "I" }
        }
    }

    @Test("a view reads .active until the terminal reports lost focus; onChange(of: scenePhase) sees each change")
    func phase() {
        let log = PhaseLog()
        let host = TestHost(Phased(log: log), size: Size(width: 10, height: 1))
        #expect(host.lines[0].contains("on"))
        host.sendFocus(false)
        #expect(host.lines[0].contains("off"))
        #expect(log.text == "I")
        host.sendFocus(true)
        #expect(host.lines[0].contains("on"))
        #expect(log.text == "IA")
    }
}
