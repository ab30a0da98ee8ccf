import TermCover

/// The lines of an asciicast v2 file, each ending in a newline.
enum CastLine {
    static func header(size: Size, timestamp: Int, term: String, shell: String?, theme: TerminalColors? = nil,
                       colorTerm: String? = nil) -> String {
        var env = "\"TERM\": \(JSONString.quoted(term))"
        // `COLORTERM=truecolor` tells a player (and a reader) the bytes are 24-bit.
        if let colorTerm { env += ", \"COLORTERM\": \(JSONString.quoted(colorTerm))" }
        if let shell { env += ", \"SHELL\": \(JSONString.quoted(shell))" }
        var line = "{\"version\": 2, \"width\": \(size.width), \"height\": \(size.height), "
            + "\"timestamp\": \(timestamp), \"env\": {\(env)}"
        if let theme {
            // asciicast v2's theme: so a player shows the colors the blends assumed.
            let palette = theme.palette.map(\.hex).joined(separator: ":")
            line += ", \"theme\": {\"fg\": \"\(theme.foreground.hex)\", \"bg\": \"\(theme.background.hex)\", "
                + "\"palette\": \"\(palette)\"}"
        }
        return line + "}\n"
    }

    /// An event at `microseconds` (v2: since the start; v3: since the event before), printed as seconds with six decimals.
    static func event(microseconds: Int64, code: String, data: String) -> String {
        let fraction = String(microseconds % 1_000_000)
        let time = "\(microseconds / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
        return "[\(time), \(JSONString.quoted(code)), \(JSONString.quoted(data))]\n"
    }
}
