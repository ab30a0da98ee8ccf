import Testing
@testable import TermCoverCore

private func events(_ text: String) -> [TerminalEvent] {
    var decoder = KeyDecoder()
    return decoder.feedEvents(Array(text.utf8), at: 0) + decoder.flushEvents(at: 1)
}

@Suite("Mouse reports")
struct MouseDecoderTests {
    @Test("SGR reports: press with M, release with m, 1-based columns and rows become 0-based cells")
    func sgrPressRelease() {
        #expect(events("\u{1B}[<0;5;3M\u{1B}[<0;5;3m") == [
            .mouse(MouseEvent(x: 4, y: 2, button: .left, kind: .press)),
            .mouse(MouseEvent(x: 4, y: 2, button: .left, kind: .release)),
        ])
        #expect(events("\u{1B}[<2;300;1M") == [.mouse(MouseEvent(x: 299, y: 0, button: .right, kind: .press))])
        #expect(events("\u{1B}[<1;1;1M") == [.mouse(MouseEvent(x: 0, y: 0, button: .middle, kind: .press))])
    }

    @Test("SGR wheel: 64 is up, 65 down; modifier bits are ignored; sideways wheels are dropped")
    func sgrWheel() {
        #expect(events("\u{1B}[<64;10;4M\u{1B}[<65;10;4M") == [
            .mouse(MouseEvent(x: 9, y: 3, button: .none, kind: .wheelUp)),
            .mouse(MouseEvent(x: 9, y: 3, button: .none, kind: .wheelDown)),
        ])
        // 16 is Ctrl: still a left press.
        #expect(events("\u{1B}[<16;2;2M") == [.mouse(MouseEvent(x: 1, y: 1, button: .left, kind: .press))])
        #expect(events("\u{1B}[<66;2;2Mq") == [.key(.character("q"))])
    }

    @Test("motion reports (1002, 1003): 32 plus the button held is a drag of it, 35 a move with none, in SGR and X10 alike")
    func motion() {
        #expect(events("\u{1B}[<32;2;2M\u{1B}[<34;7;1M\u{1B}[<35;3;4M") == [
            .mouse(MouseEvent(x: 1, y: 1, button: .left, kind: .drag)),
            .mouse(MouseEvent(x: 6, y: 0, button: .right, kind: .drag)),
            .mouse(MouseEvent(x: 2, y: 3, button: .none, kind: .move)),
        ])
        // X10: 32 + 32 = '@' is a left drag, 32 + 35 = 'C' a move (not a release).
        #expect(events("\u{1B}[M@\"\"\u{1B}[MC##") == [
            .mouse(MouseEvent(x: 1, y: 1, button: .left, kind: .drag)),
            .mouse(MouseEvent(x: 2, y: 2, button: .none, kind: .move)),
        ])
    }

    @Test("the pacer keeps only the latest of motion reports waiting in a row, and every press and release")
    func motionCoalesces() {
        var pacer = KeyPacer()
        pacer.feed(Array("\u{1B}[<0;1;1M\u{1B}[<32;2;1M\u{1B}[<32;3;1M\u{1B}[<32;4;1M\u{1B}[<0;4;1m".utf8), at: 0)
        var got: [TerminalEvent] = []
        while !pacer.isEmpty { got += pacer.takeOne() }
        #expect(got == [
            .mouse(MouseEvent(x: 0, y: 0, kind: .press)),
            .mouse(MouseEvent(x: 3, y: 0, kind: .drag)),
            .mouse(MouseEvent(x: 3, y: 0, kind: .release)),
        ])
    }

    @Test("X10 reports: three bytes each 32 more than the value; button 3 is a release")
    func x10() {
        // Press at column 1, row 1 (0-based 0, 0); release at 10, 5.
        #expect(events("\u{1B}[M !!\u{1B}[M#*&") == [
            .mouse(MouseEvent(x: 0, y: 0, button: .left, kind: .press)),
            .mouse(MouseEvent(x: 9, y: 5, button: .none, kind: .release)),
        ])
        // Wheel down (64 + 1 + 32 = 'a').
        #expect(events("\u{1B}[Ma!!") == [.mouse(MouseEvent(x: 0, y: 0, button: .none, kind: .wheelDown))])
    }

    @Test("a report split across reads is one event, and the keys around it survive; feed returns keys only")
    func split() {
        var decoder = KeyDecoder()
        var out = decoder.feedEvents(Array("a\u{1B}[<0;1".utf8), at: 0)
        out += decoder.feedEvents(Array("2;7Mb".utf8), at: 0.001)
        #expect(out == [.key(.character("a")), .mouse(MouseEvent(x: 11, y: 6, kind: .press)), .key(.character("b"))])
        var keysOnly = KeyDecoder()
        #expect(keysOnly.feed(Array("a\u{1B}[<0;12;7Mb".utf8), at: 0) == [.character("a"), .character("b")])
    }

    @Test("garbage in a report is dropped whole: no coordinates arrive as keys")
    func garbage() {
        #expect(events("\u{1B}[<0;;3Mx") == [.key(.character("x"))])
        #expect(events("\u{1B}[<0;0;3Mx") == [.key(.character("x"))])
        #expect(events("\u{1B}[<0;1;2;3Mx") == [.key(.character("x"))])
        #expect(events("\u{1B}[<9999999;1;1Mx") == [.key(.character("x"))])
    }
}
