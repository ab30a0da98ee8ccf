/// Text, as in SwiftUI: it wraps at word boundaries to the width it is
/// offered, truncates with "…" when it runs out of rows, and measures CJK
/// and emoji as two columns.
public struct Text: View, PrimitiveView {
    public typealias Body = Never
    let content: String
    var attributes: TextAttributes = []
    var color: Color?

    /// Creates text that shows `content` verbatim (control characters are
    /// shown as symbols, never sent to the terminal).
    public init(_ content: String) { self.content = content }

    /// Creates text from any string.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// Text in bold.
    public func bold() -> Text { with(.bold) }
    /// Text in italics.
    public func italic() -> Text { with(.italic) }
    /// Underlined text.
    public func underline() -> Text { with(.underline) }
    /// Text in a different color.
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }

    private func with(_ attribute: TextAttributes) -> Text {
        var t = self
        t.attributes.insert(attribute)
        return t
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var style = context.environment.textStyle
        style.attributes.formUnion(attributes)
        if let color { style.foreground = color }
        return [TextNode(text: content, style: style, lineLimit: context.environment.lineLimit,
                         alignment: context.environment.multilineTextAlignment)]
    }
}

@MainActor
final class TextNode: LayoutNode {
    let text: String
    let style: Style
    let lineLimit: Int?
    let alignment: TextAlignment
    private var laidOut: [String] = []

    init(text: String, style: Style, lineLimit: Int?, alignment: TextAlignment) {
        self.text = text
        self.style = style
        self.lineLimit = lineLimit
        self.alignment = alignment
    }

    private func lines(for p: ProposedViewSize) -> [String] {
        let width = p.width.map { $0 == .max ? Int.max : max(0, $0) }
        var rows = TextWrapping.wrap(text, width: width)
        var limit = lineLimit ?? Int.max
        if let h = p.height, h != .max { limit = min(limit, max(1, h)) }
        if rows.count > limit {
            // The last row shows as much of the rest as fits, then "…".
            let rest = rows[(limit - 1)...].joined(separator: " ")
            rows = Array(rows.prefix(limit - 1))
            rows.append(TextWrapping.truncate(rest, width: width ?? Int.max))
        }
        return rows
    }

    override func computeSize(_ p: ProposedViewSize) -> Size {
        let rows = lines(for: p)
        return Size(width: rows.map(\.terminalWidth).max() ?? 0, height: rows.count)
    }

    override func place(in rect: Rect) {
        frame = rect
        laidOut = lines(for: ProposedViewSize(rect.size))
    }

    override func draw(into canvas: inout Canvas, _ context: DrawContext) {
        for (i, line) in laidOut.enumerated() where i < frame.height {
            let w = line.terminalWidth
            let dx: Int
            switch alignment {
            case .leading: dx = 0
            case .center: dx = max(0, (frame.width - w) / 2)
            case .trailing: dx = max(0, frame.width - w)
            }
            canvas.put(line, x: frame.x + dx, y: frame.y + i, style: style, clip: frame)
        }
    }
}
