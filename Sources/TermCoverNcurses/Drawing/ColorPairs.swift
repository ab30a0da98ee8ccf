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
    /// Recent answers, direct-mapped, in front of the dictionary: hashing
    /// the key was a fair part of writing a cell.
    private var recentKeys = [Int64](repeating: -1, count: 256)
    private var recentPairs = [Int32](repeating: 0, count: 256)

    init(capacity: Int) { self.capacity = max(0, capacity) }

    /// Pairs allocated since the last reset.
    var count: Int { pairs.count }

    /// The pair for `foreground` on `background`. With `mayReset` false the
    /// table is never reset and ncurses recycles instead (a frame that alone
    /// needs more pairs than exist can only be shown approximately).
    mutating func pair(foreground: Int32, background: Int32, mayReset: Bool) -> Int32 {
        if foreground == -1 && background == -1 { return 0 }
        let key = Int64(foreground) << 32 | Int64(UInt32(bitPattern: background))
        let slot = Int(truncatingIfNeeded: (UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 56)
        if recentKeys[slot] == key { return recentPairs[slot] }
        if let pair = pairs[key] {
            recentKeys[slot] = key
            recentPairs[slot] = pair
            return pair
        }
        if pairs.count >= capacity {
            if mayReset {
                reset_color_pairs()
                pairs.removeAll(keepingCapacity: true)
                wasReset = true
            }
            forgetRecent()
        }
        let pair = alloc_pair(foreground, background)
        guard pair > 0 else { return 0 }
        if pairs.count >= capacity, let stale = pairs.first(where: { $0.value == pair }) {
            pairs[stale.key] = nil
        }
        pairs[key] = pair
        recentKeys[slot] = key
        recentPairs[slot] = pair
        return pair
    }

    private mutating func forgetRecent() {
        for i in recentKeys.indices { recentKeys[i] = -1 }
    }

    /// Clears `wasReset` once the caller has repainted.
    mutating func acknowledgeReset() { wasReset = false }
}
