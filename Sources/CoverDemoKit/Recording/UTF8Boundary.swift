import TermCover

/// Where a chunk of output can be cut without splitting a character: a
/// frame's bytes may end part-way through one, and a cast event must be
/// valid UTF-8 on its own.
enum UTF8Boundary {
    /// The length of the longest prefix that does not end in the first bytes
    /// of a character that more bytes could still complete. Bytes that can
    /// never become valid are left in the prefix, to be decoded as U+FFFD.
    static func completePrefixLength(_ bytes: [UInt8]) -> Int {
        var start = bytes.count - 1
        while start >= 0, bytes.count - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        guard start >= 0 else { return bytes.count }
        let lead = bytes[start]
        let needed: Int
        switch lead {
        case 0xC2...0xDF: needed = 2
        case 0xE0...0xEF: needed = 3
        case 0xF0...0xF4: needed = 4
        default: return bytes.count
        }
        let have = bytes.count - start
        guard have < needed else { return bytes.count }
        if have >= 2, !Unicode.UTF8.validSecondBytes(after: lead).contains(bytes[start + 1]) { return bytes.count }
        return start
    }
}
