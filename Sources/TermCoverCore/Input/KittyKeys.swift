/// The keys of the kitty keyboard protocol, `ESC [ code ; mods u`, as
/// terminals send them once TermCover has pushed flags 1 ("disambiguate
/// escape codes") and 2 ("report event types"; see `TerminalCapabilities`): Esc is `ESC [ 27 u`, whole
/// at once, and a key with Control or Alt held is its Unicode code point
/// (lowercase for letters) with the modifiers as 1 + shift 1, alt 2,
/// ctrl 4, super 8 (Caps Lock 64 and Num Lock 128 are dropped).
/// Sub-parameters after `:` are read past here: alternate keys, and the
/// event type, which `KittyEventType` reads for every CSI key form.
enum KittyKeys {
    /// The key, or nil for codes that are no key here (Caps Lock, media keys).
    static func key(params: ArraySlice<UInt8>) -> Key? {
        let fields = params.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            .map { $0.prefix { $0 != UInt8(ascii: ":") } }
        guard let first = fields.first, let code = number(first),
              let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
        let raw = fields.count > 1 ? (number(fields[1]) ?? 1) : 1
        let bits = max(0, raw - 1) & ~(64 | 128)
        var held: EventModifiers = []
        if bits & 1 != 0 { held.insert(.shift) }
        if bits & 2 != 0 { held.insert(.option) }
        if bits & 4 != 0 { held.insert(.control) }
        if bits & 8 != 0 { held.insert(.command) }
        switch code {
        case 27: return .escape
        case 13: return .return
        case 9: return held.contains(.shift) ? .backTab : .tab
        case 127, 8: return .delete
        // The protocol's own functional keys sit in the Private Use Area.
        case 0..<32, 0xE000...0xF8FF: return nil
        default: break
        }
        let c = Character(scalar)
        if held.subtracting(.shift).isEmpty {
            // Shift alone: the character it types.
            return .character(held.isEmpty ? c : Character(c.uppercased()))
        }
        if held == .control, c.isASCII, c.isLetter { return .control(Character(c.lowercased())) }
        return .chord(c.isLetter ? Character(c.lowercased()) : c, held)
    }

    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 7, bytes.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return bytes.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
}
