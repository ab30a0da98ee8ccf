import Foundation
@testable import TermCoverCore
import TermCoverTesting
import Testing

@MainActor
@Suite("Text: Markdown, formats, dates, truncation and ViewThatFits")
struct TextFormattingTests {
    @Test("a literal's Markdown styles its words and drops the markers; an interpolated value stays as written")
    func markdown() {
        let starred = "*not emphasis*"
        let host = TestHost(Text("**Bold** _it_ `code` \(starred)"), size: Size(width: 32, height: 1))
        // 27 columns centered on 32: two to the left.
        host.expectScreen(["  Bold it code *not emphasis*   "])
        #expect(host.screen[2, 0].style.attributes.contains(.bold))
        #expect(!host.screen[7, 0].style.attributes.contains(.bold))
        #expect(host.screen[7, 0].style.attributes.contains(.italic))
        #expect(host.screen[10, 0].style.foreground == InlineMarkdown.codeColor)
        #expect(!host.screen[16, 0].style.attributes.contains(.italic))
    }

    @Test("CommonMark's flanking rules keep arithmetic, snake_case and lone stars as written")
    func notMarkdown() {
        let host = TestHost(Text("5 * 3 * 2 a_b_c x*"), size: Size(width: 18, height: 1))
        host.expectScreen(["5 * 3 * 2 a_b_c x*"])
        #expect(TestHost(Text(verbatim: "**raw**"), size: Size(width: 7, height: 1)).lines == ["**raw**"])
    }

    @Test("interpolated integers of any width and sign, strings and other values show as String(describing:) shows them")
    func interpolatedValues() {
        let name = "**Ada**", ratio = 0.5, small: UInt8 = 7, big = Int64.min
        let key: LocalizedStringKey = "\(-42) \(small) \(big) \(name) \(ratio) \(Substring("sub"))"
        #expect(key.segments.filter { !$0.isMarkdown }.map(\.text)
            == ["-42", "7", "-9223372036854775808", "**Ada**", "0.5", "sub"])
        let host = TestHost(Text("Row \(12): \(name)"), size: Size(width: 16, height: 1))
        host.expectScreen(["Row 12: **Ada** "])
    }

    @Test("a literal of accented words and symbols is one plain run, and its Markdown is still read beside them")
    func markdownBesideNonASCII() {
        // No marker byte: one run, exactly the literal, graphemes whole.
        let plain = InlineMarkdown.runs("Café ✓ 日本 👍🏽")
        #expect(plain.count == 1)
        #expect(plain.first?.string == "Café ✓ 日本 👍🏽")
        #expect(plain.first?.attributes == [])
        // Markers between multi-byte characters still open and close.
        let styled = InlineMarkdown.runs("é **日本** ✓ _ü_")
        #expect(styled.map(\.string) == ["é ", "日本", " ✓ ", "ü"])
        #expect(styled.map { $0.attributes.contains(.bold) } == [false, true, false, false])
        #expect(styled.map { $0.attributes.contains(.italic) } == [false, false, false, true])
    }

    @Test("Text(_:format:) formats numbers as Foundation's FormatStyle does")
    func format() {
        let host = TestHost(Text(1234, format: .number.grouping(.never)), size: Size(width: 4, height: 1))
        host.expectScreen(["1234"])
        let percent = TestHost(Text(0.25, format: .percent), size: Size(width: 3, height: 1))
        #expect(percent.lines == ["25%"])
    }

    @Test("Text(_:style:) counts from the host's clock: .timer shows minutes and seconds, .relative the two largest units, .offset a signed unit")
    func dateStyles() async {
        var environment = EnvironmentValues()
        environment.clockOrigin = Date(timeIntervalSince1970: 1_000)
        let start = Date(timeIntervalSince1970: 1_000 - 65)
        let timer = TestHost(Text(start, style: .timer), size: Size(width: 4, height: 1), environment: environment)
        #expect(timer.lines == ["1:05"])
        await timer.advance(by: 1)
        #expect(timer.lines == ["1:06"], "it draws again each second")
        let past = Date(timeIntervalSince1970: 1_000 - 7_500)
        let relative = TestHost(Text(past, style: .relative), size: Size(width: 12, height: 1), environment: environment)
        #expect(relative.lines == ["2 hr, 5 min "])
        let offset = TestHost(Text(past, style: .offset), size: Size(width: 8, height: 1), environment: environment)
        #expect(offset.lines == ["-2 hours"])
    }

    @Test("truncationMode cuts a line that does not fit at its head, middle or tail")
    func truncation() {
        let name = "quarterly-report.pdf"
        for (mode, expected) in [(Text.TruncationMode.head, "…report.pdf"), (.middle, "quart…t.pdf"), (.tail, "quarterly-…")] {
            let host = TestHost(Text(name).lineLimit(1).truncationMode(mode), size: Size(width: 11, height: 1))
            #expect(host.lines == [expected], "\(mode)")
        }
    }

    @Test("ViewThatFits shows the first child whose ideal width fits, else the last")
    func viewThatFits() {
        let view = ViewThatFits(in: .horizontal) {
            Text("a long label")
            Text("short")
            Text("s")
        }
        #expect(TestHost(view, size: Size(width: 12, height: 1)).lines == ["a long label"])
        #expect(TestHost(view, size: Size(width: 8, height: 1)).lines == [" short  "])
        #expect(TestHost(view, size: Size(width: 3, height: 1)).lines == [" s "])
    }
}
