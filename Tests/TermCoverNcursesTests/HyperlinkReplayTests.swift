import Testing
import TermCoverTestSupport
import TermCoverCore
@testable import TermCoverNcurses

extension NcursesSuites {
@Suite("OSC 8 hyperlinks through the ncurses backend", .serialized)
@MainActor
struct HyperlinkReplayTests {
    static let url = "https://example.com/termcover"

    /// "see TermCover end" with "TermCover" (columns 4-12) linked, or not.
    private func canvas(linked: Bool) -> CellGrid {
        var canvas = CellGrid(size: Size(width: 20, height: 2))
        canvas.put("see TermCover end", x: 0, y: 0, style: Style(foreground: .green, attributes: .underline))
        if linked { canvas.link(Rect(x: 4, y: 0, width: 9, height: 1), to: LinkTable.number(for: Self.url)) }
        return canvas
    }

    @Test("a link's cells go out again inside OSC 8, in place, once; a frame that unlinks them writes them plain")
    func writesLinks() throws {
        let replay = try Replay(size: Size(width: 20, height: 2))
        defer { replay.close() }
        replay.terminal.writesHyperlinks = true
        let first = String(decoding: replay.show(canvas(linked: true)).bytes, as: UTF8.self)
        // Saved cursor, row 1 column 5, the link opened, the nine characters, the link closed, cursor back.
        let open = "\u{1B}7\u{1B}[1;5H\u{1B}]8;;\(Self.url)\u{1B}\\"
        let body = first.components(separatedBy: open).dropFirst().first ?? ""
        #expect(body.hasSuffix("TermCover\u{1B}]8;;\u{1B}\\\u{1B}8") || body.contains("TermCover\u{1B}]8;;\u{1B}\\\u{1B}8"),
                "\(first.debugDescription)")
        #expect(replay.screen.lines[0].hasPrefix("see TermCover end"), "\(replay.screen.lines)")
        // Nothing changed: nothing is sent.
        #expect(replay.show(canvas(linked: true)).bytes.isEmpty)
        // The same text, no longer a link: written again with no URL.
        let unlinked = String(decoding: replay.show(canvas(linked: false)).bytes, as: UTF8.self)
        #expect(unlinked.contains("TermCover") && !unlinked.contains("]8;;https"), "\(unlinked.debugDescription)")
        #expect(replay.screen.lines[0].hasPrefix("see TermCover end"))
    }

    @Test("where hyperlinks are not written, a linked cell is plain underlined text and no OSC 8 goes out")
    func plainWhereUnsupported() throws {
        let replay = try Replay(size: Size(width: 20, height: 2))
        defer { replay.close() }
        let bytes = String(decoding: replay.show(canvas(linked: true)).bytes, as: UTF8.self)
        #expect(!bytes.contains("\u{1B}]8;"))
        #expect(replay.screen.lines[0].hasPrefix("see TermCover end") && replay.screen.cell(x: 4, y: 0).underline)
    }
}
}
