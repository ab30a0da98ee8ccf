import Foundation
import Testing
import TermCover
import TermCoverTesting

/// The articles of TermCover.docc, and where their listings are compiled.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
private let catalog = repository.appendingPathComponent("Sources/TermCover/TermCover.docc")
private let listings = repository.appendingPathComponent("Tests/DocumentationTests")

/// The Swift code blocks of an article, as printed. A package manifest is
/// checked by the package manager, not here; `@main` cannot be repeated in
/// a test target, so it is left out of the comparison.
private func swiftBlocks(in article: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
        if current == nil, line == "```swift" { current = [] }
        else if current != nil, line == "```" { blocks.append(current!.joined(separator: "\n")); current = nil }
        else if current != nil { current!.append(line) }
    }
    return blocks.filter { !$0.hasPrefix("// swift-tools-version") }
        .map { $0.replacingOccurrences(of: "@main ", with: "") }
}

private func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

@Suite("The documentation's code listings")
struct ArticleListingTests {
    @Test("Every Swift listing of every article is compiled in this target, word for word")
    func everyListingIsCompiled() throws {
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }
        #expect(articles.count >= 7)
        let compiled = try FileManager.default.contentsOfDirectory(atPath: listings.path)
            .filter { $0.hasSuffix("Listings.swift") }
            .map { try read(listings.appendingPathComponent($0)) }
            .joined(separator: "\n")
        var checked = 0
        for article in articles {
            for block in swiftBlocks(in: try read(catalog.appendingPathComponent(article))) {
                #expect(compiled.contains(block), "a listing of \(article) is not compiled: \(block.prefix(60))…")
                checked += 1
            }
        }
        #expect(checked >= 9)
    }

    @Test("Getting started's app shows its counter and button")
    @MainActor func gettingStartedRuns() {
        let host = TestHost(AppRootView(Hello()), size: Size(width: 20, height: 5))
        #expect(host.lines.joined(separator: "\n").contains("Pressed 0 times"))
        #expect(host.lines.joined(separator: "\n").contains("Press me"))
    }

    @Test("Editing lists' todo list deletes its current row with Backspace, but not a pinned one, and edits with its EditButton")
    @MainActor func editingListsRuns() async {
        let host = TestHost(TodoList(), size: Size(width: 20, height: 4))
        host.expectScreen(["        Todo    Edit", "────────────────────", "Buy milk            ", "Walk the dog        "])
        host.click(x: 0, y: 2)          // Buy milk: the list takes focus, the row is current
        host.press(.delete)
        await host.advance(by: 1)       // the row fades out
        host.expectScreen(["        Todo    Edit", "────────────────────", "Walk the dog        ", "                    "])
        host.press(.delete)             // pinned: deleteDisabled
        host.click(x: 17, y: 0)
        await host.advance(by: 1)
        host.expectScreen(["        Todo    Done", "────────────────────", "  Walk the dog     ≡", "                    "])
    }

    @Test("The rotation transition turns the title in and rests at identity")
    @MainActor func rotationTitleRuns() async {
        let host = TestHost(Title(), size: Size(width: 20, height: 5))
        #expect(!host.lines.joined().contains("Title"))
        host.press(.return)
        await host.advance(by: 1.1)
        #expect(host.lines.joined().contains("Title"))
    }

    @Test("The Transition-protocol rotation brings the headline in and rests at identity")
    @MainActor func protocolRotationRuns() async {
        let host = TestHost(Headline(), size: Size(width: 20, height: 5))
        #expect(!host.lines.joined().contains("Headline"))
        host.press(.return)
        await host.advance(by: 0.5)
        let halfway = host.lines
        await host.advance(by: 0.6)
        #expect(host.lines.joined().contains("Headline"))
        #expect(halfway != host.lines, "half way through, the headline is still turning")
    }
}
