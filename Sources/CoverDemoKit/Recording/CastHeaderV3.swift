import TermCover

/// The header of an asciicast v3 file, and a `#` comment line after it.
///
/// The spec's `term` object carries the size, `type` (the `TERM` the bytes
/// were made for) and `theme` (the colors the fades were blended for). It has
/// no field for the color depth, so the depth goes where v2 put it, in
/// `env` as `COLORTERM=truecolor` when the bytes are 24-bit, and, for every
/// depth, in a comment line, which v3 readers skip.
enum CastHeaderV3 {
    static func lines(size: Size, timestamp: Int, term: String, shell: String?, theme: TerminalColors?,
                      colorTerm: String?, colors: ColorSupport?) -> String {
        var terminal = "\"cols\": \(size.width), \"rows\": \(size.height)"
        if !term.isEmpty { terminal += ", \"type\": \(JSONString.quoted(term))" }
        if let theme { terminal += ", \"theme\": \(themeObject(theme))" }
        var line = "{\"version\": 3, \"term\": {\(terminal)}, \"timestamp\": \(timestamp)"
        var env: [String] = []
        if let colorTerm { env.append("\"COLORTERM\": \(JSONString.quoted(colorTerm))") }
        if let shell { env.append("\"SHELL\": \(JSONString.quoted(shell))") }
        if !env.isEmpty { line += ", \"env\": {\(env.joined(separator: ", "))}" }
        line += "}\n"
        var notes: [String] = []
        if let colors { notes.append("drawn for \(depthName(colors))") }
        if theme != nil { notes.append("fades blended for term.theme") }
        if !notes.isEmpty { line += "# cover-demo: " + notes.joined(separator: "; ") + "\n" }
        return line
    }

    /// The spec's theme object: `fg`, `bg` and a 16-color `palette`, all `#rrggbb`.
    static func themeObject(_ theme: TerminalColors) -> String {
        let palette = theme.palette.prefix(16).map(\.hex).joined(separator: ":")
        return "{\"fg\": \"\(theme.foreground.hex)\", \"bg\": \"\(theme.background.hex)\", \"palette\": \"\(palette)\"}"
    }

    /// The depth as `--colors` spells it.
    static func depthName(_ colors: ColorSupport) -> String {
        switch colors {
        case .trueColor: "truecolor (24-bit)"
        case .palette256: "256 colors"
        case .ansi16: "16 colors"
        case .ansi8: "8 colors"
        case .monochrome: "no colors"
        }
    }
}
