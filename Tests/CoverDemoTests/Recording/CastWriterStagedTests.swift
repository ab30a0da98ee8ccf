import Testing
import Foundation
import CoverDemoKit
import TermCover

@Suite("CastWriter: a staged cast takes its path only once the session starts")
struct CastWriterStagedTests {
    private let size = Size(width: 80, height: 24)
    private let header = "{\"version\": 2, \"width\": 80, \"height\": 24, \"timestamp\": 0, \"env\": {\"TERM\": \"xterm\"}}\n"

    /// What `body` throws, or nil.
    private func message(_ body: () throws -> Void) -> String? {
        do { try body(); return nil } catch { return (error as? RecordingError)?.description ?? "\(error)" }
    }

    private func names(_ dir: borrowing TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    @Test("a staged cast never published leaves an existing file exactly as it was, and no hidden file behind")
    func neverPublished() throws {
        let dir = try TemporaryDirectory()
        let path = dir.file("x.cast")
        try "precious\n".write(toFile: path, atomically: false, encoding: .utf8)
        let writer = try CastWriter.createStaged(path: path, size: size, term: "xterm", overwrite: true, timestamp: 0)
        #expect(try names(dir).count == 3, "the cast is staged beside the path, next to its lock file")
        writer.output(Array("cover-demo: TERM=dumb cannot show a full-screen interface\r\n".utf8), at: 0.1)
        writer.close()
        #expect(try dir.contents("x.cast") == "precious\n")
        #expect(try names(dir) == ["x.cast"])
    }

    @Test("published, the cast replaces the file with --overwrite, and everything written before and after is in it")
    func publishedWithOverwrite() throws {
        let dir = try TemporaryDirectory()
        let path = dir.file("x.cast")
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        let writer = try CastWriter.createStaged(path: path, size: size, term: "xterm", overwrite: true, timestamp: 0)
        writer.output(Array("a".utf8), at: 0.5)
        try writer.publish()
        writer.output(Array("b".utf8), at: 1)
        writer.close()
        #expect(try dir.contents("x.cast") == header + "[0.500000, \"o\", \"a\"]\n[1.000000, \"o\", \"b\"]\n")
        #expect(try names(dir) == ["x.cast"])
    }

    @Test("two recordings to one path without --overwrite: the second to start is refused at once, the first is kept whole")
    func twoRecordingsOnePath() throws {
        let dir = try TemporaryDirectory()
        let path = dir.file("x.cast")
        let first = try CastWriter.createStaged(path: path, size: size, term: "xterm", overwrite: false, timestamp: 0)
        #expect(message { _ = try CastWriter.createStaged(path: path, size: size, term: "xterm", overwrite: false, timestamp: 0) }
                == "cover-demo: \(path) is being recorded by another cover-demo")
        first.output(Array("one".utf8), at: 1)
        try first.publish()
        first.close()
        #expect(try dir.contents("x.cast") == header + "[1.000000, \"o\", \"one\"]\n")
        #expect(try names(dir) == ["x.cast"])
        // A third, started once the first is in place, is refused before anything is written.
        #expect(message { _ = try CastWriter.createStaged(path: path, size: size, term: "xterm", overwrite: false, timestamp: 0) }
                == "cover-demo: \(path) exists (use --overwrite)")
    }
}
