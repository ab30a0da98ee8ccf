import Testing
import Foundation
import Glibc
import CoverDemoKit
import TermCover

@Suite("Staging files: named after their recorder, and only the recorder's own are ever deleted")
struct StagingCleanupTests {
    @Test("a user's files named like a lock file or a dead recorder's staging file survive a recording, byte for byte")
    func userFilesKept() throws {
        let dir = try TemporaryDirectory()
        // A process that has surely ended: started and waited for here.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let lookalikes = [".x.cast.lock": "my notes\n", ".x.cast.rec-\(ended.processIdentifier)-AbC123": "my draft\n",
                          ".x.cast.rec-\(getppid())-AbC123": "another\n"]
        for (name, text) in lookalikes { try text.write(toFile: dir.file(name), atomically: false, encoding: .utf8) }
        let writer = try CastWriter.createStaged(path: dir.file("x.cast"), size: Size(width: 80, height: 24), term: "xterm",
                                                 overwrite: false, timestamp: 0)
        let during = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        // Its own staging file carries its process id.
        #expect(during.contains { $0.hasPrefix(".x.cast.rec-\(getpid())-") })
        writer.output(Array("a".utf8), at: 0.5)
        try writer.publish()
        writer.close()
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(names == (lookalikes.keys + ["x.cast"]).sorted(), "\(names)")
        for (name, text) in lookalikes { #expect(try dir.contents(name) == text, "\(name) changed") }
    }

    @Test("a user's lock-named file still locks: a second recording to the path is refused while the first runs")
    func userLockFileStillLocks() throws {
        let dir = try TemporaryDirectory()
        try "my notes\n".write(toFile: dir.file(".x.cast.lock"), atomically: false, encoding: .utf8)
        let size = Size(width: 80, height: 24)
        let first = try CastWriter.createStaged(path: dir.file("x.cast"), size: size, term: "xterm", overwrite: false, timestamp: 0)
        var refusal: String?
        do { _ = try CastWriter.createStaged(path: dir.file("x.cast"), size: size, term: "xterm", overwrite: false, timestamp: 0) } catch {
            refusal = error.description
        }
        #expect(refusal == "cover-demo: \(dir.file("x.cast")) is being recorded by another cover-demo")
        first.close()
        #expect(try dir.contents(".x.cast.lock") == "my notes\n")
    }
}
