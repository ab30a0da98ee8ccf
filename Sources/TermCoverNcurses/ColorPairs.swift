import CNcurses

/// Color pairs from ncurses' `alloc_pair`, remembered so each cell costs a
/// dictionary lookup. ncurses recycles the oldest pair when its table is
/// full, and recycling a pair that is still on screen would recolor those
/// cells; so before the table fills, all pairs are reset and the frame is
/// repainted with fresh ones. A long session of fades therefore never runs
/// out of pairs and never miscolors anything.
struct ColorPairs {
    /// Pairs the terminal offers, less pair 0 (the default colors).
    var capacity: Int
    private var pairs: [Int64: Int32] = [:]
    /// True after a reset, until `acknowledgeReset`: every pair number
    /// handed out before it is stale.
    private(set) var wasReset = false

    init(capacity: Int) { self.capacity = max(0, capacity) }

    /// Pairs allocated since the last reset.
    var count: Int { pairs.count }

    /// The pair for `foreground` on `background`. With `mayReset` false the
    /// table is never reset and ncurses recycles instead (a frame that alone
    /// needs more pairs than exist can only be shown approximately).
    mutating func pair(foreground: Int32, background: Int32, mayReset: Bool) -> Int32 {
        if foreground == -1 && background == -1 { return 0 }
        let key = Int64(foreground) << 32 | Int64(UInt32(bitPattern: background))
        if let pair = pairs[key] { return pair }
        if pairs.count >= capacity {
            if mayReset {
                reset_color_pairs()
                pairs.removeAll(keepingCapacity: true)
                wasReset = true
            }
        }
        let pair = alloc_pair(foreground, background)
        guard pair > 0 else { return 0 }
        if pairs.count >= capacity, let stale = pairs.first(where: { $0.value == pair }) {
            pairs[stale.key] = nil
        }
        pairs[key] = pair
        return pair
    }

    /// Clears `wasReset` once the caller has repainted.
    mutating func acknowledgeReset() { wasReset = false }
}
