/// The recorder's side of `RecorderMessage`: takes the messages out of the
/// recorded app's output, read in chunks that may cut a message anywhere.
struct RecorderMessageFilter {
    /// A piece of the output, in order: bytes for the terminal and the cast, or a message.
    enum Piece: Equatable {
        case output([UInt8])
        case message(RecorderMessage)
    }

    /// The end of the last chunk that may begin a message, held for the next.
    private var carry: [UInt8] = []
    /// The longest message kept whole; a longer one is passed on as output.
    static let longest = 65_536

    /// The pieces of `chunk`, after whatever was held from the chunk before.
    mutating func feed(_ chunk: ArraySlice<UInt8>) -> [Piece] {
        let bytes = carry + chunk
        carry = []
        var pieces: [Piece] = []
        var plain: [UInt8] = []
        var i = 0
        let prefix = RecorderMessage.prefix
        while i < bytes.count {
            guard bytes[i] == 0x1B else { plain.append(bytes[i]); i += 1; continue }
            let left = bytes.count - i
            // Part of a prefix at the very end: wait for the rest.
            if left < prefix.count {
                if Array(bytes[i...]) == Array(prefix.prefix(left)) { carry = Array(bytes[i...]); break }
                plain.append(bytes[i]); i += 1; continue
            }
            guard Array(bytes[i..<i + prefix.count]) == prefix else { plain.append(bytes[i]); i += 1; continue }
            let bodyStart = i + prefix.count
            var end = bodyStart
            while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == UInt8(ascii: "\\")) { end += 1 }
            guard end + 1 < bytes.count else {
                // Not ended yet: hold it, unless it has grown past any real message.
                if left < Self.longest { carry = Array(bytes[i...]) } else { plain += bytes[i...] }
                break
            }
            if !plain.isEmpty { pieces.append(.output(plain)); plain = [] }
            if let message = RecorderMessage(body: bytes[bodyStart..<end]) { pieces.append(.message(message)) }
            i = end + 2
        }
        if !plain.isEmpty { pieces.append(.output(plain)) }
        return pieces
    }

    /// What is still held when the output ends: passed on as it is.
    mutating func finish() -> [UInt8] {
        defer { carry = [] }
        return carry
    }
}
