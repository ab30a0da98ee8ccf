extension String {
    /// The text with control characters and line separators escaped
    /// (`\n`, `\u{1B}`), so that echoing user input keeps a message on one line.
    var escapedForOneLine: String {
        var out = ""
        for scalar in unicodeScalars {
            let breaksLine = scalar.properties.generalCategory == .control
                || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator
            out += breaksLine ? scalar.escaped(asASCII: true) : String(scalar)
        }
        return out
    }
}

extension String {
    /// `escapedForOneLine`, cut to its first 40 characters (then `…`), so
    /// that a message quoting a 10 MB line stays a short line.
    var cutForMessage: String {
        let cut = count > 40 ? String(prefix(40)) + "…" : self
        return cut.escapedForOneLine
    }
}
