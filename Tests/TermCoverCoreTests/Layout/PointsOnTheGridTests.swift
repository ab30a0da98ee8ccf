import Foundation
@testable import TermCoverCore
import TermCoverTesting
import Testing

/// The rule, worked by hand from the cell of 8 x 16 points: a length over
/// the cell's side, to the nearest whole cell, an exact half towards zero;
/// a frame's positive length at least one cell.
@MainActor
@Suite("Lengths are points: 8 a column, 16 a row, rounded to whole cells by one rule")
struct PointsOnTheGridTests {
    private func screen<V: View>(_ view: V, _ width: Int, _ height: Int) -> [String] {
        TestHost(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                 size: Size(width: width, height: height)).lines
    }

    @Test("a length in cells rounds to the nearest whole cell, an exact half towards zero")
    func roundingRule() {
        #expect(wholeCells(1.5) == 1)
        #expect(wholeCells(2.5) == 2)
        #expect(wholeCells(-1.5) == -1)
        #expect(wholeCells(1.625) == 2)
        #expect(wholeCells(0.4) == 0)
        #expect(wholeCells(0.75) == 1)
        #expect(wholeCells(.infinity) == .max)
        #expect(wholeCells(.nan) == 0)
    }

    @Test("padding() is SwiftUI's 16 points: 2 columns and 1 row")
    func defaultPadding() {
        #expect(screen(Text("a").padding(), 6, 3) == ["      ", "  a   ", "      "])
    }

    @Test("padding on an edge: 24 points leading is 3 columns, 24 points on top is 1.5 rows, so 1")
    func edgePadding() {
        #expect(screen(Text("a").padding(.leading, 24), 5, 1) == ["   a "])
        #expect(screen(Text("a").padding(.top, 24), 2, 3) == ["  ", "a ", "  "])
        #expect(screen(Text("a").padding(EdgeInsets(top: 32, leading: 8, bottom: 0, trailing: 0)), 3, 3) == ["   ", "   ", " a "])
    }

    @Test("VStack(spacing: 24) leaves one row between its texts; 32 points leave two")
    func verticalSpacing() {
        #expect(screen(VStack(alignment: .leading, spacing: 24) { Text("a"); Text("b") }, 1, 4) == ["a", " ", "b", " "])
        #expect(screen(VStack(alignment: .leading, spacing: 32) { Text("a"); Text("b") }, 1, 4) == ["a", " ", " ", "b"])
    }

    @Test("HStack spacing: 12 points is 1.5 columns, so 1; 20 is 2.5, so 2; 13 is 1.625, so 2")
    func horizontalSpacing() {
        #expect(screen(HStack(spacing: 12) { Text("a"); Text("b") }, 5, 1) == ["a b  "])
        #expect(screen(HStack(spacing: 20) { Text("a"); Text("b") }, 5, 1) == ["a  b "])
        #expect(screen(HStack(spacing: 13) { Text("a"); Text("b") }, 5, 1) == ["a  b "])
    }

    @Test("frame(width: 160) is 20 columns, and a positive length under half a cell is still one")
    func frames() {
        let host = TestHost(HStack(spacing: 0) { Text("[").frame(width: 160); Text("]") }.frame(maxWidth: .infinity, alignment: .leading),
                            size: Size(width: 24, height: 1))
        // "[" centred in 20 columns sits at column 9; "]" right after the frame, at 20.
        host.expectScreen(["         [          ]   "])
        #expect(screen(HStack(spacing: 0) { Color.clear.frame(width: 2, height: 2); Text("x") }, 3, 1) == [" x "])
    }

    @Test("GridItem(.adaptive(minimum: 160)) gives 3 columns at 80 and 7 at 160")
    func adaptiveGrid() {
        func grid(_ width: Int) -> [String] {
            let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))], alignment: .leading) {
                ForEach(0..<8, id: \.self) { Text("\($0)") }
            }
            return TestHost(view, size: Size(width: width, height: 3)).lines
        }
        // 80 columns: (80 + 1) / (20 + 1) = 3 tracks of (80 − 2) / 3 = 26, at 0, 27 and 54.
        let at80 = grid(80)
        #expect(at80[0] == "0" + String(repeating: " ", count: 26) + "1" + String(repeating: " ", count: 26) + "2"
                + String(repeating: " ", count: 25))
        // 160 columns: (160 + 1) / 21 = 7 tracks; 8 cells make two rows.
        let at160 = grid(160)
        #expect(at160[0].split(separator: " ").count == 7 && at160[1].trimmingCharacters(in: .whitespaces) == "7")
    }

    @Test("GeometryProxy.size is in points: half the width is half the columns")
    func geometryHalfWidth() {
        let view = GeometryReader { proxy in
            HStack(spacing: 0) { Text("#").frame(width: proxy.size.width * 0.5, alignment: .trailing); Text("|") }
        }
        let host = TestHost(view, size: Size(width: 20, height: 1))
        host.renderIfNeeded()
        // 20 columns are 160 points; half is 80 points, 10 columns: "#" ends column 9.
        host.expectScreen([String(repeating: " ", count: 9) + "#|" + String(repeating: " ", count: 9)])
    }

    @Test("offsets are points: 8 moves a column, 16 a row")
    func offsets() {
        #expect(screen(Text("a").offset(x: 16, y: 16), 3, 2) == ["   ", "  a"])
    }

    @Test("Spacer(minLength: 32) keeps two rows in a VStack and four columns in an HStack")
    func spacerMinLength() {
        let v = TestHost(VStack(spacing: 0) { Text("a"); Spacer(minLength: 32); Text("b") }.fixedSize(), size: Size(width: 1, height: 4))
        v.expectScreen(["a", " ", " ", "b"])
        #expect(screen(HStack(spacing: 0) { Text("a"); Spacer(minLength: 32); Text("b") }.fixedSize(), 6, 1) == ["a    b"])
    }

    @Test("a terminal-first author counts cells: .columns, .rows and .cells are whole cells of the default size")
    func cellHelpers() {
        #expect(CGFloat.columns(3) == 24 && CGFloat.rows(2) == 32)
        #expect(EdgeInsets.cells(1) == EdgeInsets(top: 16, leading: 8, bottom: 16, trailing: 8))
        #expect(screen(Text("a").padding(.cells(1)), 3, 3) == ["   ", " a ", "   "])
        #expect(screen(Text("a").frame(width: .columns(3), alignment: .trailing), 4, 1) == ["  a "])
    }

    @Test("a program may change the cell size: at one point a cell, lengths count cells")
    func cellSizeEnvironment() {
        let view = VStack(alignment: .leading, spacing: 1) { Text("a"); Text("b").padding(.leading, 2) }
            .environment(\.cellSize, CGSize(width: 1, height: 1))
        #expect(screen(view, 3, 3) == ["a  ", "   ", "  b"])
        let broken = Text("a").padding(.leading, 16).environment(\.cellSize, CGSize(width: 0, height: -1))
        #expect(screen(broken, 3, 1) == ["  a"], "a cell that is not positive counts as the default")
    }
}
