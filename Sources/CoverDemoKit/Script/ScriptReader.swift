#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and parses a script from a file descriptor with bounds: a line
/// may be at most `longestLine` bytes and the script `largestScript`
/// bytes, and reading stops at the first bad line. So `yes | cover-demo
/// --script -` fails on line 1 and `</dev/zero` after one line's worth,
/// instead of reading until memory runs out.
package enum ScriptReader {
    /// The longest line, in bytes, newline excluded.
    package static let longestLine = 4096
    /// The largest script, in bytes.
    package static let largestScript = 1 << 20

    /// The steps of the script on `fd`, read to its end.
    /// - Throws: `ScriptError` for the first bad line, or `readError` when `read(2)` fails.
    package static func read(fd: Int32, readError: (Int32) -> Error) throws -> [ScriptStep] {
        var parser = ScriptParser()
        var line: [UInt8] = []
        var number = 1
        var total = 0
        var chunk = [UInt8](repeating: 0, count: 65_536)
        func finishLine() throws {
            var bytes = line[...]
            if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
            if bytes.last == 0x0D { bytes = bytes.dropLast() }
            try parser.add(String(decoding: bytes, as: UTF8.self), line: number)
            line.removeAll(keepingCapacity: true)
            number += 1
        }
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw readError(errno)
            }
            if n == 0 { break }
            for byte in chunk[0..<n] {
                total += 1
                if total > largestScript {
                    throw ScriptError(line: number, "the script is longer than \(largestScript / 1024) KB")
                }
                if byte == 0x0A {
                    try finishLine()
                } else {
                    line.append(byte)
                    if line.count > longestLine {
                        throw ScriptError(line: number, "the line is longer than \(longestLine) bytes")
                    }
                }
            }
        }
        if !line.isEmpty { try finishLine() }
        return parser.steps
    }
}
