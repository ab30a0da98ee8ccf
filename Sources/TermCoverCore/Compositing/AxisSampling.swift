/// How one axis of a layer lands on whole destination cells when the map
/// keeps axes parallel (offsets, scales, flips and quarter turns).
///
/// The scaled span [lo, hi) covers the cells whose centres lie in (lo, hi]:
/// the edges are rounded with `cellRound`, so a pure offset rounds half up
/// like everything else. Each covered cell then takes one layer cell with the
/// ends pinned: the first covered cell shows the layer's first cell and the
/// last shows its last, and the cells between are taken by nearest neighbour
/// from the layer's interior. That is what keeps a box's border when it
/// shrinks: plain nearest-neighbour from cell centres at scale 0.5 takes
/// columns 1, 3, 5, 7 of an 8-wide box and drops its left edge.
struct AxisSampling: Sendable {
    /// First covered cell, relative to the layer's origin.
    let start: Int
    /// The layer index shown by each covered cell, from `start` on.
    let sources: [Int]

    /// The covered cells when layer coordinate v lands on `scale`·v + `translation`
    /// along an axis of `length` layer cells, keeping only those in `visible`
    /// (relative to the origin) so that a huge scale costs no more than the screen.
    /// A negative scale flips the axis.
    init(scale: Double, translation: Double, length: Int, visible: Range<Int>) {
        let span = abs(scale) * Double(length)
        // A layer squeezed below half a cell covers less than half of any
        // cell: it is not drawn, so scale 1e-5 is empty whatever the anchor.
        guard length > 0, span.isFinite, translation.isFinite, span >= 0.5 else {
            start = 0; sources = []; return
        }
        let e0 = translation, e1 = scale * Double(length) + translation
        let first = cellRound(min(e0, e1)), end = cellRound(max(e0, e1))
        let count = max(0, end - first)
        let lower = max(first, visible.lowerBound), upper = min(end, visible.upperBound)
        start = lower
        sources = lower < upper ? (lower - first..<upper - first).map { k in
            let i = AxisSampling.pinned(k, of: count, length: length)
            return scale < 0 ? length - 1 - i : i
        } : []
    }

    /// The layer index for covered cell `k` of `count`, ends pinned, interior
    /// nearest-neighbour from cell centres, in integers so that count ==
    /// length is exactly the identity.
    static func pinned(_ k: Int, of count: Int, length: Int) -> Int {
        if count >= 2 && length >= 2 {
            if k == 0 { return 0 }
            if k == count - 1 { return length - 1 }
            if count >= 3 && length >= 3 {
                // Interior cells 1...count-2 spread over interior 1...length-2.
                return 1 + ((2 * (k - 1) + 1) * (length - 2)) / (2 * (count - 2))
            }
        }
        return ((2 * k + 1) * length) / (2 * count)
    }

    /// The layer index shown at `cell` (relative to the origin), if covered.
    @inline(__always)
    func source(at cell: Int) -> Int? {
        let k = cell - start
        return k >= 0 && k < sources.count ? sources[k] : nil
    }
}
