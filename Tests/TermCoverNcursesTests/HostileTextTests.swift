import Testing
import TermCoverTestSupport
import TermCoverCore
@testable import TermCoverNcurses

/// Strings that would take over a terminal if they reached it raw: title
/// changes (OSC 0/1/2, with BEL and ST endings), cursor moves, colors,
/// erase, reset, mode switches, C1 controls (CSI, OSC, DCS as single
/// code points), BEL, backspace, carriage return, DEL and NUL.
private let hostile = [
    "t\u{1B}]0;pwned\u{07}itle",
    "i\u{1B}]1;icon\u{1B}\\con",
    "w\u{1B}]2;window\u{9C}in",
    "m\u{1B}[10;10Hove\u{1B}[A\u{1B}[5D",
    "c\u{1B}[31;42mol\u{1B}[38;5;196mor\u{1B}[0m",
    "e\u{1B}[2Jrase\u{1B}[K",
    "r\u{1B}cese\u{1B}[?1049lt\u{1B}[?25h",
    "c1\u{9B}31m\u{9D}0;c1title\u{9C}\u{90}dcs\u{9C}",
    "bell\u{07}back\u{08}\u{08}cr\u{0D}del\u{7F}nul\u{00}",
]

/// The same lines as `hostile` with every control shown as its picture,
/// written by hand: what a user should see.
private let pictures = [
    "t␛]0;pwned␇itle",
    "i␛]1;icon␛\\con",
    "w␛]2;window\u{FFFD}in",
    "m␛[10;10Hove␛[A␛[5D",
    "c␛[31;42mol␛[38;5;196mor␛[0m",
    "e␛[2Jrase␛[K",
    "r␛cese␛[?1049lt␛[?25h",
    "c1\u{FFFD}31m\u{FFFD}0;c1title\u{FFFD}\u{FFFD}dcs\u{FFFD}",
    "bell␇back␈␈cr␍del␡nul␀",
]

private struct Lines: View {
    let lines: [String]
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(lines.enumerated()), id: \.offset) { Text($0.element) }
            Text("plain").foregroundColor(.green)
        }
    }
}

extension NcursesSuites {
@Suite("Hostile text end to end", .serialized)
@MainActor
struct HostileTextTests {
    @Test("text with escape sequences and control characters reaches libvterm only as pictures: no title, no cursor move, no color, no reset")
    func hostileText() throws {
        let size = Size(width: 60, height: 14)
        let evil = try EmulatorRun(Lines(lines: hostile), size: size)
        defer { evil.close() }
        let shown = try EmulatorRun(Lines(lines: pictures), size: size)
        defer { shown.close() }
        // Equal to the composed canvas, and the canvas is the pictures.
        #expect(evil.mismatchedFrames == 0, "\(evil.mismatches)")
        #expect(evil.screen.lines == shown.screen.lines)
        #expect(evil.host.canvas.lines == shown.host.canvas.lines)
        // Nothing else changed in the terminal.
        #expect(evil.screen.properties.title == nil && evil.screen.properties.iconName == nil)
        #expect(evil.screen.properties.bells == 0)
        #expect(evil.screen.isAltScreen && !evil.screen.isCursorVisible)
        #expect(evil.screen.cursor == shown.screen.cursor)
        for y in 0..<size.height where !evil.screen.lines[y].contains("plain") {
            for x in 0..<size.width {
                let cell = evil.screen.cell(x: x, y: y)
                #expect(cell.foreground == .terminalDefault && cell.background == .terminalDefault, "(\(x),\(y))")
            }
        }
        // The green line is where the layout put it (the root is centered), unmoved and green.
        let row = evil.screen.lines.firstIndex { $0.contains("plain") }
        let column = row.map { Array(evil.screen.lines[$0]).firstIndex(of: "p")! }
        #expect(row == shown.screen.lines.firstIndex { $0.contains("plain") })
        if let row, let column { #expect(evil.screen.cell(x: column, y: row).foreground == .index(2)) }
    }

    @Test("the bytes sent for hostile text hold no OSC, no BEL and no C1 control")
    func hostileBytes() throws {
        let terminal = try NcursesTerminal.headless(size: Size(width: 60, height: 14))
        defer { terminal.restore() }
        _ = terminal.takeOutput()
        let clock = ManualClock()
        let host = ViewHost(Lines(lines: hostile), size: terminal.size, clock: clock)
        let driver = FrameDriver(host: host, terminal: terminal, clock: clock)
        driver.renderIfNeeded()
        let bytes = terminal.takeOutput()
        #expect(!bytes.isEmpty)
        #expect(!bytes.contains(0x07))
        let escapes = bytes.indices.filter { bytes[$0] == 0x1B && $0 + 1 < bytes.count }.map { bytes[$0 + 1] }
        // ESC ] (OSC), ESC P (DCS), ESC c (reset) and ESC \ (ST) never appear.
        #expect(!escapes.contains(UInt8(ascii: "]")) && !escapes.contains(UInt8(ascii: "P"))
                && !escapes.contains(UInt8(ascii: "c")) && !escapes.contains(UInt8(ascii: "\\")))
        // C1 controls U+0080…U+009F are C2 80…C2 9F in UTF-8.
        let c1 = bytes.indices.dropLast().contains { bytes[$0] == 0xC2 && (0x80...0x9F).contains(bytes[$0 + 1]) }
        #expect(!c1)
    }
}
}
