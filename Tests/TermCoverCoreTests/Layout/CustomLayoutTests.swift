import Foundation
import TermCoverTesting
import Testing

/// Every subview as wide as the widest, side by side with the spacing the
/// subviews prefer: written as an iOS app writes a `Layout`, in points.
private struct EqualWidthRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widest = widestSize(subviews)
        let gaps = gaps(subviews).reduce(0, +)
        return CGSize(width: widest.width * CGFloat(subviews.count) + gaps, height: widest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let widest = widestSize(subviews)
        let gaps = gaps(subviews)
        var x = bounds.minX + widest.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center,
                                  proposal: ProposedViewSize(width: widest.width, height: widest.height))
            x += widest.width + gaps[index]
        }
    }

    private func widestSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    private func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { i in
            i < subviews.count - 1 ? subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: .horizontal) : 0
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// One subview a row, in the order of their `Rank`, each at the leading edge.
private struct RankedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

/// Takes what it is offered and places only its first subview, at the top-leading corner.
private struct FirstOnly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}

@MainActor
@Suite("A custom Layout sizes and places its subviews in points, as on iOS")
struct CustomLayoutTests {
    @Test("an equal-width row: three texts in columns as wide as the widest, one column apart")
    func equalWidthRow() {
        let view = EqualWidthRow { Text("a"); Text("bbb"); Text("cc") }.frame(maxWidth: .infinity, alignment: .leading)
        let host = TestHost(view, size: Size(width: 20, height: 1))
        // Widest 3 columns (24 points); centres at 12, 44 and 76 points: "a" from 8 (column 1),
        // "bbb" from 32 (column 4), "cc" from 68 (8.5 columns, an exact half: column 8).
        host.expectScreen([" a  bbb cc          "])
    }

    @Test("layout values reach the layout through modifiers: the column orders rows by rank")
    func layoutValues() {
        let view = RankedColumn {
            Text("third").layoutValue(key: Rank.self, value: 3)
            Text("first").layoutValue(key: Rank.self, value: 1).padding(.leading, 0)
            Text("second").layoutValue(key: Rank.self, value: 2)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let host = TestHost(view, size: Size(width: 6, height: 3))
        host.expectScreen(["first ", "second", "third "])
    }

    @Test("a subview the layout does not place sits at the centre of its bounds")
    func unplacedSubviewsAreCentred() {
        let view = FirstOnly { Text("A"); Text("B") }.frame(width: 40, height: 48)
        let host = TestHost(view, size: Size(width: 5, height: 3))
        // The frame is 5 x 3 cells; B (1 x 1) centred at (20, 24) points: column 2, row 1.
        host.expectScreen(["A    ", "  B  ", "     "])
    }

    @Test("the layout's size lands on cells: 10 x 10 points unspecified is one column and one row")
    func sizeOnCells() {
        let view = HStack(spacing: 0) { FirstOnly { Text("x") }.fixedSize(); Text("|") }
        let host = TestHost(view, size: Size(width: 2, height: 1))
        host.expectScreen(["x|"])
    }
}
