/// Strict UTF-8 decoding, one scalar at a time, that gives up early: an
/// invalid sequence costs U+FFFD and only the bytes that could have belonged
/// to it (the "maximal subpart" of Unicode §3.9), never a following key.
enum UTF8Decoding {
    /// Decodes the scalar starting at `b[i]` into `out`; returns the bytes
    /// used, or nil when the sequence is incomplete and `force` is false.
    static func scalar(_ b: [UInt8], _ i: Int, _ force: Bool, _ out: inout KeyOutput) -> Int? {
        let lead = b[i]
        let length: Int, initial: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; initial = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; initial = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; initial = UInt32(lead & 0x07)
        default: out.scalar(replacement); return 1
        }
        var value = initial
        for k in 1..<length {
            guard i + k < b.count else {
                if force { out.scalar(replacement); return k }
                return nil
            }
            let byte = b[i + k]
            let range = k == 1 ? Unicode.UTF8.validSecondBytes(after: lead) : 0x80...0xBF
            guard range.contains(byte) else { out.scalar(replacement); return k }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        // The ranges above exclude overlongs, surrogates and values past U+10FFFF.
        guard let scalar = Unicode.Scalar(value), !(0x80...0x9F).contains(value) else {
            out.scalar(replacement)
            return length
        }
        out.scalar(scalar)
        return length
    }

    static let replacement: Unicode.Scalar = "\u{FFFD}"
}

extension Unicode.UTF8 {
    /// The second bytes that keep a sequence starting with `lead` valid
    /// (Unicode Table 3-7): they rule out overlong forms, surrogates and
    /// code points above U+10FFFF.
    public static func validSecondBytes(after lead: UInt8) -> ClosedRange<UInt8> {
        switch lead {
        case 0xE0: 0xA0...0xBF
        case 0xED: 0x80...0x9F
        case 0xF0: 0x90...0xBF
        case 0xF4: 0x80...0x8F
        default: 0x80...0xBF
        }
    }
}
