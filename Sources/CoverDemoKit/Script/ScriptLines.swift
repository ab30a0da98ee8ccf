/// Splits a script into lines on `\n` alone: a `\r` before it is dropped
/// (files written on Windows), while `\u{2028}` and the like stay text that
/// `type` can type. A byte-order mark at the start is dropped too.
enum ScriptLines {
    static func split(_ text: String) -> [String] {
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        return scalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = line
            if line.last == "\r" { line.removeLast() }
            return String(String.UnicodeScalarView(line))
        }
    }
}
