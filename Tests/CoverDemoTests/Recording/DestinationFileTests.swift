import Testing
import Foundation
import Glibc
import CoverDemoKit
import TermCover

@Suite("A recording's destination: one file, one recorder, whatever its names; names as long as the system allows")
struct DestinationFileTests {
    private let size = Size(width: 80, height: 24)
    private let header = "{\"version\": 2, \"width\": 80, \"height\": 24, \"timestamp\": 0, \"env\": {\"TERM\": \"xterm\"}}\n"

    private func refusal(_ body: () throws -> Void) -> String? {
        do { try body(); return nil } catch { return (error as? RecordingError)?.description ?? "\(error)" }
    }

    @Test("two recordings through hard links of one file: the second is refused with one line, the first is kept whole")
    func hardLinks() throws {
        let dir = try TemporaryDirectory()
        let a = dir.file("a.cast"), b = dir.file("b.cast")
        try "old\n".write(toFile: a, atomically: false, encoding: .utf8)
        #expect(link(a, b) == 0)
        let first = try CastWriter.createStaged(path: a, size: size, term: "xterm", overwrite: true, timestamp: 0)
        #expect(refusal { _ = try CastWriter.createStaged(path: b, size: size, term: "xterm", overwrite: true, timestamp: 0) }
                == "cover-demo: \(b) is being recorded by another cover-demo")
        first.output(Array("one".utf8), at: 1)
        try first.publish()
        first.close()
        let cast = header + "[1.000000, \"o\", \"one\"]\n"
        // Rewritten in place: both names still show the one file, now the cast.
        #expect(try dir.contents("a.cast") == cast && dir.contents("b.cast") == cast)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["a.cast", "b.cast"])
        // Once the first is done the other name records normally.
        let second = try CastWriter.createStaged(path: b, size: size, term: "xterm", overwrite: true, timestamp: 0)
        second.close()
    }

    @Test("a 255-byte destination name (ASCII or two-byte characters) is recorded, and its hidden files fit beside it",
          arguments: [String(repeating: "n", count: 250) + ".cast", String(repeating: "é", count: 125) + ".cast"])
    func longestName(_ name: String) throws {
        #expect(name.utf8.count == 255)
        let dir = try TemporaryDirectory()
        let writer = try CastWriter.createStaged(path: dir.file(name), size: size, term: "xterm", overwrite: false, timestamp: 0)
        let hidden = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(hidden.count == 2 && hidden.allSatisfy { $0.hasPrefix(".") && $0.utf8.count <= 255 }, "\(hidden)")
        writer.output(Array("a".utf8), at: 0.5)
        try writer.publish()
        writer.close()
        #expect(try dir.contents(name) == header + "[0.500000, \"o\", \"a\"]\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [name])
    }

    @Test("two 255-byte names that differ only at the end record at the same time: their hidden names differ too")
    func longNamesSharingABeginning() throws {
        let dir = try TemporaryDirectory()
        let stem = String(repeating: "n", count: 249)
        let one = try CastWriter.createStaged(path: dir.file(stem + "1.cast"), size: size, term: "xterm", overwrite: false, timestamp: 0)
        let two = try CastWriter.createStaged(path: dir.file(stem + "2.cast"), size: size, term: "xterm", overwrite: false, timestamp: 0)
        try one.publish()
        try two.publish()
        one.close()
        two.close()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == [stem + "1.cast", stem + "2.cast"])
    }
}
