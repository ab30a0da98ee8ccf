import Testing
import Foundation
import Glibc
import CoverDemoKit
import TermCover

@Suite("Staging files: named after their recorder, cleared once it is gone")
struct StagingCleanupTests {
    @Test("a recording deletes the staging files of recorders that died (SIGKILL) for its path, and keeps a live one's")
    func staleStagingRemoved() throws {
        let dir = try TemporaryDirectory()
        // A process that has surely ended: started and waited for here.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let dead = ".x.cast.rec-\(ended.processIdentifier)-AbC123"
        let live = ".x.cast.rec-\(getppid())-AbC123"
        let otherPath = ".y.cast.rec-\(ended.processIdentifier)-AbC123"
        for name in [dead, live, otherPath] { #expect(FileManager.default.createFile(atPath: dir.file(name), contents: Data())) }
        let writer = try CastWriter.createStaged(path: dir.file("x.cast"), size: Size(width: 80, height: 24), term: "xterm",
                                                 overwrite: false, timestamp: 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(!names.contains(dead), "the dead recorder's staging file is still there")
        #expect(names.contains(live) && names.contains(otherPath))
        // Its own staging file carries its process id.
        #expect(names.contains { $0.hasPrefix(".x.cast.rec-\(getpid())-") })
        writer.close()
    }
}
