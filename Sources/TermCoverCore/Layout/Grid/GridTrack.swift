/// One track of a lazy grid's lines (a column of a `LazyVGrid`, a row of a
/// `LazyHGrid`): where it starts across the grid, how long it is, and how
/// cells sit in it.
struct GridTrack: Hashable {
    var offset: Int
    var length: Int
    var alignment: Alignment?
}
