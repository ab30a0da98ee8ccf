import Testing
import TermCoverTesting

/// Ten rows reading `r0` to `r9`, each in a color of its own.
private func numbered(_ rows: [String]) -> CellGrid {
    var canvas = CellGrid(size: Size(width: 6, height: rows.count))
    for (y, text) in rows.enumerated() {
        canvas.put(text, x: 0, y: y, style: Style(foreground: Color(palette: UInt8(16 + y))))
    }
    return canvas
}

@Suite("Rows that moved together are found, and only what is new beyond the move is listed")
struct RowShiftTests {
    private let before = (0..<10).map { "r\($0)" }

    @Test("rows that all moved up one: rows 0 to 8 came from 1 to 9, and row 9 is new")
    func upByOne() {
        let old = numbered(before)
        // What a cover sliding up one row does to the rows it covers: each row
        // shows what was below it, in the colors it had there.
        var new = CellGrid(size: old.size)
        for y in 0..<9 { new.put("r\(y + 1)", x: 0, y: y, style: Style(foreground: Color(palette: UInt8(17 + y)))) }
        new.put("new", x: 0, y: 9, style: .plain)
        let shift = new.rowShift(since: old)
        #expect(shift == RowShift(rows: 0..<9, offset: 1))
        #expect(shift?.vacated == 9..<10 && shift?.region == 0..<10)
        #expect(new.changes(since: old, after: shift!) == [CellRun(y: 9, x: 0, count: 6)])
    }

    @Test("rows 3 to 7 moved down two while the rest stayed: vacated rows are listed whole")
    func downByTwoInTheMiddle() {
        var rows = before
        rows[5...9] = ["r3", "r4", "r5", "r6", "r7"]
        rows[3] = "a"; rows[4] = "b"
        var new = numbered(rows)
        // The moved rows keep their old colors.
        for (y, from) in zip(5...9, 3...7) {
            new.put("r\(from)", x: 0, y: y, style: Style(foreground: Color(palette: UInt8(16 + from))))
        }
        let shift = new.rowShift(since: numbered(before))
        #expect(shift == RowShift(rows: 5..<10, offset: -2))
        #expect(shift?.vacated == 3..<5)
        let runs = new.changes(since: numbered(before), after: shift!)
        #expect(runs == [CellRun(y: 3, x: 0, count: 6), CellRun(y: 4, x: 0, count: 6)])
    }

    @Test("no move is reported for rows that changed in place, for fewer than four rows, or across sizes")
    func noShift() {
        let old = numbered(before)
        var edited = old
        for y in 0..<10 { edited.put("x", x: 4, y: y, style: .plain) }
        #expect(edited.rowShift(since: old) == nil)
        // Three rows moved up: too few to be worth a scroll.
        var few = old
        for y in 0..<3 { few.put("r\(y + 1)", x: 0, y: y, style: Style(foreground: Color(palette: UInt8(17 + y)))) }
        #expect(few.rowShift(since: old) == nil)
        #expect(old.rowShift(since: numbered(Array(before.prefix(9)))) == nil)
        #expect(old.rowShift(since: nil) == nil)
    }

    @Test("a move that does not fit the canvas lists every row")
    func moveOffTheCanvas() {
        let old = numbered(before), new = numbered(before.reversed())
        let runs = new.changes(since: old, after: RowShift(rows: 8..<10, offset: 3))
        #expect(runs == (0..<10).map { CellRun(y: $0, x: 0, count: 6) })
    }
}
