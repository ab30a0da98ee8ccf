extension SlotStyle {
    /// How a cover's slot treats its content, the one child it has while
    /// the cover shows. The content is presented, not inserted with the view
    /// around it: the first child of a new slot animates in. It moves as
    /// the whole screen, with its opaque `background` if it has one. It is
    /// independent of the presenter's own changes, and a content that
    /// leaves keeps presenting, so the covers presented from it leave with
    /// it, and it stays drawn until they have gone. Without a `.transition`
    /// of its own it moves up from the bottom edge, as SwiftUI's
    /// `fullScreenCover` does (a cross-fade under reduced motion). It is
    /// reused while it moves: it usually stays still inside the cover.
    static func cover(background: Color?, presentations: PresentationStack) -> SlotStyle {
        SlotStyle(surface: TransitionSurface(background: background),
                  insertsFirstChildren: true,
                  isIndependent: true,
                  keepsLeavingChild: { [weak presentations] path in presentations?.hasCover(presentedFrom: path) ?? false },
                  defaultMotion: { node, progress, context in
                      if context.environment.accessibilityReduceMotion {
                          return progress <= 0 ? node : EffectNode(node, effect: .opacity(1 - progress), context)
                      }
                      return EffectNode(node, effect: .move(edge: .bottom, fraction: progress),
                                        precision: context.environment.resolvedSubcellPrecision, extendsSurface: true)
                  },
                  reusesChildren: true)
    }
}
