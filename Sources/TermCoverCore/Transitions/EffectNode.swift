import Foundation

/// A render effect applied to everything a view draws.
enum RenderEffect {
    /// Moves by cells; fractions round half up so motion never jitters.
    case offset(x: Double, y: Double)
    /// Moves toward `edge` by `fraction` of the view's own size.
    case move(edge: Edge, fraction: Double)
    /// Blends over what is beneath.
    case opacity(Double)
}

/// Draws its child with a render effect. Geometry effects that only move
/// the child shift where it is placed; the others draw the child into a
/// layer first and compose that layer with the effect.
@MainActor
final class EffectNode: WrapperNode {
    let effect: RenderEffect
    init(_ child: LayoutNode, effect: RenderEffect) { self.effect = effect; super.init(child) }

    /// Rounds half up on both sides of zero, so a value moving steadily
    /// crosses each cell boundary once.
    static func cells(_ v: Double) -> Int { Int((v + 0.5).rounded(.down)) }

    override func place(in rect: Rect) {
        frame = rect
        switch effect {
        case .offset(let x, let y):
            child.place(in: rect.offsetBy(dx: Self.cells(x), dy: Self.cells(y)))
        case .move(let edge, let f):
            let dx: Double, dy: Double
            switch edge {
            case .top: (dx, dy) = (0, -f * Double(rect.height))
            case .bottom: (dx, dy) = (0, f * Double(rect.height))
            case .leading: (dx, dy) = (-f * Double(rect.width), 0)
            case .trailing: (dx, dy) = (f * Double(rect.width), 0)
            }
            child.place(in: rect.offsetBy(dx: Self.cells(dx), dy: Self.cells(dy)))
        case .opacity:
            child.place(in: rect)
        }
    }

    override func draw(into canvas: inout Canvas, _ context: DrawContext) {
        switch effect {
        case .offset, .move:
            child.draw(into: &canvas, context)
        case .opacity(let o):
            if o <= 0 { return }
            if o >= 1 { child.draw(into: &canvas, context); return }
            var layer = Canvas(size: canvas.size, fill: .transparent)
            child.draw(into: &layer, context)
            LayerBlend.compose(layer, onto: &canvas, opacity: o, colorSupport: context.colorSupport)
        }
    }
}

/// Temporary opacity compose until the effects library lands.
enum LayerBlend {
    static func compose(_ layer: Canvas, onto canvas: inout Canvas, opacity: Double, colorSupport: ColorSupport) {
        var faded = layer
        for y in 0..<layer.height {
            for x in 0..<layer.width {
                var c = layer[x, y]
                if c.isTransparent { continue }
                c.style.background = c.style.background.opacity(opacity)
                c.style.foreground = c.style.foreground.opacity(opacity)
                if opacity < 0.5 { c.character = nil; c.width = 1 }
                faded[x, y] = c
            }
        }
        canvas.compose(faded, x: 0, y: 0)
    }
}
