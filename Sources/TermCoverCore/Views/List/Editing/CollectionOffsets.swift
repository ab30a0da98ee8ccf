import Foundation

// SwiftUI adds these two to the standard collections for `onDelete` and
// `onMove`; Foundation on Linux has neither, so they are TermCover's.

extension MutableCollection {
    /// Moves the elements at the offsets in `source` to just before the
    /// element at offset `destination`, keeping their order, as SwiftUI's
    /// `move(fromOffsets:toOffset:)`: `destination` counts in the
    /// collection as it is before the move (in `0...count`), so moving the
    /// element at 1 down past the element at 2 is `toOffset: 3`. The other
    /// elements keep their order: those before `destination` go before the
    /// moved ones, the rest after.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        precondition((0...elements.count).contains(destination), "destination \(destination) is outside 0...\(elements.count)")
        var before: [Element] = [], moved: [Element] = [], after: [Element] = []
        for (offset, element) in elements.enumerated() {
            if source.contains(offset) { moved.append(element) }
            else if offset < destination { before.append(element) }
            else { after.append(element) }
        }
        var index = startIndex
        for element in before + moved + after {
            self[index] = element
            formIndex(after: &index)
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at the offsets in `offsets`, as SwiftUI's
    /// `remove(atOffsets:)`: what an `onDelete` action usually does with
    /// the offsets it is given.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard !offsets.isEmpty else { return }
        var kept = Self()
        for (offset, element) in enumerated() where !offsets.contains(offset) { kept.append(element) }
        self = kept
    }
}
