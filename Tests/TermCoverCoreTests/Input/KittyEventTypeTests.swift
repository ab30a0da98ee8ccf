import Foundation
@testable import TermCoverCore
import TermCoverTesting
import Testing

/// The kitty keyboard protocol's event types (its page, "Event types" and
/// "Functional key definitions"): the type is a sub-field of the modifiers
/// field, `:1` press (also when absent), `:2` repeat, `:3` release; with no
/// modifiers the field is `1`. Every CSI key form carries it: `CSI code ;
/// mods:type u`, `CSI 1 ; mods:type` + A B C D H F P Q S, `CSI n ; mods:type ~`.
@Suite("Kitty keyboard protocol: event types in every CSI key form")
struct KittyEventTypeTests {
    private func decode(_ s: String) -> [TerminalEvent] {
        var decoder = KeyDecoder()
        return decoder.feedEvents(Array(s.utf8), at: 0)
    }

    /// The three events for `key` from one sequence with `:type` written in.
    private func expectTypes(_ make: (Int) -> String, _ key: Key, _ note: String) {
        #expect(decode(make(1)) == [.key(key)], "\(note) press")
        #expect(decode(make(2)) == [.keyRepeat(key)], "\(note) repeat")
        #expect(decode(make(3)) == [.keyUp(key)], "\(note) release")
    }

    @Test("CSI code ; mods:type u: letters, Esc, Ctrl-C, Enter, Backspace, Ctrl-1 and Alt-x; no type, or no modifiers, is a press")
    func csiU() {
        expectTypes({ "\u{1B}[97;1:\($0)u" }, .character("a"), "a")
        expectTypes({ "\u{1B}[97;2:\($0)u" }, .character("A"), "Shift-a")
        expectTypes({ "\u{1B}[27;1:\($0)u" }, .escape, "Esc")
        expectTypes({ "\u{1B}[99;5:\($0)u" }, .control("c"), "Ctrl-C")
        expectTypes({ "\u{1B}[13;1:\($0)u" }, .return, "Enter")
        expectTypes({ "\u{1B}[127;1:\($0)u" }, .delete, "Backspace")
        expectTypes({ "\u{1B}[49;5:\($0)u" }, .chord("1", .control), "Ctrl-1")
        expectTypes({ "\u{1B}[120;3:\($0)u" }, .chord("x", .option), "Alt-x")
        // Caps Lock (64) held: the type is still read.
        expectTypes({ "\u{1B}[97;65:\($0)u" }, .character("a"), "a with Caps Lock")
        // With the modifiers omitted, or 1 with no type, the key is a press.
        #expect(decode("\u{1B}[97u\u{1B}[97;1u\u{1B}[A\u{1B}[1;1A\u{1B}[5~\u{1B}[5;1~\u{1B}[27u")
                == [.key(.character("a")), .key(.character("a")), .key(.upArrow), .key(.upArrow),
                    .key(.pageUp), .key(.pageUp), .key(.escape)])
    }

    @Test("CSI 1 ; mods:type A B C D H F P Q S: arrows, Home, End, F1, F2, F4, with and without modifiers")
    func legacyLetters() {
        let keys: [(String, Key)] = [("A", .upArrow), ("B", .downArrow), ("C", .rightArrow), ("D", .leftArrow),
                                     ("H", .home), ("F", .end), ("P", .function(1)), ("Q", .function(2)), ("S", .function(4))]
        for (final, key) in keys {
            expectTypes({ "\u{1B}[1;1:\($0)\(final)" }, key, "CSI 1;1:n \(final)")
            expectTypes({ "\u{1B}[1;5:\($0)\(final)" }, key, "Ctrl, CSI 1;5:n \(final)")
        }
    }

    @Test("CSI n ; mods:type ~: Insert, Delete, Page Up, Page Down, Home, End, F5, F12")
    func tilde() {
        let keys: [(Int, Key)] = [(2, .insert), (3, .deleteForward), (5, .pageUp), (6, .pageDown),
                                  (7, .home), (8, .end), (15, .function(5)), (24, .function(12))]
        for (n, key) in keys {
            expectTypes({ "\u{1B}[\(n);1:\($0)~" }, key, "CSI \(n);1:n ~")
            expectTypes({ "\u{1B}[\(n);3:\($0)~" }, key, "Alt, CSI \(n);3:n ~")
        }
    }

    @Test("feed returns presses and repeats as keys and leaves releases out")
    func feedKeys() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("a\u{1B}[97;1:3u\u{1B}[1;1:2B\u{1B}[1;1:3B".utf8), at: 0) == [.character("a"), .downArrow])
    }

    @Test("a release split across reads at the colon is finished, not typed")
    func split() {
        var decoder = KeyDecoder()
        #expect(decoder.feedEvents(Array("\u{1B}[97;1:".utf8), at: 0).isEmpty)
        #expect(decoder.feedEvents(Array("3u".utf8), at: 0.01) == [.keyUp(.character("a"))])
    }

    @Test("releases ride along with the key before them: a typed run with releases is one hand-over that waits for no frame")
    func pacerRidesAlong() {
        var pacer = KeyPacer()
        pacer.feed(Array("ab\u{1B}[97;1:3u\u{1B}[98;1:3uc\u{1B}[99;1:3u\u{1B}[A\u{1B}[1;1:3A".utf8), at: 0)
        #expect(pacer.waitingInputs == 4)
        let first = pacer.handOver(frameDue: false, timedOut: false)
        #expect(first == [.key(.character("a")), .key(.character("b")), .keyUp(.character("a")), .keyUp(.character("b")),
                          .key(.character("c")), .keyUp(.character("c"))])
        // The arrow waits for the frame showing the text (a key, held as before), then goes with its release.
        #expect(pacer.handOver(frameDue: true, timedOut: false) == nil)
        pacer.frameDrawn()
        #expect(pacer.handOver(frameDue: true, timedOut: false) == [.key(.upArrow), .keyUp(.upArrow)])
        #expect(pacer.isEmpty && pacer.waitingInputs == 0)
    }

    @Test("releases never count as keys for the flood bounds; past 4,096 waiting, new releases are dropped")
    func releaseFlood() {
        var pacer = KeyPacer()
        pacer.add(Array(repeating: .keyUp(.upArrow), count: KeyPacer.capacity + 10))
        #expect(pacer.waitingInputs == 0)
        #expect(pacer.dropped == 10)
        // A held arrow's repeats are cursor moves: dropped in a flood as its presses are.
        var flood = KeyPacer()
        flood.add([.key(.character("x"))] + Array(repeating: .keyRepeat(.downArrow), count: KeyPacer.repeatBound + 5))
        // 32 other keys may wait (`repeatBound`); the 5 repeats beyond them are dropped.
        #expect(flood.dropped == 5)
    }
}

/// SwiftUI's `onKeyPress` overloads that take `phases:` (Apple's
/// documentation: `onKeyPress(phases:action:)`, `onKeyPress(keys:phases:action:)`
/// and `onKeyPress(characters:phases:action:)` default to `[.down, .repeat]`;
/// `onKeyPress(_:phases:action:)` has no default).
@MainActor
@Suite("onKeyPress with phases")
struct OnKeyPressPhasesTests {
    private final class Log {
        var entries: [String] = []
    }

    private static func name(_ press: KeyPress) -> String {
        let phase = press.phase == .up ? "up" : press.phase == .repeat ? "repeat" : "down"
        return "\(press.key) \(phase)"
    }

    private struct Handlers: View {
        let log: Log
        let which: Int
        var body: some View {
            switch which {
            case 0: Text("x").onKeyPress { log.entries.append(OnKeyPressPhasesTests.name($0)); return .handled }
            case 1: Text("x").onKeyPress(phases: .all) { log.entries.append(OnKeyPressPhasesTests.name($0)); return .handled }
            case 2: Text("x").onKeyPress(keys: [.upArrow], phases: .up) { log.entries.append(OnKeyPressPhasesTests.name($0)); return .handled }
            case 3: Text("x").onKeyPress(keys: [.upArrow]) { log.entries.append(OnKeyPressPhasesTests.name($0)); return .handled }
            case 4: Text("x").onKeyPress(characters: .letters, phases: .up) { log.entries.append(OnKeyPressPhasesTests.name($0)); return .handled }
            default: Text("x").onKeyPress(characters: .letters) { log.entries.append(OnKeyPressPhasesTests.name($0)); return .handled }
            }
        }
    }

    private func run(_ which: Int, _ events: [TerminalEvent]) -> [String] {
        let log = Log()
        let test = TestHost(Handlers(log: log, which: which), size: Size(width: 5, height: 1))
        test.engine.input(events)
        return log.entries
    }

    private let held: [TerminalEvent] = [.key(.upArrow), .keyRepeat(.upArrow), .keyUp(.upArrow)]
    private let letter: [TerminalEvent] = [.key(.character("a")), .keyRepeat(.character("a")), .keyUp(.character("a"))]

    @Test("onKeyPress(phases:action:) defaults to down and repeat; .all adds the release")
    func anyKey() {
        #expect(run(0, held) == ["up down", "up repeat"])
        #expect(run(1, held) == ["up down", "up repeat", "up up"])
    }

    @Test("onKeyPress(keys:phases:action:): .up sees only the release; the default sees down and repeat")
    func keys() {
        #expect(run(2, held) == ["up up"])
        #expect(run(3, held) == ["up down", "up repeat"])
    }

    @Test("onKeyPress(characters:phases:action:): .up sees a letter's release; the default sees down and repeat")
    func characters() {
        #expect(run(4, letter) == ["a up"])
        #expect(run(5, letter) == ["a down", "a repeat"])
    }
}
