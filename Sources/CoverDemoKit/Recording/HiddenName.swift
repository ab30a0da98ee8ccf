#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The hidden names a recording uses beside its destination `x.cast`:
/// `.x.cast.lock` and `.x.cast.rec-PID-XXXXXX`. Each fits in NAME_MAX (255
/// bytes) whatever the destination's length: a name too long for its
/// suffix keeps as many of its first characters as fit, then `~` and a
/// hash of the whole name, so that two long names that share a beginning
/// still get names of their own (and two recorders of one name the same lock).
enum HiddenName {
    /// NAME_MAX on Linux file systems.
    static let limit = 255

    /// The lock file's name for the destination `name`.
    static func lock(for name: String) -> String {
        "." + fitted(name, suffixBytes: ".lock".utf8.count) + ".lock"
    }

    /// A fresh staging file's name for `name`, carrying this process's id.
    static func staging(for name: String) -> String {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        let suffix = ".rec-\(getpid())-" + String((0..<6).map { _ in letters.randomElement()! })
        return "." + fitted(name, suffixBytes: suffix.utf8.count) + suffix
    }

    /// `name`, or its beginning plus `~` and 16 hex digits of its FNV-1a
    /// hash when a dot, it and `suffixBytes` more would not fit.
    static func fitted(_ name: String, suffixBytes: Int) -> String {
        let room = limit - 1 - suffixBytes
        guard name.utf8.count > room else { return name }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let hex = String(hash, radix: 16)
        let tag = "~" + String(repeating: "0", count: 16 - hex.count) + hex
        var kept = String.UnicodeScalarView(), used = 0
        // Whole characters only: a name cut inside a UTF-8 sequence would not be valid text.
        for scalar in name.unicodeScalars {
            let size = String(scalar).utf8.count
            if used + size > room - tag.utf8.count { break }
            kept.append(scalar)
            used += size
        }
        return String(kept) + tag
    }
}
