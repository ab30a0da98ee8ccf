/// How a sheet, an alert or a dialog comes and goes. They are covers (the
/// stack presents them, dims what is beneath through their translucent
/// background, gives them the keys), but only part of the screen moves: the
/// panel or the card. So each takes its cover's transition request itself
/// and moves its own node, instead of the whole screen.
enum ModalMotion {
    /// Slides up from the bottom edge by its own height: sheets, dialogs.
    case slideUp
    /// Fades in and out where it rests: alerts.
    case fade
}

/// The dim the presenter takes under a sheet, an alert or a dialog.
let modalDimColor = Color(red: 0, green: 0, blue: 0, opacity: 0.4)

extension ResolveContext {
    /// Takes the transition request of the cover this view is the content
    /// of, so that the cover's own motion (the whole screen from the bottom)
    /// does not apply, and returns how far the modal is from rest: 0 at
    /// rest, 1 gone, animated in the request's transaction. Outside a cover
    /// it is always 0.
    func takeModalProgress() -> Double {
        guard let request = transitionPhase, !request.isConsumed else { return 0 }
        request.isConsumed = true
        return graph.animations.animatedValue(request.phase.isIdentity ? 0.0 : 1.0, at: path.appending(.name("modalProgress")),
                                   transaction: transaction)
    }

    /// `node` moved by `motion` at `progress`, resting at `alignment` on the
    /// screen. `extraOffset` pushes it down further (a sheet between two
    /// heights rests on a fraction of a row). Reduced motion fades instead.
    func modalNode(_ node: LayoutNode, motion: ModalMotion, progress: Double, alignment: Alignment,
                   extraOffset: Double = 0) -> LayoutNode {
        var moved = node
        if motion == .fade || environment.accessibilityReduceMotion {
            if extraOffset != 0 { moved = EffectNode(moved, effect: .offset(x: 0, y: extraOffset), self) }
            if progress > 0 { moved = EffectNode(moved, effect: .opacity(1 - progress), self) }
        } else if progress != 0 || extraOffset != 0 {
            // By its own height, whatever that is: a dialog's card sizes itself.
            moved = EffectNode(moved, effect: .move(edge: .bottom, fraction: progress), self)
            if extraOffset != 0 { moved = EffectNode(moved, effect: .offset(x: 0, y: extraOffset), self) }
        }
        let fill = FlexibleFrameBounds(minWidth: nil, idealWidth: nil, maxWidth: .max,
                                         minHeight: nil, idealHeight: nil, maxHeight: .max, alignment: alignment)
        return FlexibleFrameNode(moved, fill)
    }

    /// Dims what is beneath the cover this view is the content of, through
    /// the cover's background (which fades in and out with it), and hands
    /// back the background the content chose for itself with
    /// `.presentationBackground(_:)`, if any. Call after resolving the content.
    func takeModalBackground() -> Color? {
        guard let record = environment[CoverRecordKey.self] else { return nil }
        let chosen = record.reported.background
        graph.perform { record.reported.background = modalDimColor }
        return chosen
    }
}
