/// Everything a translated run of effects draws from, once its value is
/// known: the whole cells its content lands on (`SubcellPrecision.placement`),
/// and for each edge the cell line it crosses and the eighths of that line
/// it covers (`SubcellEdges`). Two values with the same look draw the same
/// cells over the same canvas, so a tick that changes only the value, not
/// the look, needs no new composition (`EffectNode.drawsDifferently`).
struct TranslationLook: Equatable {
    let drawnX: Int, drawnY: Int
    /// Per edge: the line it falls in and the eighths it covers, or nil
    /// where it lies on a cell boundary (always nil on whole cells). Four
    /// fields, not an array: a look is made on every tick of a slide.
    let top: EdgeLook?, bottom: EdgeLook?, leading: EdgeLook?, trailing: EdgeLook?
    let extended: Set<Edge>

    struct EdgeLook: Equatable {
        let line: Int
        let eighths: Int
    }

    init(frame: Rect, dx: Double, dy: Double, precision: SubcellPrecision, onSurface: Bool, extended: Set<Edge>) {
        drawnX = precision.placement(dx, onSurface: onSurface)
        drawnY = precision.placement(dy, onSurface: onSurface)
        let x0 = Double(frame.x) + dx, y0 = Double(frame.y) + dy
        let x1 = x0 + Double(frame.width), y1 = y0 + Double(frame.height)
        // Coverage measured as SubcellEdges measures it: from the edge inward.
        func edge(_ v: Double, coverage: Double) -> EdgeLook? {
            guard v.isFinite else { return EdgeLook(line: .min, eighths: 0) }
            guard v != v.rounded(.down) else { return nil }
            return EdgeLook(line: clampedCell(v.rounded(.down)), eighths: precision.eighths(coverage))
        }
        // On whole cells no edge is drawn inside a cell: the placement is all.
        let whole = precision == .wholeCells
        top = whole ? nil : edge(y0, coverage: y0.rounded(.up) - y0)
        bottom = whole ? nil : edge(y1, coverage: y1 - y1.rounded(.down))
        leading = whole ? nil : edge(x0, coverage: x0.rounded(.up) - x0)
        trailing = whole ? nil : edge(x1, coverage: x1 - x1.rounded(.down))
        self.extended = extended
    }
}
