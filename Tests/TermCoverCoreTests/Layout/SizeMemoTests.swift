import Testing
@testable import TermCoverCore

@Suite("A node's size memo keeps every answer for the frame")
struct SizeMemoTests {
    /// Proposals a stack asks in turn: unspecified, zero, infinity, then
    /// widths 1…30 at height 2: more than the memo keeps inline and in its
    /// short list together (3 and 16), so every place an answer is kept is used.
    private static let proposals: [CellProposal] = [.unspecified, .zero, .infinity]
        + (1...30).map { CellProposal(width: $0, height: 2) }

    /// An answer no other proposal has: width w + 100, height h + 1000 (nil as 0).
    private static func answer(_ p: CellProposal) -> Size {
        Size(width: (p.width == .max ? 7 : p.width ?? 0) + 100, height: (p.height == .max ? 7 : p.height ?? 0) + 1000)
    }

    @Test("An answer kept for a proposal is found again, and only for that proposal")
    func keptAnswersAreFound() {
        var memo = SizeMemo()
        for (i, proposal) in Self.proposals.enumerated() {
            #expect(memo[proposal] == nil)
            memo.keep(Self.answer(proposal), for: proposal)
            for earlier in Self.proposals[...i] { #expect(memo[earlier] == Self.answer(earlier)) }
            for later in Self.proposals[(i + 1)...] { #expect(memo[later] == nil) }
        }
    }

    @Test("A width of nil and a width of 0 are different proposals")
    func unspecifiedIsNotZero() {
        var memo = SizeMemo()
        memo.keep(Size(width: 5, height: 1), for: CellProposal(width: nil, height: 1))
        #expect(memo[CellProposal(width: 0, height: 1)] == nil)
        #expect(memo[CellProposal(width: nil, height: 1)] == Size(width: 5, height: 1))
    }
}
