/// Follows, in the recorded child's output, the kitty keyboard flags it
/// pushes (`CSI > flags u`) and pops (`CSI < u`, `CSI < n u`) on the
/// terminal: the relay passes the child's start-up probe to the terminal and
/// the terminal's answer back, so where the terminal speaks the protocol
/// the child pushes its flags through the relay. If the child then dies
/// without popping them (SIGKILL), the recorder pops what is left, or the
/// shell would get a key's release as `CSI … u` text. Sequences cut across
/// reads are followed.
struct KittyFlagsWatch {
    /// Entries the child pushed and has not popped.
    private(set) var depth = 0
    private enum State { case idle, escape, csi, marker(push: Bool, count: Int?) }
    private var state = State.idle

    /// Reads `bytes` of the child's output.
    mutating func feed(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { step(byte) }
    }

    private mutating func step(_ byte: UInt8) {
        switch state {
        case .idle:
            if byte == 0x1B { state = .escape }
        case .escape:
            state = byte == UInt8(ascii: "[") ? .csi : byte == 0x1B ? .escape : .idle
        case .csi:
            if byte == UInt8(ascii: ">") { state = .marker(push: true, count: nil) }
            else if byte == UInt8(ascii: "<") { state = .marker(push: false, count: nil) }
            else { state = byte == 0x1B ? .escape : .idle }
        case .marker(let push, let count):
            if (0x30...0x39).contains(byte), (count ?? 0) < 1000 {
                state = .marker(push: push, count: (count ?? 0) * 10 + Int(byte - 0x30))
            } else if byte == UInt8(ascii: "u") {
                // A pop without a number pops one entry (kitty's protocol page).
                depth = push ? depth + 1 : max(0, depth - max(1, count ?? 1))
                state = .idle
            } else {
                state = byte == 0x1B ? .escape : .idle
            }
        }
    }

    /// What pops every entry left: `CSI < n u`, or nothing.
    var popSequence: [UInt8] { depth > 0 ? Array("\u{1B}[<\(depth)u".utf8) : [] }
}
