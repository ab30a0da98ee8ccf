import Foundation

struct ForegroundGradientKey: EnvironmentKey { static let defaultValue: GradientStyle? = nil }

extension EnvironmentValues {
    /// The gradient `foregroundStyle(_:)` set, if it set one: shapes filled
    /// with the foreground take it across their own frames.
    var foregroundGradient: GradientStyle? {
        get { self[ForegroundGradientKey.self] }
        set { self[ForegroundGradientKey.self] = newValue }
    }
}

/// Inks the glyphs a view draws with a gradient across the view's frame,
/// as SwiftUI draws text in a gradient `foregroundStyle`: each glyph
/// takes the color at its cell's center. Glyphs drawn in another color
/// (their own `foregroundColor`) keep it.
@MainActor
final class GradientInkNode: WrapperNode {
    let gradient: GradientStyle
    /// The one color the content was inked with: the gradient's middle one.
    let ink: Color
    let cells: CellMetrics

    init(_ child: LayoutNode, gradient: GradientStyle, ink: Color, cells: CellMetrics) {
        self.gradient = gradient
        self.ink = ink
        self.cells = cells
        super.init(child)
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        var drawn = canvas
        child.draw(into: &drawn, context)
        let area = frame.intersection(canvas.bounds)
        let rect = CGRect(origin: .zero, size: cells.points(frame.size))
        if !area.isEmpty {
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX {
                    var cell = drawn[x, y]
                    guard cell != canvas[x, y], cell.hasCharacter, cell.character != " ",
                          !cell.style.attributes.contains(.reverse), cell.style.foreground.kind == ink.kind else { continue }
                    let center = CGPoint(x: (Double(x - frame.x) + 0.5) * cells.columnWidth, y: (Double(y - frame.y) + 0.5) * cells.rowHeight)
                    let color = gradient.color(at: gradient.fraction(at: center, in: rect))
                    cell.style.foreground = color.opacity(cell.style.foreground.alpha / max(ink.alpha, 1e-9))
                    drawn[x, y] = cell
                }
            }
        }
        canvas = drawn
    }
}
