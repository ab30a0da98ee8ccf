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
        // One key is handed over; the rest wait for its frame.
        #expect(pacer.handOver(frameDue: true, timedOut: false) == [.key(.character("a"))])
        #expect(pacer.handOver(frameDue: true, timedOut: false) == nil)
        pacer.feed([0x03], at: 0.001)
        #expect(pacer.handOver(frameDue: true, timedOut: false) == [.key(.control("c"))])
    }

    @Test("past 4,096 waiting keys a flood is dropped, in order: the first 4,096 are kept, and dropped ones are counted")
    func capacity() {
        var pacer = KeyPacer()
        let letters = Array("abcdefghijklmnopqrstuvwxyz".utf8)
        let flood = (0..<10_000).map { letters[$0 % 26] }
        pacer.feed(flood, at: 0)
        #expect(pacer.waitingInputs == 4096)
        #expect(pacer.dropped == 10_000 - 4096)
        let got = drain(&pacer).map { event -> UInt8 in
            if case .key(.character(let c)) = event { return c.asciiValue ?? 0 }
            return 0
        }
        #expect(got == Array(flood.prefix(4096)))
    }

    @Test("a held-down arrow queues no more repeats once 32 keys wait: after 500 repeats, 32 Downs, then the key typed after")
    func heldArrow() {
        var pacer = KeyPacer()
        let down = Array("\u{1B}[B".utf8)
        for i in 0..<500 { pacer.feed(down, at: Double(i) / 30) }
        pacer.feed(Array("x".utf8), at: 17)
        #expect(drain(&pacer) == Array(repeating: .key(.downArrow), count: 32) + [.key(.character("x"))])
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
        pacer.feed(Array("abc".utf8), at: 0)
        #expect(pacer.handOver(frameDue: true, timedOut: false) == [.key(.character("a"))])
        #expect(pacer.handOver(frameDue: true, timedOut: false) == nil)
        pacer.frameDrawn()
        #expect(pacer.handOver(frameDue: true, timedOut: false) == [.key(.character("b"))])
        // The frame's time comes before one is drawn: empty, so the caller draws; then the key.
        #expect(pacer.handOver(frameDue: true, timedOut: true) == [])
        #expect(pacer.handOver(frameDue: true, timedOut: false) == [.key(.character("c"))])
        #expect(pacer.handOver(frameDue: true, timedOut: false) == nil)
    }

    @Test("with no frame due, waiting keys go one per call without waiting")
    func idleCallerIsNotPaced() {
        var pacer = KeyPacer()
        pacer.feed(Array("ab".utf8), at: 0)
        #expect(pacer.handOver(frameDue: false, timedOut: false) == [.key(.character("a"))])
        #expect(pacer.handOver(frameDue: false, timedOut: false) == [.key(.character("b"))])
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
