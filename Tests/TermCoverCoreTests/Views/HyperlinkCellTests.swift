import Foundation
import Testing
import TermCoverTesting
@testable import TermCoverCore

/// A link's cells carry the number of its URL (`Cell.link`), which the
/// backend turns into an OSC 8 hyperlink; every other cell carries 0.
@MainActor
@Suite("Links mark their cells with their URL")
struct HyperlinkCellTests {
    /// The URL of each cell of row `y`, "-" for none, one entry a column.
    private func urls(_ canvas: CellGrid, row y: Int) -> [String] {
        (0..<canvas.width).map { LinkTable.url(for: canvas[$0, y].link) ?? "-" }
    }

    @Test("Link(\"TermCover\", destination:) marks exactly the nine cells of its title")
    func linkView() {
        let host = TestHost(Link("TermCover", destination: URL(string: "https://example.com/link")!)
            .frame(width: 120, height: 16, alignment: .leading), size: Size(width: 15, height: 1))
        #expect(host.lines == ["TermCover      "])
        #expect(urls(host.screen, row: 0) == Array(repeating: "https://example.com/link", count: 9) + Array(repeating: "-", count: 6))
    }

    @Test("a Markdown link in Text marks the link's words and nothing around them")
    func markdownLink() {
        let host = TestHost(Text("Read [TermCover](https://example.com/md) now").frame(width: 160, alignment: .leading),
                            size: Size(width: 20, height: 1))
        #expect(host.lines == ["Read TermCover now  "])
        let expected = Array(repeating: "-", count: 5) + Array(repeating: "https://example.com/md", count: 9)
            + Array(repeating: "-", count: 6)
        #expect(urls(host.screen, row: 0) == expected)
        #expect(host.screen[5, 0].style.attributes.contains(.underline) && !host.screen[0, 0].style.attributes.contains(.underline))
    }

    @Test("a Text that is one Markdown link is marked whole")
    func wholeMarkdownLink() {
        let host = TestHost(Text("[TC](https://example.com/tc)").frame(width: 32, alignment: .leading), size: Size(width: 4, height: 1))
        #expect(urls(host.screen, row: 0) == ["https://example.com/tc", "https://example.com/tc", "-", "-"])
    }

    @Test("text without links marks nothing, and a cell stays 24 bytes")
    func noLinks() {
        let host = TestHost(Text("plain [not a link"), size: Size(width: 20, height: 1))
        #expect(host.screen.cells.allSatisfy { $0.link == LinkTable.none })
        #expect(MemoryLayout<Cell>.stride == 24)
    }

    @Test("one number a URL: the same URL gets the same number, another a new one, and 0 is no URL")
    func numbering() {
        let a = LinkTable.number(for: "https://example.com/a"), b = LinkTable.number(for: "https://example.com/b")
        #expect(a != b && a != 0 && b != 0)
        #expect(LinkTable.number(for: "https://example.com/a") == a)
        #expect(LinkTable.url(for: a) == "https://example.com/a" && LinkTable.url(for: 0) == nil)
    }

    @Test("cells that differ only in their link differ, so the diff sends them again")
    func diffSeesLinks() {
        var plain = CellGrid(lines: ["abc"])
        let linked = { var c = plain; c.link(Rect(x: 0, y: 0, width: 2, height: 1), to: LinkTable.number(for: "https://example.com/d")); return c }()
        #expect(linked.changes(since: plain) == [CellRun(y: 0, x: 0, count: 2)])
        plain = linked
        #expect(linked.changes(since: plain).isEmpty)
    }
}

@Suite("OSC 8 is written only where the terminal is known to show it")
struct HyperlinkSupportTests {
    private func caps(_ reply: String, tmux: Bool = false) -> TerminalCapabilities {
        TerminalCapabilities.parse(Array(reply.utf8), environment: tmux ? ["TMUX": "/tmp/t,1,0"] : [:])
    }

    @Test("kitty, WezTerm and foot by name; VTE 0.50 and later, iTerm2 and Windows Terminal by their environment")
    func known() {
        #expect(caps("\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[?62c").writesHyperlinks(environment: [:]))
        #expect(caps("\u{1B}P>|WezTerm 20240203\u{1B}\\\u{1B}[?62c").writesHyperlinks(environment: [:]))
        #expect(caps("\u{1B}P>|foot(1.16.2)\u{1B}\\\u{1B}[?62c").writesHyperlinks(environment: [:]))
        #expect(TerminalCapabilities().writesHyperlinks(environment: ["VTE_VERSION": "7600"]))
        #expect(!TerminalCapabilities().writesHyperlinks(environment: ["VTE_VERSION": "4803"]))
        #expect(TerminalCapabilities().writesHyperlinks(environment: ["TERM_PROGRAM": "iTerm.app"]))
        #expect(TerminalCapabilities().writesHyperlinks(environment: ["WT_SESSION": "x"]))
    }

    @Test("xterm, a silent terminal, tmux and the Linux console get plain underlined text; the variable decides over all")
    func unknown() {
        #expect(!caps("\u{1B}P>|XTerm(390)\u{1B}\\\u{1B}[?64c").writesHyperlinks(environment: [:]))
        #expect(!TerminalCapabilities().writesHyperlinks(environment: [:]))
        #expect(!caps("\u{1B}P>|tmux 3.4\u{1B}\\\u{1B}[?1;2;4c", tmux: true).writesHyperlinks(environment: ["KITTY_WINDOW_ID": "1"]))
        #expect(!TerminalCapabilities().writesHyperlinks(environment: ["TERM": "linux", "VTE_VERSION": "7600"]))
        #expect(!caps("\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[?62c").writesHyperlinks(environment: ["TERMCOVER_HYPERLINKS": "0"]))
        #expect(TerminalCapabilities().writesHyperlinks(environment: ["TERMCOVER_HYPERLINKS": "1"]))
    }
}
