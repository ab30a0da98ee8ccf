/// The top edge of a sheet: a rounded rule across the screen, with the drag
/// indicator in its middle when the sheet shows one. A terminal has no
/// shadow to lift a panel off the screen behind it, so the edge, and a
/// surface a shade off the terminal's background, are what make the sheet
/// read as a sheet rather than as more of the screen.
struct SheetEdge: View {
    /// The width of the edge, in cells.
    let width: Int
    /// Whether the drag indicator is drawn in the middle of the edge.
    let showsGrabber: Bool

    /// The drag indicator: a short heavy bar, as iOS's grabber pill.
    static let grabber = "━━━━━"

    var body: some View {
        let inner = max(0, width - 2)
        let grabber = showsGrabber && inner >= Self.grabber.count + 2 ? Self.grabber : ""
        let left = (inner - grabber.count) / 2
        let right = inner - grabber.count - left
        return HStack(spacing: 0) {
            Text("╭" + String(repeating: "─", count: left)).foregroundColor(.gray)
            Text(grabber).foregroundColor(.secondary)
            Text(String(repeating: "─", count: right) + "╮").foregroundColor(.gray)
        }
        .lineLimit(1)
    }
}

extension Color {
    /// A sheet's surface when its content names none. On a dark terminal it
    /// is the background lifted a ninth of the way to the text color, as
    /// iOS lifts a sheet in dark mode (its elevated background is 28 of 255
    /// over black), since a dimmed black presenter beside a black sheet
    /// would show no edge at all; on a light one it is the terminal's own
    /// background, which the dimmed presenter already sets apart. Taken
    /// from the terminal's colors in force for the frame.
    static var sheetSurface: Color {
        let colors = TerminalColors.current
        let paper = colors.background, ink = colors.foreground
        let luma = 0.2126 * Double(paper.red) + 0.7152 * Double(paper.green) + 0.0722 * Double(paper.blue)
        guard luma < 128 else { return .primary }
        func lift(_ p: UInt8, _ i: UInt8) -> UInt8 { UInt8((Double(p) + (Double(i) - Double(p)) / 9).rounded()) }
        return Color(.rgb(lift(paper.red, ink.red), lift(paper.green, ink.green), lift(paper.blue, ink.blue)))
    }
}
