/// A row in edit mode: a red `⊖` before it when it can be deleted, a `≡`
/// handle after it when it can be moved, as iOS draws them, each in a
/// column of its own (blank for a row of the same `ForEach` that cannot),
/// on the row's first line.
@MainActor
final class ListEditMarksNode: WrapperNode {
    /// Nil: no column for the mark. Otherwise whether the row shows it.
    let delete: Bool?
    let move: Bool?
    let style: Style
    private var leading: Int { delete == nil ? 0 : 2 }
    private var trailing: Int { move == nil ? 0 : 2 }

    init(_ child: LayoutNode, delete: Bool?, move: Bool?, style: Style) {
        self.delete = delete
        self.move = move
        self.style = style
        super.init(child)
    }

    /// Where the delete mark is, for a click.
    var deleteMarkFrame: Rect? {
        delete == true ? Rect(x: frame.x, y: frame.y, width: 1, height: min(1, frame.height)) : nil
    }

    /// Where the move handle is, for a drag.
    var moveHandleFrame: Rect? {
        move == true ? Rect(x: frame.maxX - 1, y: frame.y, width: 1, height: min(1, frame.height)) : nil
    }

    override func computeSize(_ p: CellProposal) -> Size {
        let inner = child.sizeThatFits(CellProposal(width: p.width.map { $0 == .max ? $0 : max(0, $0 - leading - trailing) },
                                                    height: p.height))
        return Size(width: inner.width + leading + trailing, height: max(1, inner.height))
    }

    override func place(in rect: Rect) {
        frame = rect
        child.place(in: Rect(x: rect.x + leading, y: rect.y, width: max(0, rect.width - leading - trailing), height: rect.height))
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        child.draw(into: &canvas, context)
        if delete == true {
            var red = style
            red.foreground = .red
            canvas.put("⊖", width: 1, x: frame.x, y: frame.y, style: red, clip: frame)
        }
        if move == true {
            var handle = style
            handle.attributes.insert(.dim)
            canvas.put("≡", width: 1, x: frame.maxX - 1, y: frame.y, style: handle, clip: frame)
        }
    }
}
