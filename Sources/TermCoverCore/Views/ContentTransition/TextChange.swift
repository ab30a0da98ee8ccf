/// What a `Text` under a content transition remembers between frames: the
/// content it changed from and to, and a count of changes, which the graph
/// animates as any property, so the change takes the transaction's
/// animation, retargets and completes as other animated values do.
@MainActor
final class TextChangeMemo {
    var from: String = ""
    var to: String?
    var fromStyle = Style()
    var toStyle = Style()
    var changes = 0.0
    var rollsUp = true
    var value: Double?
}

/// A change of a text's content in flight.
struct TextChange {
    /// The content before the change.
    let from: String
    /// The style before the change.
    let fromStyle: Style
    /// From 0 (the old content) to 1 (the new).
    let progress: Double
    /// How it shows: a roll (up or down), a swap half-way, or a swap with the style moving.
    let kind: ContentTransition.Kind
    let rollsUp: Bool

    /// The change of `content` in `style` at `path`, if one is in flight.
    @MainActor
    static func current(_ content: String, style: Style, _ context: ResolveContext) -> TextChange? {
        let transition = context.environment.contentTransition
        guard transition.kind != .identity else { return nil }
        let memo = context.graph.stateBox(at: context.path.appending(.name("content-change")), initial: TextChangeMemo()).value
        if let to = memo.to, to != content || memo.toStyle != style {
            memo.from = to
            memo.fromStyle = memo.toStyle
            memo.changes += 1
            if case .numericText(let countsDown, let value) = transition.kind {
                if let value, let last = memo.value { memo.rollsUp = value >= last } else { memo.rollsUp = !countsDown }
            }
        }
        if case .numericText(_, let value?) = transition.kind { memo.value = value }
        memo.to = content
        memo.toStyle = style
        let shown = context.graph.animations.animatedValue(memo.changes, at: context.path.appending(.name("content-changes")),
                                                transaction: context.transaction)
        let progress = min(1, max(0, 1 - (memo.changes - shown)))
        guard progress < 1 else { return nil }
        return TextChange(from: memo.from, fromStyle: memo.fromStyle, progress: progress, kind: transition.kind,
                          rollsUp: memo.rollsUp)
    }

    /// The style to draw the new content in: under `.interpolate`, on its way from the old one.
    func style(_ style: Style) -> Style {
        guard kind == .interpolate else { return style }
        var s = style
        s.foreground = Self.mix(fromStyle.foreground, style.foreground, progress)
        s.background = Self.mix(fromStyle.background, style.background, progress)
        return s
    }

    private static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        guard a != b, a.kind != .terminalDefault, b.kind != .terminalDefault else { return t < 0.5 ? a : b }
        var c = a
        c.animatableData = a.animatableData.interpolated(towards: b.animatableData, amount: t)
        return c
    }

    /// The eighths of a cell a rolling character has moved: 0 to 8, in whole eighths.
    var eighths: Int { min(8, Int((progress * 8).rounded(.down))) }

    /// True when a character changes by rolling.
    var rolls: Bool {
        if case .numericText = kind { true } else { false }
    }
}
