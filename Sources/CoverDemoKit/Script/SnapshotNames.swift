/// Hands out snapshot names and refuses a name twice, since a runner that
/// saves snapshots as files would silently replace the first.
struct SnapshotNames {
    private var taken: [String: Int] = [:]
    private var unnamed = 0

    /// Takes `name`, or the next `snapshot-N` when nil.
    mutating func take(_ name: String?, line: Int) throws(ScriptError) -> String {
        let chosen: String
        if let name {
            guard Self.isValid(name) else {
                throw ScriptError(line: line,
                                  "snapshot name '\(name.cutForMessage)' may use only letters, digits, '-', '_' and '.'")
            }
            chosen = name
        } else {
            unnamed += 1
            chosen = "snapshot-\(unnamed)"
        }
        if let first = taken[chosen] {
            throw ScriptError(line: line, "snapshot '\(chosen)' is already taken on line \(first)")
        }
        taken[chosen] = line
        return chosen
    }

    /// ASCII letters, digits, `-`, `_` and `.`, not starting with `.`: safe as a file name anywhere.
    private static func isValid(_ name: String) -> Bool {
        !name.hasPrefix(".") && name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0))
        }
    }
}
