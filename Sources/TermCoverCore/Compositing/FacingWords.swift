/// Words that a turn inside a turn shows the viewer again.
///
/// Text turned to its back (`rotation3DEffect` past 90°) is drawn as the
/// picture of its lines, mirrored: no glyph draws a letter backwards. When
/// a turn around it turns it round again (two half turns about one axis are
/// no turn at all, as SwiftUI composes them), the outer turn maps that
/// picture back the right way round, but a picture stays texture. Here the
/// outer turn looks, after composing its picture, for runs of effects in
/// its content that mirror, and draws the words of their content where the
/// two maps together take them, as a turn near rest resolves its words
/// (`drawResolvingWords`): whole, once the two net to facing the viewer.
extension EffectNode {
    /// Draws, over what this run composed through `outer`, the words of the
    /// mirroring runs inside `content` that `outer` turns round again.
    func drawFacingWords(in content: LayoutNode, through outer: Homography, opacity: Double,
                         into canvas: inout CellGrid, _ context: DrawContext) {
        for inner in Self.runs(below: content) {
            guard let innerContent = inner.content else { continue }
            let size = inner.frame.size
            let folded = inner.fold(in: size, aspect: context.cellAspectRatio)
            // A masked, blurred or filtered layer is not drawn by its words anywhere.
            guard folded.masks.isEmpty, folded.blur == 0, folded.filters.isEmpty, folded.opacity > 0 else { continue }
            let own = folded.whole
            // Only a run that mirrors lost its words to texture.
            guard CellGrid.mirrors(own, size: size) else { continue }
            let placed = Homography(LayerTransform.identity.offset(x: Double(inner.frame.x), y: Double(inner.frame.y)))
            let net = own.concatenating(placed).concatenating(outer)
            guard !CellGrid.mirrors(net, size: size) else { continue }
            canvas.drawResolvingWords(innerContent.cachedLayer(size: size, context), x: frame.x, y: frame.y, projection: net,
                                      opacity: opacity * min(1, folded.opacity), colorSupport: context.colorSupport)
        }
    }

    /// The runs of effects nearest below `node`: the first effect node down
    /// each branch (a run inside one of them is that one's to draw).
    private static func runs(below node: LayoutNode) -> [EffectNode] {
        var found: [EffectNode] = []
        var stack = [node]
        while let next = stack.popLast() {
            if let effect = next as? EffectNode, effect.outer == nil {
                found.append(effect)
            } else {
                stack.append(contentsOf: next.children)
            }
        }
        return found
    }
}

extension CellGrid {
    /// True when `projection` shows a layer of `size` mirrored at its centre: its back.
    static func mirrors(_ projection: Homography, size: Size) -> Bool {
        let j = projection.jacobian(at: Point(x: Double(size.width) / 2, y: Double(size.height) / 2))
        return j.a * j.d - j.b * j.c < 0
    }
}
