/// A node's answers to proposals within one frame. Most nodes are asked
/// one to three different proposals, so the first few answers are kept
/// inline and found by comparing; a stack's children, probed for their
/// least and most, are asked a few more, kept in a short list found the
/// same way; only a node asked very many proposals hashes them. Hashing
/// every proposal into a dictionary allocated for each node cost a
/// keystroke on a 40-control Form 4% of its instructions, and the answers
/// beyond the third, hashed, still 3%.
struct SizeMemo {
    private var first: (CellProposal, Size)?
    private var second: (CellProposal, Size)?
    private var third: (CellProposal, Size)?
    private var few: [(CellProposal, Size)] = []
    private var more: [CellProposal: Size]?
    /// How many answers the list holds before they go to the dictionary:
    /// comparing that many costs less than hashing one.
    private static let listLimit = 16

    /// The answer kept for `proposal`, if any.
    subscript(_ proposal: CellProposal) -> Size? {
        if let (asked, size) = first, asked == proposal { return size }
        if let (asked, size) = second, asked == proposal { return size }
        if let (asked, size) = third, asked == proposal { return size }
        for (asked, size) in few where asked == proposal { return size }
        return more?[proposal]
    }

    /// Keeps `size` as the answer to `proposal`, which has none yet.
    mutating func keep(_ size: Size, for proposal: CellProposal) {
        if first == nil {
            first = (proposal, size)
        } else if second == nil {
            second = (proposal, size)
        } else if third == nil {
            third = (proposal, size)
        } else if few.count < Self.listLimit {
            few.append((proposal, size))
        } else {
            more = more ?? [:]
            more![proposal] = size
        }
    }
}
