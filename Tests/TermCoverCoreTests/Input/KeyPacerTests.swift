import Testing
@testable import TermCoverCore

/// Hands over everything waiting to an idle caller (no frame due), one call at a time.
private func drain(_ pacer: inout KeyPacer) -> [TerminalEvent] {
    var all: [TerminalEvent] = []
    while let events = pacer.handOver(frameDue: false, timedOut: false), !events.isEmpty { all += events }
    return all
}

@Suite("KeyPacer")
struct KeyPacerTests {
    @Test("Ctrl-C typed behind a 100,000-key flood is handed over first, even while keys are held for a frame")
    func controlCBehindAFlood() {
        var pacer = KeyPacer()
        let letters = Array("abcdefghijklmnopqrstuvwxyz".utf8)
        pacer.feed((0..<100_000).map { letters[$0 % 26] }, at: 0)
        // One run of typed text is handed over; the rest wait for its frame.
        let run = pacer.handOver(frameDue: true, timedOut: false)
        #expect(run?.count == KeyPacer.typedRun && run?.first == .key(.character("a")))
        #expect(pacer.handOver(frameDue: true, timedOut: false) == nil)
        pacer.feed([0x03], at: 0.001)
        #expect(pacer.handOver(frameDue: true, timedOut: false) == [.key(.control("c"))])
    }

    @Test("past 4,096 waiting keys that are not text a flood is dropped, in order: the first 4,096 are kept, and dropped ones are counted")
    func capacity() {
        var pacer = KeyPacer()
        // Tab, Enter and Backspace: keys, not typed text, and no cursor keys.
        let keys: [(UInt8, Key)] = [(0x09, .tab), (0x0D, .return), (0x7F, .delete)]
        let flood = (0..<10_000).map { keys[$0 % 3] }
        pacer.feed(flood.map(\.0), at: 0)
        #expect(pacer.waitingInputs == 4096)
        #expect(pacer.dropped == 10_000 - 4096)
        #expect(drain(&pacer) == flood.prefix(4096).map { .key($0.1) })
    }

    @Test("typed text is never dropped: 100,000 characters with doubled letters, after 500 keys already wait, all come out in order")
    func typedTextIsKept() {
        var pacer = KeyPacer()
        pacer.feed(Array(repeating: 0x09, count: 500), at: 0)
        let text = String(repeating: "committee balloon coffee ", count: 4000)
        pacer.feed(Array(text.utf8), at: 0)
        #expect(pacer.dropped == 0)
        let got = drain(&pacer)
        #expect(got.prefix(500).allSatisfy { $0 == .key(.tab) })
        #expect(String(got.dropFirst(500).compactMap { if case .key(.character(let c)) = $0 { c } else { nil } }) == text)
    }

    @Test("typed characters waiting one after another are one hand-over: 1,000 of them in one call, in order, with the key after them next")
    func typedRuns() {
        var pacer = KeyPacer()
        let text = String(repeating: "aabbccddee", count: 100)
        pacer.feed(Array((text + "\r").utf8), at: 0)
        #expect(pacer.handOver(frameDue: false, timedOut: false) == text.map { .key(.character($0)) })
        #expect(pacer.handOver(frameDue: false, timedOut: false) == [.key(.return)])
        #expect(pacer.isEmpty && pacer.waitingInputs == 0 && pacer.waitingText == 0)
    }

    @Test("a held-down arrow queues no more repeats once 32 keys wait: after 500 repeats, 32 Downs, then the keys typed after, doubled letters and all")
    func heldArrow() {
        var pacer = KeyPacer()
        let down = Array("\u{1B}[B".utf8)
        for i in 0..<500 { pacer.feed(down, at: Double(i) / 30) }
        pacer.feed(Array("xx".utf8), at: 17)
        pacer.feed(Array("x".utf8), at: 17)
        #expect(drain(&pacer) == Array(repeating: .key(.downArrow), count: 32) + Array(repeating: .key(.character("x")), count: 3))
    }

    @Test("a backlog of 1,000 keys waits for a frame after each of its first 60 hand-overs only, then goes without waiting: a second of frames, not 17")
    func backlogIsPacedBriefly() {
        var pacer = KeyPacer()
        // Up and Down in turn: no repeats to coalesce, no typed text to batch.
        pacer.feed((0..<1000).flatMap { Array(($0 % 2 == 0 ? "\u{1B}[A" : "\u{1B}[B").utf8) }, at: 0)
        var holds = 0, keys = 0
        while !pacer.isEmpty {
            if let events = pacer.handOver(frameDue: true, timedOut: false) {
                keys += events.count
            } else {
                holds += 1
                pacer.frameDrawn()
            }
        }
        #expect(keys == 1000)
        #expect(holds <= 60, "\(holds) frames waited for")
    }

    @Test("repeats below the bound are all kept: five Enters are five keys")
    func fewRepeats() {
        var pacer = KeyPacer()
        pacer.feed(Array("\r\r\r\r\r".utf8), at: 0)
        #expect(drain(&pacer) == Array(repeating: .key(.return), count: 5))
    }

    @Test("while a frame is due a key left over waits until a frame is drawn; at the frame's time the caller gets nothing, then the key")
    func holdUntilDrawn() {
        var pacer = KeyPacer()
        pacer.feed(Array("\r\t\u{7F}".utf8), at: 0)
        #expect(pacer.handOver(frameDue: true, timedOut: false) == [.key(.return)])
        #expect(pacer.handOver(frameDue: true, timedOut: false) == nil)
        pacer.frameDrawn()
        #expect(pacer.handOver(frameDue: true, timedOut: false) == [.key(.tab)])
        // The frame's time comes before one is drawn: empty, so the caller draws; then the key.
        #expect(pacer.handOver(frameDue: true, timedOut: true) == [])
        #expect(pacer.handOver(frameDue: true, timedOut: false) == [.key(.delete)])
        #expect(pacer.handOver(frameDue: true, timedOut: false) == nil)
    }

    @Test("with no frame due, waiting keys go one per call without waiting")
    func idleCallerIsNotPaced() {
        var pacer = KeyPacer()
        pacer.feed(Array("\ra".utf8), at: 0)
        #expect(pacer.handOver(frameDue: false, timedOut: false) == [.key(.return)])
        #expect(pacer.handOver(frameDue: false, timedOut: false) == [.key(.character("a"))])
        #expect(pacer.handOver(frameDue: false, timedOut: false) == nil)
        #expect(pacer.handOver(frameDue: true, timedOut: true) == [])
    }

    @Test("a resize comes with the key after it, and the end of input after every key")
    func nonKeys() {
        var pacer = KeyPacer()
        pacer.add([.resize(Size(width: 10, height: 5))])
        pacer.feed(Array("a\u{1B}".utf8), at: 0)
        pacer.end()
        #expect(pacer.handOver(frameDue: false, timedOut: false) == [.resize(Size(width: 10, height: 5)), .key(.character("a"))])
        #expect(pacer.handOver(frameDue: false, timedOut: false) == [.key(.escape)])
        #expect(pacer.handOver(frameDue: false, timedOut: false) == [.end])
    }

    @Test("a lone Esc waits for its deadline, 25 ms on the caller's clock, then is handed over")
    func escapeDeadline() {
        var pacer = KeyPacer()
        pacer.feed([0x1B], at: 10)
        #expect(pacer.pendingDeadline == 10.025)
        pacer.flush(at: 10.02)
        #expect(pacer.isEmpty)
        pacer.flush(at: 10.025)
        #expect(drain(&pacer) == [.key(.escape)])
        #expect(pacer.pendingDeadline == nil)
    }
}
