// The compiler plugin behind `#Preview` and `@Previewable`, written
// without swift-syntax (which a package may not take from outside the
// toolchain): the compiler speaks to a plugin over stdin and stdout in
// messages of an 8-byte little-endian length and a JSON body. Every
// expansion is empty: a terminal has no canvas to show previews on, so a
// preview's body is type-checked (as the macro's argument) and then
// dropped from the program.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads exactly `count` bytes from stdin; nil at its end.
func readExactly(_ count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
        let n = bytes.withUnsafeMutableBytes { read(0, $0.baseAddress! + done, count - done) }
        if n < 0, errno == EINTR { continue }
        if n <= 0 { return nil }
        done += n
    }
    return bytes
}

/// Writes one message.
func send(_ json: String) {
    let body = Array(json.utf8)
    var message = withUnsafeBytes(of: UInt64(body.count).littleEndian) { Array($0) }
    message += body
    var done = 0
    while done < message.count {
        let n = message.withUnsafeBytes { write(1, $0.baseAddress! + done, message.count - done) }
        if n < 0, errno == EINTR { continue }
        if n <= 0 { exit(1) }
        done += n
    }
}

while let header = readExactly(8) {
    let size = header.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    guard size > 0, size < 1 << 30, let body = readExactly(Int(size)) else { break }
    // The message's kind is its JSON object's first key.
    let text = String(decoding: body.prefix(64), as: UTF8.self)
    if text.hasPrefix("{\"getCapability\"") {
        send(#"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    } else {
        send(#"{"expandMacroResult":{"expandedSource":"","diagnostics":[]}}"#)
    }
}
