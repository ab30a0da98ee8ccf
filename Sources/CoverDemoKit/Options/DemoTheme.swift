import TermCover

/// The terminal colors `--theme` names: what blends take the terminal's
/// default colors to be, and what a recording's header tells its player.
enum DemoTheme {
    /// `dark`, `light`, or two `#rrggbb` colors, text then background,
    /// separated by a comma; nil for anything else.
    static func parse(_ value: String) -> TerminalColors? {
        switch value.lowercased() {
        case "dark": return .dark
        case "light": return .light
        default:
            let parts = value.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let fg = hex(parts[0]), let bg = hex(parts[1]) else { return nil }
            return TerminalColors(foreground: fg, background: bg)
        }
    }

    private static func hex(_ text: Substring) -> TerminalColors.RGB? {
        guard text.count == 7, text.first == "#",
              text.dropFirst().allSatisfy(\.isHexDigit), let v = UInt32(text.dropFirst(), radix: 16) else { return nil }
        return TerminalColors.RGB(UInt8(v >> 16), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF))
    }
}
