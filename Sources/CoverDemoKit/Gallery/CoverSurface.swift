import TermCover

/// The colors of the gallery's covers: each a surface of its own, distinct
/// from the gallery it covers (which keeps the terminal's background), with
/// a brighter title bar, and each level of the stack in a tint of its own,
/// so that a stacked cover reads as another sheet on top.
enum CoverSurface {
    /// Blue, slate, plum, teal; the title bars a step lighter. Each is a
    /// color of the 256-color cube, so that terminals without direct color
    /// show exactly the same surfaces.
    private static let surfaces: [(surface: UInt8, bar: UInt8)] = [(24, 31), (60, 103), (53, 96), (23, 30)]

    /// The surface of the cover at `level` (1 for the first).
    static func color(level: Int) -> Color { rgb(surfaces[index(level)].surface) }

    /// The title bar of the cover at `level`.
    static func titleBar(level: Int) -> Color { rgb(surfaces[index(level)].bar) }

    private static func index(_ level: Int) -> Int { (max(1, level) - 1) % surfaces.count }

    private static func rgb(_ palette: UInt8) -> Color {
        let (r, g, b) = ColorSpace.rgb(palette: palette)
        return Color(.rgb(r, g, b))
    }

    /// Text on a surface: near white, whatever the terminal's own colors.
    static let text = Color(red: 0.90, green: 0.92, blue: 0.96)
}
