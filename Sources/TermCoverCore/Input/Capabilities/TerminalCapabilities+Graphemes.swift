/// Grapheme clusters (mode 2027): whether the terminal gives an emoji
/// sequence (a ZWJ family, a skin tone, a flag, a keycap) the two columns
/// the canvas gives it, or counts its scalars one by one as `wcwidth` does.
extension TerminalCapabilities {
    /// Whether TermCover turns mode 2027 on (`CSI ? 2027 h` after entering,
    /// `CSI ? 2027 l` on every way out): where the terminal knows the mode
    /// and it is off. A mode already on, or always on, is left as it is.
    package var usesGraphemeClusters: Bool { graphemeClusters == .reset }

    /// Whether the terminal measures whole clusters once TermCover has set
    /// its modes: it answered mode 2027 as on, off (TermCover turns it on)
    /// or always on. `TERMCOVER_GRAPHEMES=clusters` says so for a terminal
    /// known to measure clusters without answering; `=scalars` forces the
    /// fallback (`GraphemeFallback`) whatever the answer.
    package func measuresGraphemeClusters(environment: [String: String] = [:]) -> Bool {
        switch environment["TERMCOVER_GRAPHEMES"] {
        case "clusters": return true
        case "scalars": return false
        default: return graphemeClusters == .set || graphemeClusters == .reset || graphemeClusters == .permanentlySet
        }
    }

    /// What the report says of emoji sequences after the mode's answer.
    var graphemeReport: String {
        if usesGraphemeClusters { return "; turned on (emoji sequences drawn whole)" }
        return measuresGraphemeClusters() ? "; emoji sequences drawn whole"
            : "; emoji sequences drawn as their base emoji (each keeps its 2 columns)"
    }
}
