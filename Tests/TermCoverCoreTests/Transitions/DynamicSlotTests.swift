import Testing
@testable import TermCoverCore

@MainActor
@Suite("DynamicSlot: which children are new, which leave, and where the leaving stay")
struct DynamicSlotTests {
    private func children(_ keys: [Int]) -> [DynamicChild] {
        keys.map { DynamicChild(key: AnyHashable($0), resolver: { _ in [] }) }
    }

    private func slot(_ entries: [(Int, departing: Bool)]) -> DynamicSlot {
        let slot = DynamicSlot()
        slot.entries = entries.map { .init(key: AnyHashable($0.0), resolver: { _ in [] }, isDeparting: $0.departing) }
        return slot
    }

    @Test("the same keys in the same order: nothing inserted, nothing removed, none leaving")
    func sameKeys() {
        let merged = slot([(1, false), (2, false), (3, false)]).merge(children([1, 2, 3]))
        #expect(merged.entries.map(\.key) == [1, 2, 3].map(AnyHashable.init))
        #expect(merged.entries.allSatisfy { !$0.isDeparting })
        #expect(merged.inserted.isEmpty && merged.removed.isEmpty)
    }

    @Test("a child leaving in the same place turns around: neither inserted nor removed")
    func comesBack() {
        let merged = slot([(1, true), (2, false)]).merge(children([1, 2]))
        #expect(merged.entries.map(\.isDeparting) == [false, false])
        #expect(merged.inserted.isEmpty && merged.removed.isEmpty)
    }

    @Test("a new key is inserted; a missing one leaves after the entry before it; a reorder is neither")
    func changes() {
        let added = slot([(1, false), (3, false)]).merge(children([1, 2, 3]))
        #expect(added.inserted == [AnyHashable(2)] && added.removed.isEmpty)

        let gone = slot([(1, false), (2, false), (3, false)]).merge(children([1, 3]))
        #expect(gone.entries.map(\.key) == [1, 2, 3].map(AnyHashable.init))
        #expect(gone.entries.map(\.isDeparting) == [false, true, false])
        #expect(gone.removed == [AnyHashable(2)] && gone.inserted.isEmpty)

        let swapped = slot([(1, false), (2, false)]).merge(children([2, 1]))
        #expect(swapped.entries.map(\.key) == [2, 1].map(AnyHashable.init))
        #expect(swapped.inserted.isEmpty && swapped.removed.isEmpty)
    }
}
