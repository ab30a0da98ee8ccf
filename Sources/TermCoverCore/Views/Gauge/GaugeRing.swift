import Foundation

/// A circular gauge: a ring of Braille dots 7 cells by 4, the current
/// value's label (or the gauge's label) in its middle, and, for the open
/// ring, the bounds' labels on the row under its opening.
struct GaugeRingView: View {
    let configuration: GaugeStyleConfiguration
    let open: Bool

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                GaugeRing(fraction: configuration.value, open: open)
                if let current = configuration.currentValueLabel {
                    current.lineLimit(1)
                } else {
                    configuration.label.lineLimit(1)
                }
            }
            if open, configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                HStack(spacing: 0) {
                    configuration.minimumValueLabel
                    Spacer(minLength: 0)
                    configuration.maximumValueLabel
                }
                .foregroundStyle(.secondary)
                .frame(width: .columns(GaugeRingNode.columns))
            }
        }
    }
}

/// The ring itself.
struct GaugeRing: View, PrimitiveView {
    typealias Body = Never
    let fraction: Double
    let open: Bool

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let environment = context.environment
        return [GaugeRingNode(fraction: fraction, open: open, tint: environment.foregroundColor ?? environment.tintColor,
                              base: environment.textStyle)]
    }
}

/// Draws a ring in Braille dots (2 × 4 to a cell; a cell is twice as tall
/// as wide, so the dots are square and the ring round). The capacity ring
/// is filled clockwise from the top to the value in the tint, the rest
/// gray; the open ring leaves a quarter open at the bottom and marks the
/// value with the cell its point falls in, in the primary color. A cell
/// has one color, so a cell holding both filled and unfilled dots takes
/// the color of the most.
@MainActor
final class GaugeRingNode: LayoutNode {
    static let columns = 7
    static let rows = 4
    /// The ring's radius and half-thickness, in dots.
    static let radius = 6.3
    static let halfWidth = 0.75

    let fraction: Double
    let open: Bool
    let tint: Color
    let base: Style

    init(fraction: Double, open: Bool, tint: Color, base: Style) {
        self.fraction = fraction
        self.open = open
        self.tint = tint
        self.base = base
    }

    override func computeSize(_ p: CellProposal) -> Size { Size(width: Self.columns, height: Self.rows) }

    /// Where along the ring (0...1, clockwise from its start) a dot lies, or
    /// nil off the ring. The closed ring starts at the top; the open one at
    /// the bottom left, spanning 270°.
    static func place(column: Int, row: Int, open: Bool) -> Double? {
        let x = Double(column) + 0.5 - Double(columns), y = Double(row) + 0.5 - Double(rows * 4) / 2
        guard abs((x * x + y * y).squareRoot() - radius) <= halfWidth else { return nil }
        // Clockwise from the top, 0..<360.
        var degrees = atan2(x, -y) * 180 / .pi
        if degrees < 0 { degrees += 360 }
        guard open else { return degrees / 360 }
        let along = (degrees - 225 + 360).truncatingRemainder(dividingBy: 360)
        return along <= 270 ? along / 270 : nil
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        // Dot bits of a Braille cell, by column then row within the cell.
        let bits: [[UInt32]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
        var markerCell: (Int, Int)?
        var nearest = Double.infinity
        for cellRow in 0..<Self.rows {
            for cellColumn in 0..<Self.columns {
                var pattern: UInt32 = 0
                var filled = 0, empty = 0
                for dx in 0..<2 {
                    for dy in 0..<4 {
                        guard let t = Self.place(column: cellColumn * 2 + dx, row: cellRow * 4 + dy, open: open) else { continue }
                        pattern |= bits[dx][dy]
                        if t <= fraction { filled += 1 } else { empty += 1 }
                        if open, abs(t - fraction) < nearest {
                            nearest = abs(t - fraction)
                            markerCell = (cellColumn, cellRow)
                        }
                    }
                }
                guard pattern != 0 else { continue }
                var style = base
                style.foreground = open ? tint : (filled >= empty && filled > 0 ? tint : .gray)
                canvas.put(Character(Unicode.Scalar(0x2800 + pattern)!), width: 1, x: frame.x + cellColumn,
                           y: frame.y + cellRow, style: style, clip: frame)
            }
        }
        if let (column, row) = markerCell {
            var style = base
            style.foreground = .primary
            canvas.put("●", width: 1, x: frame.x + column, y: frame.y + row, style: style, clip: frame)
        }
    }
}
