import Foundation
import Testing

/// The register of SwiftUI names (SwiftUINamesInTermCover.md) against the
/// sources: every row's status must agree with what is declared.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// The rows of the register's tables: a name in backticks and its status.
private func registerRows() throws -> [(name: String, status: String)] {
    let page = try String(contentsOf: repository.appendingPathComponent("Sources/TermCover/TermCover.docc/SwiftUINamesInTermCover.md"),
                          encoding: .utf8)
    return page.split(separator: "\n").compactMap { line -> (String, String)? in
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard cells.count >= 4, cells[1].hasPrefix("`"), cells[1].hasSuffix("`") else { return nil }
        return (String(cells[1].dropFirst().dropLast()), cells[2])
    }
}

/// The names the library's sources declare publicly: the identifier after
/// `func`, `var`, `let`, `case` or a kind of type on a line that says `public`.
private func declaredNames() throws -> Set<String> {
    let keywords: Set<Substring> = ["func", "var", "let", "case", "struct", "class", "enum", "protocol", "typealias", "actor"]
    var names: Set<String> = []
    for folder in ["Sources/TermCoverCore", "Sources/Combine", "Sources/TermCover"] {
        let root = repository.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("public ") {
                let words = line.split(separator: " ")
                for (i, word) in words.enumerated() where keywords.contains(word) && i + 1 < words.count {
                    let name = words[i + 1].drop { $0 == "`" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !name.isEmpty { names.insert(String(name)) }
                }
            }
        }
    }
    return names
}

@Suite("The register of SwiftUI names in the documentation")
struct RegisterTests {
    @Test("the register lists over 250 names, each with one of the four statuses")
    func statuses() throws {
        let rows = try registerRows()
        #expect(rows.count > 250)
        let statuses: Set<String> = ["as SwiftUI", "drawn differently", "accepted", "missing"]
        for row in rows { #expect(statuses.contains(row.status), "\(row.name): \(row.status)") }
    }

    @Test("every name the register says is there is declared under that name, and every name it says is missing is not")
    func agreesWithTheSources() throws {
        let names = try declaredNames()
        for row in try registerRows() {
            let declared = names.contains(row.name)
            if row.status == "missing" {
                #expect(!declared, "\(row.name) is declared now: say what it is in the register")
            } else {
                #expect(declared, "\(row.name) is not declared: the register says \(row.status)")
            }
        }
    }
}
