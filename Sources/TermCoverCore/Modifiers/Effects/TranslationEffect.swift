/// A modifier whose animatable value only says where its content is drawn
/// (`.offset`, `.move(edge:)`): the content is not built from the value.
///
/// So while the value moves, the view tree need not be resolved again for
/// it: the modifier's node takes each frame's value in place (see
/// `ViewGraph.translationNodes`), and a subtree around it that nothing else
/// changed is reused whole, as SwiftUI applies a geometry effect at render
/// time rather than by running bodies again.
@MainActor
protocol TranslationEffectModifier: PrimitiveModifier, Animatable {
    /// The effect that draws the content at this value.
    func renderEffect(_ cells: CellMetrics) -> RenderEffect
}

extension TranslationEffectModifier {
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [EffectNode(single(content.resolve(context)), effect: renderEffect(context.cells), context)]
    }

    /// Resolves a value of this type with `ViewGraph.translationNodes`.
    static var translationResolver: PrimitiveDispatch.ModifierResolver? {
        { pointer, content, context in
            context.graph.translationNodes(pointer.assumingMemoryBound(to: Self.self).pointee, content: content, context)
        }
    }
}

extension ViewGraph {
    /// The nodes of `modifier` over `content` when it is a translation; nil
    /// for any other modifier. The value shown is the animated one, as for
    /// any animatable modifier, but reading it while it moves does not keep
    /// a retained subtree from being reused: each reuse puts the value of
    /// that frame into the node instead.
    func translationNodes<M: TranslationEffectModifier>(_ modifier: M, content: ModifierContent,
                                                         _ context: ResolveContext) -> [LayoutNode] {
        let path = context.path.appending(.name("animatable"))
        let target = modifier.animatableData
        var shown = modifier
        shown.animatableData = animations.animatedValue(target, at: path, transaction: context.transaction, notesMotion: false,
                                                        environment: context.environment)
        let cells = context.cells
        let node = EffectNode(single(content.resolve(context)), effect: shown.renderEffect(cells), context)
        node.takesTranslationsInPlace = true
        // Reads the track, never retargets it: an earlier pass of the same
        // frame (an insertion's active state) left a replay too. The track
        // is kept, not looked up by path: reused nodes reach the same one.
        let track = animations.trackBox(M.AnimatableData.self, at: path)
        let update: @MainActor () -> Bool = { [weak self, weak node, weak track] in
            guard let self, let node, let track else { return false }
            let value = self.animations.currentValue(of: track)
            var now = modifier
            now.animatableData = value
            let effect = now.renderEffect(cells)
            guard effect != node.effect else { return false }
            node.effect = effect
            // A new value that lands on the same cells draws nothing new.
            guard node.drawsDifferently() else { return false }
            self.movedTranslations += 1
            return true
        }
        // The same question for a later time, leaving the node as it is.
        // A node gone with its frame (an insertion's first pass) draws nothing.
        let peek: @MainActor (Double) -> Bool = { [weak node, weak track] time in
            guard let node, let track else { return false }
            var then = modifier
            then.animatableData = track.track.value(at: time)
            let effect = then.renderEffect(cells)
            return effect != node.effect && node.wouldDrawDifferently(with: effect)
        }
        inPlace.add(update, peek: peek)
        reuse.replayOnReuse { [weak self] in
            _ = update()
            self?.inPlace.add(update, peek: peek)
        }
        return [node]
    }
}
