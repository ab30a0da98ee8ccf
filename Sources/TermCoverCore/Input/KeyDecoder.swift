/// Turns the bytes a terminal sends into keys. Pure: bytes and the time they
/// arrived go in, keys come out, so the live reader and tests drive it alike.
///
/// The rules, chosen so that no byte after a broken sequence is ever lost:
/// - UTF-8 text becomes `.character` per grapheme (graphemes are joined
///   within one `feed`). An invalid or truncated UTF-8 sequence becomes
///   U+FFFD and decoding resumes at the first byte that did not fit it.
///   UTF-8-encoded C1 controls (U+0080–U+009F) also become U+FFFD. A
///   character whose bytes are split across reads waits for the rest as a
///   begun sequence does (`sequenceTimeout`), not as a lone Esc: a slow link
///   can split it anywhere.
/// - C0: CR and LF are `.return`, TAB `.tab`, DEL and BS `.delete`,
///   0x01–0x1A `.control(letter)`; NUL and 0x1C–0x1F are dropped.
/// - A lone ESC waits `escapeTimeout` for a sequence, then is `.escape`.
///   `ESC [` starts a CSI, which ends at a final byte 0x40–0x7E; an unknown
///   CSI is dropped whole. A CSI cut short by any other byte is dropped up
///   to that byte, which is then decoded afresh. A CSI longer than
///   `maxSequenceLength` is dropped and its remaining parameter bytes
///   skipped. `ESC O` starts an SS3.
/// - `ESC ]` starts an OSC, which ends at BEL or ST (`ESC \`): these are
///   the terminal's replies (colors asked at start-up, however late they
///   come), never keys, and are dropped whole however long; a C0 control
///   cuts one short and is decoded afresh. The other control strings, DCS
///   (`ESC P`), SOS (`ESC X`), PM (`ESC ^`) and APC (`ESC _`), are replies
///   too (capability and graphics answers) and are dropped by the same
///   rules. So Alt-Shift-P, Alt-Shift-X, Alt-^ and Alt-_ are not keys here.
/// - A sequence that has begun (CSI, SS3, OSC, a mouse report) is finished
///   however its bytes are split: it waits `sequenceTimeout` after its last
///   byte, and if no more come it is dropped, never turned into keys.
/// - ESC followed by anything else is `.escape` and then that key: Alt-x
///   arrives as Esc, x (Alt-[, Alt-O and Alt-] start sequences instead).
/// - Bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`) delivers the text as
///   one `.paste` key; CR, LF (CR LF once) become `\n`, TAB stays, other
///   controls are dropped, so pasted text cannot press Enter, `q` or
///   Ctrl-C. A paste that never ends is closed `pasteTimeout` after its
///   last byte of text: controls, which a paste drops, do not keep it open,
///   so Ctrl-C pressed again and again after a stray `ESC [ 200 ~` quits
///   once the paste has given up. Text beyond `maxPasteLength` bytes is
///   dropped (it still keeps the paste open, so the rest is never typed).
/// - Mouse reports, SGR (`ESC [ < b ; x ; y M` or `m`) and X10 (`ESC [ M`
///   and three bytes), become `.mouse` events from `feedEvents`; `feed`,
///   which returns keys only, drops them whole. Their coordinate bytes never
///   arrive as keys.
/// - ESC ESC is two `.escape` keys: each may be a key press of its own.
/// - Every CSI key form may carry the kitty keyboard protocol's event type
///   after a colon in its second parameter (`CSI 97 ; 1:3 u`, `CSI 1 ; 1:2 A`,
///   `CSI 5 ; 1:3 ~`; see `KittyEventType`): a repeat becomes a
///   `.keyRepeat` event, a release `.keyUp`; `feed` returns repeats among
///   the keys and leaves releases out.
package struct KeyDecoder: Sendable {
    /// How long a lone ESC waits for the rest of a sequence, in seconds.
    package let escapeTimeout: Double
    /// How long an unterminated bracketed paste stays open after its last byte.
    package let pasteTimeout: Double
    /// How long a begun sequence waits for its next byte before it is dropped.
    package let sequenceTimeout: Double
    /// The longest escape sequence kept; longer ones are garbage.
    static let maxSequenceLength = 32
    /// The most pasted text kept, in UTF-8 bytes.
    static let maxPasteLength = 1 << 20

    /// Bytes of one incomplete unit (escape sequence or UTF-8 character).
    private var buffer: [UInt8] = []
    /// When the pending unit started (or, in a paste or a skipped CSI, the last byte came).
    private var since: Double?
    private var inPaste = false
    private var skippingSequence = false
    /// Inside an OSC too long to keep: bytes are dropped up to its end.
    private var skippingOSC = false
    private var pasteLastWasCR = false
    /// The text of the paste in progress.
    private var pasted = KeyOutput()
    private var pastedLength = 0
    /// Text bytes a paste has received, kept or not: what keeps it open.
    private var pasteTextBytes = 0

    /// Creates a decoder. 25 ms is short enough that Esc feels immediate;
    /// a sequence whose second byte has come is waited for far longer
    /// (half a second between bytes), as a slow link can split it anywhere.
    package init(escapeTimeout: Double = 0.025, pasteTimeout: Double = 0.5, sequenceTimeout: Double = 0.5) {
        self.escapeTimeout = escapeTimeout
        self.pasteTimeout = pasteTimeout
        self.sequenceTimeout = sequenceTimeout
    }

    /// When `flush(at:)` should be called if no more bytes come, or nil
    /// when nothing is waiting: the reader sleeps until then and no longer.
    package var pendingDeadline: Double? {
        guard let since else { return nil }
        if inPaste { return since + pasteTimeout }
        return since + (inSequence ? sequenceTimeout : escapeTimeout)
    }

    /// A sequence has begun and is not finished: ESC and its second byte
    /// have come, or an over-long one is being skipped.
    private var inSequence: Bool {
        if skippingSequence || skippingOSC { return true }
        // A UTF-8 character whose continuation bytes have not all come.
        if let lead = buffer.first, (0xC2...0xF4).contains(lead) { return true }
        guard buffer.count >= 2, buffer[0] == 0x1B else { return false }
        return Self.sequenceStarters.contains(buffer[1])
    }

    /// The bytes after ESC that begin a sequence rather than an Alt key:
    /// CSI, SS3, and the control strings OSC, DCS, SOS, PM and APC.
    private static let sequenceStarters: [UInt8] = Array("[O]PX^_".utf8)

    /// Bytes held back waiting for the rest of a sequence; never more than
    /// `maxSequenceLength`.
    var bufferedByteCount: Int { buffer.count }

    /// Decodes `bytes` that arrived at `time`, returning the keys they complete.
    package mutating func feed(_ bytes: some Sequence<UInt8>, at time: Double) -> [Key] {
        Self.keys(feedEvents(bytes, at: time))
    }

    /// Decodes `bytes` that arrived at `time`, returning the keys and mouse reports they complete.
    package mutating func feedEvents(_ bytes: some Sequence<UInt8>, at time: Double) -> [TerminalEvent] {
        let before = buffer.count
        buffer.append(contentsOf: bytes)
        guard buffer.count > before else { return [] }
        var out = KeyOutput()
        let wasInPaste = inPaste, textBefore = pasteTextBytes
        let consumed = decode(force: false, into: &out)
        buffer.removeFirst(consumed)
        if inPaste && wasInPaste && pasteTextBytes == textBefore && since != nil {
            // Only controls came (a Ctrl-C, say): the paste's time keeps running.
        } else if inPaste || inSequence || (!buffer.isEmpty && (consumed > 0 || since == nil)) {
            since = time
        } else if buffer.isEmpty {
            since = nil
        }
        return out.finish()
    }

    /// Resolves whatever is waiting once its deadline has passed: a lone ESC
    /// becomes `.escape`, a truncated character U+FFFD, an unterminated
    /// paste is closed. Before the deadline it returns nothing.
    package mutating func flush(at time: Double) -> [Key] {
        Self.keys(flushEvents(at: time))
    }

    /// `flush(at:)`, keeping mouse reports.
    package mutating func flushEvents(at time: Double) -> [TerminalEvent] {
        guard let deadline = pendingDeadline, time >= deadline else { return [] }
        var out = KeyOutput()
        skippingSequence = false
        skippingOSC = false
        _ = decode(force: true, into: &out)
        buffer.removeAll()
        if inPaste { endPaste(into: &out) }
        inPaste = false
        pasteLastWasCR = false
        since = nil
        return out.finish()
    }

    /// The keys that act as presses: repeats count, releases do not.
    private static func keys(_ events: [TerminalEvent]) -> [Key] {
        events.compactMap {
            switch $0 {
            case .key(let key), .keyRepeat(let key): key
            default: nil
            }
        }
    }

    /// Decodes from the start of `buffer`; returns how many bytes were used.
    /// With `force`, incomplete units are resolved and everything is used.
    private mutating func decode(force: Bool, into out: inout KeyOutput) -> Int {
        let bytes = buffer
        var i = 0
        while i < bytes.count {
            if skippingSequence {
                let byte = bytes[i]
                if (0x20...0x3F).contains(byte) { i += 1; continue }
                skippingSequence = false
                if (0x40...0x7E).contains(byte) { i += 1 }
                continue
            }
            if skippingOSC {
                let byte = bytes[i]
                if byte == 0x07 { skippingOSC = false; i += 1; continue }
                if byte == 0x1B {
                    // ST is ESC \; any other ESC ends the OSC and starts afresh.
                    guard i + 1 < bytes.count else { break }
                    skippingOSC = false
                    if bytes[i + 1] == UInt8(ascii: "\\") { i += 2 }
                    continue
                }
                if byte < 0x20 { skippingOSC = false; continue }
                i += 1
                continue
            }
            let used = inPaste ? pasteStep(bytes, i, force, &out) : step(bytes, i, force, &out)
            guard let used else { break }
            i += used
        }
        return i
    }

    /// One unit outside a paste; nil when more bytes are needed.
    private mutating func step(_ b: [UInt8], _ i: Int, _ force: Bool, _ out: inout KeyOutput) -> Int? {
        switch b[i] {
        case 0x1B: return escape(b, i, force, &out)
        case 0x00..<0x20, 0x7F: out.key(EscapeSequences.control(b[i])); return 1
        case 0x20..<0x7F: out.scalar(Unicode.Scalar(b[i])); return 1
        default: return UTF8Decoding.scalar(b, i, force, &out)
        }
    }

    private mutating func escape(_ b: [UInt8], _ i: Int, _ force: Bool, _ out: inout KeyOutput) -> Int? {
        guard i + 1 < b.count else {
            if force { out.key(.escape); return 1 }
            return nil
        }
        switch b[i + 1] {
        case UInt8(ascii: "["): return csi(b, i, force, &out)
        case UInt8(ascii: "O"): return ss3(b, i, force, &out)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            return osc(b, i, force)
        default: out.key(.escape); return 1
        }
    }

    private mutating func csi(_ b: [UInt8], _ i: Int, _ force: Bool, _ out: inout KeyOutput) -> Int? {
        var j = i + 2
        // The Linux console's F1–F5: ESC [ [ A … ESC [ [ E.
        if j + 1 < b.count, b[j] == UInt8(ascii: "["), (0x41...0x45).contains(b[j + 1]) {
            out.key(.function(Int(b[j + 1]) - 0x40))
            return 4
        }
        // X10 mouse: ESC [ M, then button, column and row as one byte each.
        if j < b.count, b[j] == UInt8(ascii: "M") {
            if i + 6 <= b.count {
                out.mouse(MouseReports.x10(b[i + 3], b[i + 4], b[i + 5]))
                return 6
            }
            return force ? b.count - i : nil
        }
        while j < b.count {
            let byte = b[j]
            if (0x20...0x3F).contains(byte) {
                j += 1
                if j - i >= Self.maxSequenceLength { skippingSequence = true; return j - i }
                continue
            }
            guard (0x40...0x7E).contains(byte) else { return j - i }
            switch EscapeSequences.csi(params: b[(i + 2)..<j], final: byte) {
            // Under the kitty protocol's flag 2 every CSI key form carries its event type.
            case .key(let key): out.key(key, phase: KittyEventType.phase(params: b[(i + 2)..<j]))
            case .mouse(let event): out.mouse(event)
            case .focus(let focused): out.focus(focused)
            case .pasteStart: inPaste = true; pasteLastWasCR = false; pastedLength = 0; pasteTextBytes = 0
            case .ignored: break
            }
            return j - i + 1
        }
        // Its time ran out: a sequence cut short is dropped, not typed.
        return force ? b.count - i : nil
    }

    /// A control string, `ESC ] … BEL` or `ESC ] … ESC \\` (or DCS, SOS, PM,
    /// APC in its place), dropped whole; nil when more bytes are needed.
    private mutating func osc(_ b: [UInt8], _ i: Int, _ force: Bool) -> Int? {
        var j = i + 2
        while j < b.count {
            let byte = b[j]
            if byte == 0x07 { return j - i + 1 }
            if byte == 0x1B {
                guard j + 1 < b.count else { return force ? b.count - i : nil }
                return b[j + 1] == UInt8(ascii: "\\") ? j - i + 2 : j - i
            }
            if byte < 0x20 { return j - i }
            j += 1
            if j - i >= Self.maxSequenceLength { skippingOSC = true; return j - i }
        }
        return force ? b.count - i : nil
    }

    private mutating func ss3(_ b: [UInt8], _ i: Int, _ force: Bool, _ out: inout KeyOutput) -> Int? {
        var j = i + 2
        // Some terminals put a modifier between O and the final: ESC O 5 P.
        while j < b.count, j - i < Self.maxSequenceLength, (0x30...0x3B).contains(b[j]) { j += 1 }
        guard j < b.count, j - i < Self.maxSequenceLength else {
            if j - i >= Self.maxSequenceLength { out.key(.escape); return 1 }
            // Its time ran out: dropped, not typed.
            return force ? b.count - i : nil
        }
        guard (0x40...0x7E).contains(b[j]) else { out.key(.escape); return 1 }
        out.key(EscapeSequences.ss3(final: b[j]))
        return j - i + 1
    }

    /// One unit inside a bracketed paste; nil when more bytes are needed.
    private mutating func pasteStep(_ b: [UInt8], _ i: Int, _ force: Bool, _ out: inout KeyOutput) -> Int? {
        let byte = b[i]
        let wasCR = pasteLastWasCR
        pasteLastWasCR = byte == 0x0D
        var text = KeyOutput()
        let used: Int?
        switch byte {
        case 0x1B:
            let end: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
            var k = 0
            while k < end.count, i + k < b.count, b[i + k] == end[k] { k += 1 }
            if k == end.count { endPaste(into: &out); return k }
            if i + k < b.count { return 1 }
            // A possible end marker cut short: wait, or stop pasting and decode it as keys.
            if force { endPaste(into: &out); return 0 }
            return nil
        case 0x0D: text.scalar("\n"); used = 1
        case 0x0A: if !wasCR { text.scalar("\n") }; used = 1
        case 0x09: text.scalar("\t"); used = 1
        case 0x00..<0x20, 0x7F: used = 1
        case 0x20..<0x7F: text.scalar(Unicode.Scalar(byte)); used = 1
        default: used = UTF8Decoding.scalar(b, i, force, &text)
        }
        let piece = text.takeText()
        pasteTextBytes += piece.utf8.count
        if pastedLength + piece.utf8.count <= Self.maxPasteLength {
            for scalar in piece.unicodeScalars { pasted.scalar(scalar) }
            pastedLength += piece.utf8.count
        }
        return used
    }

    /// Delivers the paste so far as one key (nothing for an empty paste) and leaves paste mode.
    private mutating func endPaste(into out: inout KeyOutput) {
        inPaste = false
        let text = pasted.takeText()
        pastedLength = 0
        if !text.isEmpty { out.key(.paste(text)) }
    }
}
