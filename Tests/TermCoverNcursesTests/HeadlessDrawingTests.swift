import Testing
import TermCoverTestSupport
import TermCoverCore
@testable import TermCoverNcurses

/// Colors as xterm-256color shows them, worked out by hand from the
/// palette's definition (cube 16 + 36r + 6g + b with levels 0, 95, 135,
/// 175, 215, 255; grays 232 + k at 8 + 10k).
private enum Expected {
    /// rgb(255, 0, 0): cube levels (5, 0, 0) → 16 + 180.
    static let pureRed = 196
    /// rgb(128, 128, 128): gray 244 is 128 exactly; the cube's (135, 135, 135) is farther.
    static let midGray = 244
    /// rgb(0, 95, 215): cube levels (0, 1, 4) → 16 + 6 + 4.
    static let cubeBlue = 26
}

extension NcursesSuites {
@Suite("Headless ncurses terminal", .serialized)
@MainActor
struct HeadlessDrawingTests {
    /// A screen with ASCII, Hangul, an emoji, ANSI/palette/RGB colors, bold and reverse.
    private func sampleCanvas(_ size: Size) -> CellGrid {
        var canvas = CellGrid(size: size)
        canvas.put("Hello, TermCover!", x: 0, y: 0, style: .plain)
        canvas.put("한국어 text", x: 2, y: 1, style: Style(foreground: .red, attributes: .bold))
        canvas.put("😀 emoji", x: 4, y: 2, style: Style(background: Color(palette: 208)))
        canvas.put("rgb red", x: 0, y: 3, style: Style(foreground: Color(.rgb(255, 0, 0)), background: Color(.rgb(128, 128, 128))))
        canvas.put("reversed", x: 10, y: 4, style: Style(foreground: Color(.rgb(0, 95, 215)), attributes: .reverse))
        canvas.put("bright", x: 0, y: 5, style: Style(foreground: .brightCyan, background: .blue))
        canvas.put("bottom-right", x: size.width - 12, y: size.height - 1, style: Style(foreground: .green))
        return canvas
    }

    @Test("a canvas with Hangul, emoji, colors and attributes replays identically in libvterm")
    func replaysCanvas() throws {
        let replay = try Replay(size: Size(width: 80, height: 24))
        defer { replay.close() }
        let canvas = sampleCanvas(Size(width: 80, height: 24))
        let full = replay.show(canvas)
        print("full 80x24 repaint of the sample canvas: \(full.output.bytes) bytes")
        #expect(replay.screen.lines == canvas.lines)
        #expect(full.output.bytes == full.bytes.count)

        let hangul = replay.screen.cell(x: 2, y: 1)
        #expect(hangul.text == "한" && hangul.width == 2 && hangul.bold && hangul.foreground == .index(1))
        let emoji = replay.screen.cell(x: 4, y: 2)
        #expect(emoji.text == "😀" && emoji.width == 2 && emoji.background == .index(208))
        let rgb = replay.screen.cell(x: 0, y: 3)
        #expect(rgb.foreground == .index(Expected.pureRed) && rgb.background == .index(Expected.midGray))
        let reversed = replay.screen.cell(x: 10, y: 4)
        #expect(reversed.reverse && reversed.foreground == .index(Expected.cubeBlue) && reversed.background == .terminalDefault)
        let bright = replay.screen.cell(x: 0, y: 5)
        #expect(bright.foreground == .index(14) && bright.background == .index(4))
        let corner = replay.screen.cell(x: 79, y: 23)
        #expect(corner.text == "t" && corner.foreground == .index(2))
        let plain = replay.screen.cell(x: 40, y: 10)
        #expect(plain.foreground == .terminalDefault && plain.background == .terminalDefault && !plain.bold)
    }

    @Test("without mode 2027 a family and a skin tone go out as their first emoji, a keycap as its base and a blank, a flag whole: the grid stays aligned")
    func emojiFallbackKeepsTheGrid() throws {
        let replay = try Replay(size: Size(width: 20, height: 2))
        defer { replay.close() }
        var canvas = CellGrid(size: Size(width: 20, height: 2))
        // Columns: thumb 0-1, family 3-4, flag 6-7, keycap 9-10, "end" 12-14, "|" 15.
        canvas.put("👍🏽 👨‍👩‍👧 🇰🇷 1\u{FE0F}\u{20E3} end|", x: 0, y: 0, style: Style(foreground: .green))
        let text = String(decoding: replay.show(canvas).bytes, as: UTF8.self)
        // Nothing a scalar-counting terminal would draw wider than its cells.
        #expect(!text.unicodeScalars.contains { $0.value == 0x200D || $0.value == 0x1F3FD || $0.value == 0xFE0F },
                "\(text.debugDescription)")
        let screen = replay.screen
        #expect(screen.cell(x: 0, y: 0).text == "👍" && screen.cell(x: 3, y: 0).text == "👨", "\(screen.lines)")
        #expect(screen.cell(x: 6, y: 0).text + screen.cell(x: 7, y: 0).text == "🇰🇷", "\(screen.lines)")
        #expect(screen.cell(x: 9, y: 0).text == "1\u{20E3}" && screen.cell(x: 10, y: 0).text == " ", "\(screen.lines)")
        for (x, letter) in [(12, "e"), (13, "n"), (14, "d"), (15, "|")] {
            #expect(screen.cell(x: x, y: 0).text == letter, "column \(x): \(screen.lines)")
        }
        #expect(screen.cell(x: 2, y: 0).text == " " && screen.cell(x: 5, y: 0).text == " " && screen.cell(x: 8, y: 0).text == " ")
        // A plain thumb in the toned one's place looks the same: nothing is sent for it.
        canvas.put("👍 ", x: 0, y: 0, style: Style(foreground: .green))
        replay.show(canvas)
        #expect(replay.screen.cell(x: 0, y: 0).text == "👍" && replay.screen.cell(x: 12, y: 0).text == "e")
    }

    @Test("where the terminal measures clusters each emoji sequence goes out whole at its own column, after the frame")
    func wholeGraphemes() throws {
        let replay = try Replay(size: Size(width: 20, height: 2))
        defer { replay.close() }
        replay.terminal.measuresGraphemeClusters = true
        var canvas = CellGrid(size: Size(width: 20, height: 2))
        canvas.put("👍🏽 👨‍👩‍👧 🇰🇷 1\u{FE0F}\u{20E3} end", x: 0, y: 0, style: Style(foreground: .green))
        let text = String(decoding: replay.show(canvas).bytes, as: UTF8.self)
        // Each is written between a cursor save and restore, after the cursor
        // is put at its column (1-based in CUP): ncurses' idea of the cursor stays true.
        for (column, grapheme) in [(1, "👍🏽"), (4, "👨‍👩‍👧"), (7, "🇰🇷"), (10, "1\u{FE0F}\u{20E3}")] {
            let cup = "\u{1B}7\u{1B}[1;\(column)H"
            let after = text.components(separatedBy: cup).dropFirst().first ?? ""
            let written = after.components(separatedBy: "\u{1B}8").first ?? ""
            #expect(written.hasSuffix("m" + grapheme), "\(grapheme) not sent whole at column \(column): \(text.debugDescription)")
        }
        #expect(replay.screen.cell(x: 12, y: 0).text == "e", "\(replay.screen.lines)")
    }

    @Test("a frame with no changes writes no bytes at all, not even synchronized-output markers")
    func unchangedFrameIsSilent() throws {
        let replay = try Replay(size: Size(width: 80, height: 24))
        defer { replay.close() }
        let canvas = sampleCanvas(Size(width: 80, height: 24))
        replay.show(canvas)
        let same = replay.terminal.draw(Frame(canvas: canvas, changes: []))
        #expect(same.bytes == 0)
        // Claimed changes that change nothing visible are silent too.
        let claimed = replay.terminal.draw(Frame(canvas: canvas, changes: (0..<24).map { CellRun(y: $0, x: 0, count: 80) }))
        #expect(claimed.bytes == 0)
        #expect(replay.sync().isEmpty)
    }

    @Test("changing one cell writes only a few bytes")
    func oneCellChange() throws {
        let replay = try Replay(size: Size(width: 80, height: 24))
        defer { replay.close() }
        var canvas = sampleCanvas(Size(width: 80, height: 24))
        replay.show(canvas)
        canvas.put("#", x: 40, y: 12, style: Style(foreground: .yellow))
        let frame = replay.show(canvas)
        print("one-cell change: \(frame.output.bytes) bytes: \(String(decoding: frame.bytes, as: UTF8.self).debugDescription)")
        // BSU (8) + cursor move + color + "#" + ESU (8): well under 60.
        #expect(frame.output.bytes > 16 && frame.output.bytes < 60)
        #expect(frame.output.bytes == frame.bytes.count)
        #expect(replay.screen.cell(x: 40, y: 12).text == "#")
        #expect(replay.screen.cell(x: 40, y: 12).foreground == .index(3))
        #expect(replay.screen.lines == canvas.lines)
    }

    @Test("leaving shows the cursor after the alternate screen too, whatever cursor libvterm saved")
    func leavingShowsCursorLast() throws {
        let sequences = try TerminalSequences.lookUp(term: "xterm-256color")
        let screen = VTermScreen(size: Size(width: 20, height: 5))
        // Enter, hide the cursor, then save it (DECSC): libvterm keeps the
        // visibility with the saved cursor and restores it on leaving.
        screen.feed(Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}7".utf8) + sequences.leaving)
        #expect(!screen.isAltScreen && screen.isCursorVisible)
    }

    /// Rows `lines`, each in a palette color of its own (by its text), on `size`.
    private func rows(_ lines: [String], _ size: Size) -> CellGrid {
        var canvas = CellGrid(size: size)
        for (y, text) in lines.enumerated() {
            let color = UInt8(16 + (text.unicodeScalars.map(\.value).reduce(0, +) % 200))
            canvas.put(text, x: 0, y: y, style: Style(foreground: Color(palette: color), background: Color(palette: 17)))
        }
        return canvas
    }

    @Test("rows that moved together are scrolled in ncurses' window: the emulator shows each canvas exactly, up, down and in the middle")
    func scrolledRowsReplay() throws {
        let size = Size(width: 30, height: 12)
        let replay = try Replay(size: size)
        defer { replay.close() }
        var lines = (0..<12).map { "line \($0) of the page" }
        replay.showScrolling(rows(lines, size))
        // A cover sliding up one row: everything moves up, one new row.
        lines = Array(lines.dropFirst()) + ["new bottom"]
        let up = replay.showScrolling(rows(lines, size))
        #expect(up.shift == RowShift(rows: 0..<11, offset: 1))
        #expect(replay.screen.lines == rows(lines, size).lines)
        // Rows 2 to 7 move down two; rows 2 and 3 are new; 10 and 11 stay.
        lines = Array(lines[0..<2]) + ["fresh a", "fresh b"] + Array(lines[2..<8]) + Array(lines[10..<12])
        let middle = replay.showScrolling(rows(lines, size))
        #expect(middle.shift == RowShift(rows: 4..<10, offset: -2))
        #expect(replay.screen.lines == rows(lines, size).lines)
        // Row 4 is what row 2 showed, "line 3 of the page", in its own color.
        #expect(replay.screen.cell(x: 0, y: 4).foreground == .index(Int(16 + ("line 3 of the page".unicodeScalars.map(\.value).reduce(0, +) % 200))))
        // And down three from the top.
        lines = ["top 1", "top 2", "top 3"] + Array(lines[0..<9])
        let down = replay.showScrolling(rows(lines, size))
        #expect(down.shift == RowShift(rows: 3..<12, offset: -3))
        #expect(replay.screen.lines == rows(lines, size).lines)
    }

    @Test("a move the screen cannot make repaints the frame whole instead")
    func impossibleShiftRepaints() throws {
        let size = Size(width: 20, height: 6)
        let replay = try Replay(size: size)
        defer { replay.close() }
        replay.showScrolling(rows((0..<6).map { "row \($0)" }, size))
        let next = rows((0..<6).map { "next \($0)" }, size)
        // Rows past the bottom of the screen: nothing to scroll.
        replay.showScrolling(next, shift: RowShift(rows: 4..<6, offset: 3))
        #expect(replay.screen.lines == next.lines)
    }

    @Test("every frame is wrapped in exactly one BSU before and one ESU after its bytes")
    func synchronizedOutputBrackets() throws {
        let replay = try Replay(size: Size(width: 40, height: 10))
        defer { replay.close() }
        let bsu = Array("\u{1B}[?2026h".utf8), esu = Array("\u{1B}[?2026l".utf8)
        var canvas = CellGrid(size: Size(width: 40, height: 10))
        for i in 0..<20 {
            canvas.put("frame \(i)", x: i, y: i % 10, style: Style(foreground: Color(palette: UInt8(16 + i))))
            let bytes = replay.show(canvas).bytes
            #expect(Array(bytes.prefix(bsu.count)) == bsu)
            #expect(Array(bytes.suffix(esu.count)) == esu)
            #expect(occurrences(of: bsu, in: bytes) == 1 && occurrences(of: esu, in: bytes) == 1)
        }
        // One pair more, around the start-up (see `CursesSetup.leaveInitialState`).
        #expect(occurrences(of: bsu, in: replay.transcript) == 21)
        #expect(occurrences(of: esu, in: replay.transcript) == 21)
    }

    @Test("an escape sequence inside cell text reaches the terminal only as visible pictures")
    func escapesAreNeutralised() throws {
        let hostile = try Replay(size: Size(width: 40, height: 8))
        defer { hostile.close() }
        let pictures = try Replay(size: Size(width: 40, height: 8))
        defer { pictures.close() }
        var evil = CellGrid(size: Size(width: 40, height: 8))
        evil.put("a\u{1B}[5;5H\u{1B}[31mX\u{1B}[2J\u{9B}1m", x: 0, y: 1, style: .plain)
        var shown = CellGrid(size: Size(width: 40, height: 8))
        shown.put("a␛[5;5H␛[31mX␛[2J\u{FFFD}1m", x: 0, y: 1, style: .plain)
        let evilBytes = hostile.show(evil).bytes
        #expect(evilBytes == pictures.show(shown).bytes)
        #expect(hostile.screen.lines == shown.lines)
        for x in 0..<40 { #expect(hostile.screen.cell(x: x, y: 1).foreground == .terminalDefault) }
        #expect(hostile.screen.cursor == pictures.screen.cursor)
        // No C1 CSI (U+009B) left the process either, only its picture.
        #expect(!String(decoding: evilBytes, as: UTF8.self).unicodeScalars.contains("\u{9B}"))
    }

    @Test("after a resize to 100x30 a full frame matches in libvterm")
    func resize() throws {
        let replay = try Replay(size: Size(width: 80, height: 24))
        defer { replay.close() }
        replay.show(sampleCanvas(Size(width: 80, height: 24)))
        replay.resize(to: Size(width: 100, height: 30))
        #expect(replay.terminal.size == Size(width: 100, height: 30))
        let canvas = sampleCanvas(Size(width: 100, height: 30))
        replay.show(canvas)
        #expect(replay.screen.lines == canvas.lines)
        #expect(replay.screen.cell(x: 99, y: 29).text == "t")
        #expect(replay.screen.cell(x: 99, y: 29).foreground == .index(2))
    }

    private func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> Int {
        guard haystack.count >= needle.count else { return 0 }
        return (0...(haystack.count - needle.count)).filter { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }.count
    }
}
}
