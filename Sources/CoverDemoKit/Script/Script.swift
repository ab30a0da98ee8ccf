import TermCover

/// The script language of `cover-demo --script`: one command a line.
///
/// Comments are whole lines whose first non-blank character is `#`; a `#`
/// later in a line is text, because `type` and `expect` take the rest of the
/// line verbatim (`key #` presses `#`). Commands are lowercase. Leading blanks
/// are ignored, so steps may be indented. `type`, `expect` and `expect-not`
/// take everything after the one space (or tab) that follows the command.
/// Unnamed snapshots are `snapshot-1`, `snapshot-2`, ... counting only the
/// unnamed ones; a name used twice is a mistake, because snapshots are
/// looked up (or saved) by name.
package enum Script {
    /// The longest `wait`: an hour. Longer ones are mistakes (and would
    /// keep a scripted run busy for as long).
    package static let longestWait = 3600.0

    /// Parses a whole script, throwing the first mistake.
    package static func parse(_ text: String) throws(ScriptError) -> [ScriptStep] {
        var parser = ScriptParser()
        for (index, raw) in ScriptLines.split(text).enumerated() { try parser.add(raw, line: index + 1) }
        return parser.steps
    }

    /// One line's command; `rest` is the text after the command's separator.
    static func command(_ word: String, _ rest: String, line: Int) throws(ScriptError) -> ScriptCommand {
        let argument = rest.trimmingBlanks
        switch word {
        case "wait":
            guard let seconds = WaitDuration.seconds(argument) else {
                throw ScriptError(line: line, "wait needs a duration like 250ms or 1.5s")
            }
            guard seconds <= longestWait else { throw ScriptError(line: line, "wait is limited to 1h (3600s)") }
            return .wait(seconds: seconds)
        case "key":
            guard !argument.isEmpty else {
                throw ScriptError(line: line, "key needs a key name like enter, esc, ctrl-c or q")
            }
            guard let key = Key(name: argument) else {
                throw ScriptError(line: line, "unknown key '\(argument.cutForMessage)'")
            }
            return .key(key)
        case "type":
            guard !rest.isEmpty else { throw ScriptError(line: line, "type needs text to type") }
            return .type(rest)
        case "resize":
            guard let size = ScreenSizeText.parse(argument) else {
                throw ScriptError(line: line, "resize needs a size like 80x24, from 1x1 to 1000x1000")
            }
            return .resize(size)
        case "snapshot":
            return .snapshot(name: argument)
        case "expect", "expect-not":
            guard !rest.isEmpty else { throw ScriptError(line: line, "\(word) needs text to look for") }
            return word == "expect" ? .expect(rest) : .expectNot(rest)
        default:
            throw ScriptError(line: line, "unknown command '\(word.cutForMessage)'")
        }
    }
}

extension String {
    /// Without spaces and tabs at either end.
    var trimmingBlanks: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isBlank).reversed().drop(while: isBlank).reversed())
    }
}
