/// Parses a script a line at a time, so a reader can stop at the first
/// mistake instead of reading (and holding) all of an endless input.
struct ScriptParser {
    private(set) var steps: [ScriptStep] = []
    private var snapshots = SnapshotNames()

    /// Adds line number `line` (counting from 1), without its newline.
    mutating func add(_ raw: String, line: Int) throws(ScriptError) {
        let trimmed = raw.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return }
        let word = String(trimmed.prefix { $0 != " " && $0 != "\t" })
        let rest = String(trimmed.dropFirst(word.count).dropFirst())
        var command = try Script.command(word, rest, line: line)
        if case .snapshot(let name) = command {
            command = .snapshot(name: try snapshots.take(name.isEmpty ? nil : name, line: line))
        }
        steps.append(ScriptStep(line: line, command: command))
    }
}
