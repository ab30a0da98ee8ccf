/// Moves a view toward an edge by a fraction of its own size: what
/// `.move(edge:)` animates, since the distance depends on layout.
struct MoveEffect: TranslationEffectModifier {
    let edge: Edge
    var fraction: Double

    nonisolated var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func renderEffect(_ cells: CellMetrics) -> RenderEffect { .move(edge: edge, fraction: fraction) }
}
