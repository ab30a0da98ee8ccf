/// How a lazy container sets its children out across its axis: a stack
/// one to a line, aligned in the line; a grid in tracks (columns of a
/// `LazyVGrid`, rows of a `LazyHGrid`) sized from its `GridItem`s.
enum LazyArrangement {
    /// One child a line, aligned across the line by `alignment`.
    case stack(Alignment)
    /// A child per track, each aligned in its cell by the item's alignment or `alignment`.
    case grid([GridItem], alignment: Alignment, defaultSpacing: Int)

    /// The tracks of a line `across` cells long (nil: as short as the
    /// items allow; for a stack, the caller's ideal length).
    func tracks(across: Int?, stackLength: @autoclosure () -> Int) -> [GridTrack] {
        switch self {
        case .stack(let alignment):
            [GridTrack(offset: 0, length: across ?? stackLength(), alignment: alignment)]
        case .grid(let items, let alignment, let spacing):
            GridTrackSizing.tracks(for: items, available: across, defaultSpacing: spacing).map {
                var t = $0
                t.alignment = t.alignment ?? alignment
                return t
            }
        }
    }
}
