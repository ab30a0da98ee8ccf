import Foundation

extension View {
    /// Casts a shadow of what the view draws, as SwiftUI's
    /// `shadow(color:radius:x:y:)`: the cells the view draws on, moved by
    /// `x` and `y` points and softened by `radius` points (a column is 8, a
    /// row 16), darken what is beneath them by `color`'s opacity, blended
    /// as `ColorBlend` mixes; then the view is drawn over it. A terminal
    /// knows the view's cells, not its pixels, so the shadow of text is a
    /// soft patch under the words.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some View {
        modifier(ShadowModifier(color: color, radius: Double(radius), x: Double(x), y: Double(y)))
    }
}

struct ShadowModifier: PrimitiveModifier, Animatable {
    let color: Color
    var radius: Double, x: Double, y: Double

    nonisolated var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
        get { AnimatablePair(radius, AnimatablePair(x, y)) }
        set { radius = newValue.first; x = newValue.second.first; y = newValue.second.second }
    }

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content.resolve(context)
        guard color.alpha > 0 else { return nodes }
        let cells = context.cells
        return [ShadowNode(single(nodes), color: color, radius: (cells.exactColumns(radius), cells.exactRows(radius)),
                           offset: (cells.exactColumns(x), cells.exactRows(y)))]
    }
}

@MainActor
final class ShadowNode: WrapperNode {
    let color: Color
    /// The softening, in columns across and rows down.
    let radius: (x: Double, y: Double)
    /// The shadow's offset, in columns and rows.
    let offset: (x: Double, y: Double)

    init(_ child: LayoutNode, color: Color, radius: (Double, Double), offset: (Double, Double)) {
        self.color = color
        self.radius = radius
        self.offset = offset
        super.init(child)
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        // What the view draws is told by drawing it on a copy: the cells it changed.
        var drawn = canvas
        child.draw(into: &drawn, context)
        // Half the radius as the Gaussian's deviation: the shadow fades out about a radius away.
        let sx = max(0, radius.x) / 2, sy = max(0, radius.y) / 2
        let reachX = Int((3 * sx + abs(offset.x)).rounded(.up)) + 1, reachY = Int((3 * sy + abs(offset.y)).rounded(.up)) + 1
        let area = Rect(x: frame.x - reachX, y: frame.y - reachY, width: frame.width + 2 * reachX, height: frame.height + 2 * reachY)
            .intersection(canvas.bounds)
        guard !area.isEmpty else { canvas = drawn; return }
        var mask = [Double](repeating: 0, count: area.width * area.height)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX where drawn[x, y] != canvas[x, y] {
                mask[(y - area.y) * area.width + (x - area.x)] = 1
            }
        }
        mask = Self.blurred(mask, width: area.width, height: area.height, sigma: (sx, sy))
        func value(_ fx: Double, _ fy: Double) -> Double {
            // Bilinear: the offset moves the shadow by fractions of a cell.
            let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
            let tx = fx - Double(x0), ty = fy - Double(y0)
            func at(_ x: Int, _ y: Int) -> Double {
                x >= 0 && x < area.width && y >= 0 && y < area.height ? mask[y * area.width + x] : 0
            }
            return (at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx) * (1 - ty) + (at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx) * ty
        }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let share = value(Double(x - area.x) - offset.x, Double(y - area.y) - offset.y)
                guard share > 1.0 / 64 else { continue }
                let veil = color.opacity(min(1, share))
                var cell = canvas[x, y]
                guard let paper = CellGrid.paper(of: cell) else { continue }
                if cell.style.attributes.contains(.reverse) { continue }
                cell.style.background = ColorBlend.over(veil, paper)
                if cell.hasCharacter { cell.style.foreground = ColorBlend.veil(cell.style.foreground, with: veil) }
                canvas[x, y] = cell
            }
        }
        child.draw(into: &canvas, context)
    }

    /// `mask` blurred by a Gaussian of deviations `sigma` (cells), one axis at a time.
    static func blurred(_ mask: [Double], width: Int, height: Int, sigma: (Double, Double)) -> [Double] {
        func kernel(_ s: Double) -> [Double] {
            guard s > 0.05 else { return [1] }
            let n = Int((3 * s).rounded(.up))
            let w = (-n...n).map { exp(-Double($0 * $0) / (2 * s * s)) }
            let total = w.reduce(0, +)
            return w.map { $0 / total }
        }
        let kx = kernel(sigma.0), ky = kernel(sigma.1)
        let hx = kx.count / 2, hy = ky.count / 2
        var across = [Double](repeating: 0, count: mask.count)
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0.0
                for (i, w) in kx.enumerated() {
                    let xx = x + i - hx
                    if xx >= 0 && xx < width { sum += mask[y * width + xx] * w }
                }
                across[y * width + x] = sum
            }
        }
        var out = [Double](repeating: 0, count: mask.count)
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0.0
                for (i, w) in ky.enumerated() {
                    let yy = y + i - hy
                    if yy >= 0 && yy < height { sum += across[yy * width + x] * w }
                }
                out[y * width + x] = sum
            }
        }
        return out
    }
}
