/// What a missing or broken picture shows: its name in a box. Unresizable,
/// the box fits the name (one line, a cell of border around it); resizable,
/// it fills its space, the name centered and cut with "…" where too long.
@MainActor
final class ImagePlaceholderNode: LayoutNode {
    let name: String
    let resizable: Bool
    let ink: Color

    init(name: String, resizable: Bool, ink: Color) {
        self.name = name.isEmpty ? "?" : name
        self.resizable = resizable
        self.ink = ink
    }

    private var ownSize: Size { Size(width: columns(name) + 2, height: 3) }

    override func computeSize(_ p: CellProposal) -> Size {
        guard resizable else { return ownSize }
        func take(_ offered: Int?, _ own: Int) -> Int { offered.map { $0 == .max ? own : max(0, $0) } ?? own }
        return Size(width: take(p.width, ownSize.width), height: take(p.height, ownSize.height))
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        guard frame.width > 0, frame.height > 0 else { return }
        if frame.width >= 2, frame.height >= 2 {
            BoxLines.draw(frame, rounded: false, ink: ink, into: &canvas)
        }
        let inner = frame.width >= 3 && frame.height >= 3
            ? Rect(x: frame.x + 1, y: frame.y + 1, width: frame.width - 2, height: frame.height - 2) : frame
        var text = name
        if columns(text) > inner.width {
            text = String(text.prefix(max(0, inner.width - 1))) + "…"
        }
        let x = inner.x + max(0, (inner.width - columns(text)) / 2)
        let y = inner.y + (inner.height - 1) / 2
        _ = canvas.put(text, x: x, y: y, style: Style(foreground: ink, background: .clear), clip: inner)
    }
}

/// Columns `text` takes on the grid.
private func columns(_ text: String) -> Int { text.reduce(0) { $0 + CharacterWidth.of($1) } }
