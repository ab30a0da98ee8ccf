/// The box-drawing characters a border is made of.
public struct BorderStyle: Hashable, Sendable {
    let topLeading: Character, topTrailing: Character, bottomLeading: Character, bottomTrailing: Character
    let horizontal: Character, vertical: Character

    /// ┌─┐ │ └─┘
    public static let single = BorderStyle(topLeading: "┌", topTrailing: "┐", bottomLeading: "└", bottomTrailing: "┘", horizontal: "─", vertical: "│")
    /// ╭─╮ │ ╰─╯
    public static let rounded = BorderStyle(topLeading: "╭", topTrailing: "╮", bottomLeading: "╰", bottomTrailing: "╯", horizontal: "─", vertical: "│")
    /// ╔═╗ ║ ╚═╝
    public static let double = BorderStyle(topLeading: "╔", topTrailing: "╗", bottomLeading: "╚", bottomTrailing: "╝", horizontal: "═", vertical: "║")
    /// ┏━┓ ┃ ┗━┛
    public static let heavy = BorderStyle(topLeading: "┏", topTrailing: "┓", bottomLeading: "┗", bottomTrailing: "┛", horizontal: "━", vertical: "┃")
}

extension View {
    /// Draws a box-drawing border on the view's outermost cells, as SwiftUI
    /// draws `border` inside the view's bounds; pad the view first to keep
    /// its content clear of the line.
    public func border(_ color: Color = .primary, style: BorderStyle = .single) -> some View {
        modifier(BorderModifier(color: color, style: style))
    }
}

struct BorderModifier: PrimitiveModifier {
    let color: Color
    let style: BorderStyle
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [BorderNode(single(content.resolve(context)), color: color, style: style)]
    }
}

@MainActor
final class BorderNode: WrapperNode {
    let color: Color
    let style: BorderStyle
    init(_ child: LayoutNode, color: Color, style: BorderStyle) { self.color = color; self.style = style; super.init(child) }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        child.draw(into: &canvas, context)
        let r = frame
        guard r.width > 0, r.height > 0 else { return }
        let s = Style(foreground: color, background: .clear)
        let clip = canvas.bounds
        func put(_ c: Character, _ x: Int, _ y: Int) { canvas.put(c, width: 1, x: x, y: y, style: s, clip: clip) }
        for x in r.x..<r.maxX {
            put(style.horizontal, x, r.y)
            put(style.horizontal, x, r.maxY - 1)
        }
        for y in r.y..<r.maxY {
            put(style.vertical, r.x, y)
            put(style.vertical, r.maxX - 1, y)
        }
        if r.width > 1 && r.height > 1 {
            put(style.topLeading, r.x, r.y)
            put(style.topTrailing, r.maxX - 1, r.y)
            put(style.bottomLeading, r.x, r.maxY - 1)
            put(style.bottomTrailing, r.maxX - 1, r.maxY - 1)
        }
    }
}
