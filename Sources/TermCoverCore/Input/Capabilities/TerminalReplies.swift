/// Reads the terminal's answers to the start-up questions out of the bytes
/// it sent back, which may be mixed with keys typed meanwhile and may stop
/// part-way through a reply. Pure, so tests replay real terminals' answers.
///
/// The questions, in the order sent (device attributes last: every
/// terminal answers it, and answers in order, so once its reply is in
/// nothing more is coming):
/// - XTVERSION, `CSI > 0 q`, answered `DCS > | name(version) ST`;
/// - DECRQM for modes 2026, 2027 and 1004, `CSI ? n $ p`, answered `CSI ? n ; state $ y`;
/// - the kitty keyboard query, `CSI ? u`, answered `CSI ? flags u`;
/// - primary device attributes, `CSI c`, answered `CSI ? a ; b … c`.
extension TerminalCapabilities {
    /// The questions, as bytes, device attributes last.
    package static let queries: [UInt8] = Array("\u{1B}[>0q\u{1B}[?2026$p\u{1B}[?2027$p\u{1B}[?1004$p\u{1B}[?u\u{1B}[c".utf8)

    /// The capabilities `bytes` answer; `environment` tells whether tmux is in between.
    package static func parse(_ bytes: [UInt8], environment: [String: String] = [:]) -> TerminalCapabilities {
        var found = TerminalCapabilities(underTmux: !(environment["TMUX"] ?? "").isEmpty)
        found.term = environment["TERM"]
        var i = 0
        while i < bytes.count {
            guard bytes[i] == 0x1B, i + 1 < bytes.count else { i += 1; continue }
            if bytes[i + 1] == UInt8(ascii: "P"), let end = stringTerminator(bytes, from: i + 2) {
                found.readVersion(bytes[(i + 2)..<end.body])
                i = end.next
                continue
            }
            if bytes[i + 1] == UInt8(ascii: "["), let end = csiEnd(bytes, from: i + 2) {
                found.readCSI(bytes[(i + 2)..<end], final: bytes[end])
                i = end + 1
                continue
            }
            i += 1
        }
        return found
    }

    /// True once the device attributes reply is in `bytes`: no more answers are coming.
    package static func isComplete(_ bytes: [UInt8]) -> Bool { parse(bytes).deviceAttributes != nil }

    /// The end of a control string begun before `start`: where its body
    /// ends and where the next unit begins, at ST (`ESC \`) or BEL; nil
    /// when it has not ended yet.
    private static func stringTerminator(_ b: [UInt8], from start: Int) -> (body: Int, next: Int)? {
        var j = start
        while j < b.count {
            if b[j] == 0x07 { return (j, j + 1) }
            if b[j] == 0x1B, j + 1 < b.count, b[j + 1] == UInt8(ascii: "\\") { return (j, j + 2) }
            j += 1
        }
        return nil
    }

    /// The index of a CSI's final byte, or nil when it is cut short.
    private static func csiEnd(_ b: [UInt8], from start: Int) -> Int? {
        var j = start
        while j < b.count, (0x20...0x3F).contains(b[j]) { j += 1 }
        guard j < b.count, (0x40...0x7E).contains(b[j]) else { return nil }
        return j
    }

    /// `> | name(version)` or `> | name version`: xterm, kitty and foot
    /// put the version in parentheses, tmux and WezTerm after a space.
    private mutating func readVersion(_ body: ArraySlice<UInt8>) {
        let text = String(decoding: body, as: UTF8.self)
        guard text.hasPrefix(">|") else { return }
        let rest = text.dropFirst(2).trimmed
        guard !rest.isEmpty else { return }
        if let open = rest.firstIndex(of: "("), rest.hasSuffix(")") {
            name = String(rest[..<open]).trimmed
            version = String(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
        } else if let space = rest.firstIndex(of: " ") {
            name = String(rest[..<space])
            version = String(rest[rest.index(after: space)...]).trimmed
        } else {
            name = rest
        }
    }

    private mutating func readCSI(_ params: ArraySlice<UInt8>, final: UInt8) {
        guard params.first == UInt8(ascii: "?") else { return }
        let body = params.dropFirst()
        switch final {
        case UInt8(ascii: "y"):
            // DECRPM: `? mode ; state $ y`.
            guard body.last == UInt8(ascii: "$") else { return }
            let numbers = Self.numbers(body.dropLast())
            guard numbers.count == 2, let state = ModeState(rawValue: numbers[1]) else { return }
            if numbers[0] == 2026 { synchronizedOutput = state }
            if numbers[0] == 2027 { graphemeClusters = state }
            if numbers[0] == 1004 { focusReporting = state }
        case UInt8(ascii: "u"):
            let numbers = Self.numbers(body)
            kittyKeyboardFlags = numbers.first ?? 0
        case UInt8(ascii: "c"):
            deviceAttributes = Self.numbers(body)
        default:
            break
        }
    }

    /// The `;`-separated decimal numbers of `bytes`; empty if any is not one.
    private static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int] {
        guard !bytes.isEmpty else { return [] }
        var out: [Int] = []
        // kitty ends its device attributes with a `;` (`62;`): empty fields are skipped.
        for part in bytes.split(separator: UInt8(ascii: ";")) {
            guard part.count <= 6, part.allSatisfy({ (0x30...0x39).contains($0) }) else { return [] }
            out.append(part.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        return out
    }
}

private extension StringProtocol {
    /// Without spaces at either end.
    var trimmed: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
