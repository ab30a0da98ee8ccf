import Testing
import TermCoverTesting

@MainActor
@Suite("Grids size their columns as SwiftUI documents")
struct GridTests {
    private func letters(_ n: Int) -> [String] { (0..<n).map { String(UnicodeScalar(UInt8(65 + $0))) } }

    @Test("fixed columns first, then flexible ones share the rest: 20 − 5 (40 points) − 2 spacing = 13, as 6 and 7")
    func fixedThenFlexible() {
        let view = LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.flexible()), GridItem(.flexible())], alignment: .leading) {
            ForEach(letters(4), id: \.self) { Text($0) }
        }
        let host = TestHost(view, size: Size(width: 20, height: 2))
        // Columns at 0 (5 wide), 6 (6 wide) and 13 (7 wide).
        host.expectScreen(["A     B      C      ", "D                   "])
    }

    @Test("an adaptive column fits as many of its minimum as it can: 20 cells hold four of 4 (32 points) and their spacing")
    func adaptive() {
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 32))], alignment: .leading) {
            ForEach(1..<7, id: \.self) { Text("\($0)") }
        }
        let host = TestHost(view, size: Size(width: 20, height: 2))
        // (20 + 1) / (4 + 1) = 4 columns sharing 20 − 3 = 17: 4, 4, 4, 5 at 0, 5, 10, 15.
        host.expectScreen(["1    2    3    4    ", "5    6              "])
    }

    @Test("a flexible column is its share clamped to its bounds: the share is not given to the others")
    func flexibleBounds() {
        let view = LazyVGrid(columns: [GridItem(.flexible(maximum: 32)), GridItem(.flexible())], alignment: .leading) {
            Text("A")
            Text("B")
        }
        let host = TestHost(view, size: Size(width: 20, height: 1))
        // Shares of 19: 9 and 10; the first clamped to 4: the grid is 4 + 1 + 10 = 15 wide, centered.
        host.expectScreen(["  A    B            "])
    }

    @Test("a LazyVGrid's spacing is between its rows, an item's after its column")
    func verticalSpacing() {
        let view = LazyVGrid(columns: [GridItem(.fixed(8)), GridItem(.fixed(8), spacing: 16), GridItem(.fixed(8))], spacing: 16) {
            ForEach(1..<5, id: \.self) { Text("\($0)") }
        }
        let host = TestHost(view, size: Size(width: 6, height: 3))
        host.expectScreen(["1 2  3", "      ", "4     "])
    }

    @Test("a LazyHGrid fills its rows top to bottom, a column at a time")
    func horizontalGrid() {
        let view = LazyHGrid(rows: [GridItem(.fixed(16)), GridItem(.fixed(16))]) {
            ForEach(letters(5), id: \.self) { Text($0) }
        }
        let host = TestHost(view, size: Size(width: 5, height: 2))
        host.expectScreen(["A C E", "B D  "])
    }

    @Test("a lazy grid in a scroll view reaches its last row")
    func scrollingGrid() {
        let view = ScrollView(showsIndicators: false) {
            LazyVGrid(columns: [GridItem(.fixed(24)), GridItem(.fixed(24))], alignment: .leading) {
                ForEach(0..<1_000, id: \.self) { Text("\($0)") }
            }
        }
        let host = TestHost(view, size: Size(width: 7, height: 2))
        host.expectScreen(["0   1  ", "2   3  "])
        host.press(.end)                            // 500 rows of two: the last shows 998 and 999
        host.expectScreen(["996 997", "998 999"])
    }

    @Test("a Grid's columns are as wide as their widest cells, its rows as tall as their tallest")
    func grid() {
        let view = Grid(alignment: .leading) {
            GridRow { Text("a"); Text("bbb") }
            GridRow { Text("cc"); Text("d") }
        }
        let host = TestHost(view, size: Size(width: 6, height: 2))
        host.expectScreen(["a  bbb", "cc d  "])
    }

    @Test("a cell spanning columns widens the last of them when it needs more than they give")
    func spanning() {
        let view = Grid(alignment: .leading) {
            GridRow { Text("ab"); Text("c") }
            GridRow { Text("wide line").gridCellColumns(2) }
        }
        let host = TestHost(view, size: Size(width: 9, height: 2))
        // Columns 2 and 1 with a column between give 4; "wide line" needs 9: the second column grows to 6.
        host.expectScreen(["ab c     ", "wide line"])
    }

    @Test("a view that is not a GridRow is a row of its own across every column")
    func fullWidthRow() {
        let view = Grid {
            GridRow { Text("a"); Text("b") }
            Divider()
            GridRow { Text("c"); Text("d") }
        }
        let host = TestHost(view, size: Size(width: 3, height: 3))
        host.expectScreen(["a b", "───", "c d"])
    }
}
