import Foundation

/// Sizes a lazy grid's tracks from its `GridItem`s as SwiftUI documents:
/// fixed items first; then every flexible and adaptive item is given an
/// equal share of what is left once the fixed tracks and the spacing are
/// taken (a flexible item's track is its share clamped to its bounds); an
/// adaptive item fits as many tracks of its minimum as its share holds
/// (at least one), separated by its spacing, and grows them to fill the
/// share, up to its maximum. In whole cells (the items' lengths already
/// in cells: see `GridItem.inCells`): a share that does not divide
/// evenly gives its extra cells to the later items.
enum GridTrackSizing {
    /// The tracks across `available` cells (nil: as short as the items
    /// allow, each flexible or adaptive item at its minimum, adaptive ones
    /// one track each).
    static func tracks(for items: [GridItem], available: Int?, defaultSpacing: Int) -> [GridTrack] {
        guard !items.isEmpty else { return [] }
        let spacings = items.map { $0.spacing.map { max(0, wholeCells(Double($0))) } ?? defaultSpacing }
        var fixedTotal = 0
        var shared = 0
        for item in items {
            if case .fixed(let length) = item.size { fixedTotal += lengthCells(length) } else { shared += 1 }
        }
        let between = spacings.dropLast().reduce(0, +)
        var left = available.map { max(0, $0 - fixedTotal - between) }
        var sharesLeft = shared
        var lengths: [(length: Int, item: Int)] = []
        for (i, item) in items.enumerated() {
            switch item.size {
            case .fixed(let length):
                lengths.append((lengthCells(length), i))
            case .flexible(let minimum, let maximum):
                let share = nextShare(&left, &sharesLeft)
                lengths.append((clamp(share ?? lengthCells(minimum), minimum, maximum), i))
            case .adaptive(let minimum, let maximum):
                let share = nextShare(&left, &sharesLeft)
                for length in adaptive(share: share, minimum: minimum, maximum: maximum, spacing: spacings[i]) {
                    lengths.append((length, i))
                }
            }
        }
        var tracks: [GridTrack] = []
        var offset = 0
        for (n, (length, i)) in lengths.enumerated() {
            tracks.append(GridTrack(offset: offset, length: length, alignment: items[i].alignment))
            if n < lengths.count - 1 { offset += length + spacings[i] }
        }
        return tracks
    }

    /// The next equal share of `left` among `count` items still to size.
    private static func nextShare(_ left: inout Int?, _ count: inout Int) -> Int? {
        guard let l = left else { return nil }
        let share = l / max(1, count)
        left = l - share
        count -= 1
        return share
    }

    /// The tracks of an adaptive item in a share of `share` cells.
    private static func adaptive(share: Int?, minimum: CGFloat, maximum: CGFloat, spacing: Int) -> [Int] {
        let lo = max(1, lengthCells(minimum))
        guard let share else { return [lo] }
        let count = max(1, (share + spacing) / (lo + spacing))
        var left = max(0, share - (count - 1) * spacing)
        var result: [Int] = []
        for k in 0..<count {
            let part = left / (count - k)
            left -= part
            result.append(clamp(part, minimum, maximum))
        }
        return result
    }

    private static func clamp(_ value: Int, _ minimum: CGFloat, _ maximum: CGFloat) -> Int {
        let hi = maximum.isInfinite ? Int.max : lengthCells(maximum)
        return min(max(value, lengthCells(minimum)), max(hi, lengthCells(minimum)))
    }

    private static func lengthCells(_ v: CGFloat) -> Int { v.isInfinite ? Int.max : max(0, wholeCells(Double(v))) }
}
