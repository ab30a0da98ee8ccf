/// OSC 8 hyperlinks: no terminal can be asked whether it shows them, so
/// they are written only where the terminal is known to. Elsewhere a link
/// is underlined text, as before: an OSC string a terminal does not know
/// is meant to be ignored, but old ones (the Linux console) print it.
extension TerminalCapabilities {
    /// XTVERSION names of terminals that show OSC 8 hyperlinks (doc: their
    /// own documentation and the list kept with the OSC 8 proposal).
    static let hyperlinkTerminals = ["kitty", "wezterm", "foot", "iterm2", "ghostty", "contour", "mintty", "alacritty"]

    /// Whether TermCover writes OSC 8 hyperlinks around links' cells:
    /// `TERMCOVER_HYPERLINKS=1` or `=0` decides; otherwise yes where the
    /// terminal named itself (XTVERSION) as one of `hyperlinkTerminals`, or
    /// its environment says it is VTE 0.50 or later (`VTE_VERSION` 5000 and
    /// up: GNOME Terminal and its kin), iTerm2, WezTerm, ghostty or VS Code
    /// (`TERM_PROGRAM`), Windows Terminal (`WT_SESSION`) or kitty
    /// (`KITTY_WINDOW_ID`). Never under tmux, which passes them on only
    /// when told to, nor on the Linux console.
    package func writesHyperlinks(environment: [String: String]) -> Bool {
        switch environment["TERMCOVER_HYPERLINKS"] {
        case "1": return true
        case "0": return false
        default: break
        }
        if underTmux || environment["TERM"] == "linux" || environment["TERM"] == "dumb" { return false }
        if let name = name?.lowercased(), Self.hyperlinkTerminals.contains(where: { name.hasPrefix($0) }) { return true }
        if let vte = environment["VTE_VERSION"].flatMap(Int.init), vte >= 5000 { return true }
        if let program = environment["TERM_PROGRAM"], ["iTerm.app", "WezTerm", "ghostty", "vscode"].contains(program) { return true }
        return environment["WT_SESSION"] != nil || environment["KITTY_WINDOW_ID"] != nil
    }
}
