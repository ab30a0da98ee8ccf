import Testing
import Foundation
import Glibc
import CoverDemoKit
import TermCover

@Suite("--overwrite replaces only a regular file, and keeps its links, mode and owner")
struct OverwriteDestinationTests {
    private let size = Size(width: 80, height: 24)
    private let header = "{\"version\": 2, \"width\": 80, \"height\": 24, \"timestamp\": 0, \"env\": {\"TERM\": \"xterm\"}}\n"

    private func message(_ body: () throws -> Void) -> String? {
        do { try body(); return nil } catch { return (error as? RecordingError)?.description ?? "\(error)" }
    }

    private func names(_ dir: borrowing TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    private func lstatOf(_ path: String) -> stat {
        var st = stat()
        _ = lstat(path, &st)
        return st
    }

    /// Records "a" at 1 s into `path` with --overwrite, published and closed.
    private func record(_ path: String) throws {
        let writer = try CastWriter.createStaged(path: path, size: size, term: "xterm", overwrite: true, timestamp: 0)
        writer.output(Array("a".utf8), at: 1)
        try writer.publish()
        writer.close()
    }

    private var recorded: String { header + "[1.000000, \"o\", \"a\"]\n" }

    /// Makes a special file of `kind` at `path`, as a user or an attacker could.
    private func makeSpecial(_ kind: String, at path: String) throws {
        switch kind {
        case "FIFO": #expect(mkfifo(path, 0o644) == 0)
        case "directory": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        case "socket":
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                for (i, byte) in path.utf8.enumerated() where i < raw.count - 1 { raw[i] = byte }
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            close(fd)
            #expect(bound == 0)
        default:
            // A link to a character device: replacing it would have replaced the link (or, as root, /dev/null).
            #expect(symlink("/dev/null", path) == 0)
        }
    }

    @Test("a FIFO, a directory, a socket or a device at the path is refused with one line, and left as it was",
          arguments: ["FIFO", "directory", "socket", "device"])
    func specialFileRefused(_ kind: String) throws {
        let dir = try TemporaryDirectory()
        let path = dir.file("x.cast")
        try makeSpecial(kind, at: path)
        let before = lstatOf(path)
        let article = kind == "device" ? "a device" : "a \(kind)"
        #expect(message { try record(path) } == "cover-demo: \(path) is \(article); --overwrite replaces only a regular file")
        let after = lstatOf(path)
        #expect(after.st_ino == before.st_ino && after.st_mode == before.st_mode, "the \(kind) was replaced")
        #expect(try names(dir) == ["x.cast"], "something was left beside it")
    }

    @Test("a replaced 0600 file stays 0600, and a 0640 one 0640")
    func modeKept() throws {
        for mode: mode_t in [0o600, 0o640] {
            let dir = try TemporaryDirectory()
            let path = dir.file("x.cast")
            try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
            chmod(path, mode)
            try record(path)
            #expect(lstatOf(path).st_mode & 0o777 == mode)
            #expect(try dir.contents("x.cast") == recorded)
        }
    }

    @Test("a replaced file keeps its owner and group", .enabled(if: geteuid() == 0, "only root can give a file away"))
    func ownerKept() throws {
        let dir = try TemporaryDirectory()
        let path = dir.file("x.cast")
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chown(path, 4321, 4322) == 0)
        try record(path)
        let st = lstatOf(path)
        #expect(st.st_uid == 4321 && st.st_gid == 4322)
        #expect(try dir.contents("x.cast") == recorded)
    }

    @Test("a symbolic link is written through: the link stays a link, its target gets the cast")
    func symbolicLinkWrittenThrough() throws {
        let dir = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir.file("casts"), withIntermediateDirectories: false)
        try "old\n".write(toFile: dir.file("casts/real.cast"), atomically: false, encoding: .utf8)
        #expect(symlink("casts/real.cast", dir.file("x.cast")) == 0)
        // And a link to a link that does not exist yet: the cast is created where it points.
        #expect(symlink("casts/new.cast", dir.file("y.cast")) == 0)
        try record(dir.file("x.cast"))
        try record(dir.file("y.cast"))
        for (link, target) in [("x.cast", "casts/real.cast"), ("y.cast", "casts/new.cast")] {
            #expect(lstatOf(dir.file(link)).st_mode & S_IFMT == S_IFLNK, "\(link) is no longer a link")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir.file(link)) == target)
            #expect(try dir.contents(target) == recorded)
        }
        #expect(try names(dir) == ["casts", "x.cast", "y.cast"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.file("casts")).sorted() == ["new.cast", "real.cast"])
    }

    @Test("a file with a second hard link is rewritten in place: one inode, both names show the cast, its mode kept")
    func hardLinkKept() throws {
        let dir = try TemporaryDirectory()
        let path = dir.file("x.cast")
        try "old contents, longer than the cast's first line will be, so a missing truncation shows\n"
            .write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o604)
        #expect(link(path, dir.file("other.cast")) == 0)
        let before = lstatOf(path)
        let writer = try CastWriter.createStaged(path: path, size: size, term: "xterm", overwrite: true, timestamp: 0)
        writer.output(Array("a".utf8), at: 1)
        try writer.publish()
        // Written after publishing: it must reach the same inode.
        writer.output(Array("b".utf8), at: 2)
        writer.close()
        let after = lstatOf(path)
        #expect(after.st_ino == before.st_ino && after.st_nlink == 2 && after.st_mode & 0o777 == 0o604)
        let expected = recorded + "[2.000000, \"o\", \"b\"]\n"
        #expect(try dir.contents("x.cast") == expected)
        #expect(try dir.contents("other.cast") == expected)
        #expect(try names(dir) == ["other.cast", "x.cast"])
    }

    @Test("a FIFO swapped in for the checked file before the cast is published is left alone, and the run told")
    func swappedDestinationRefused() throws {
        let dir = try TemporaryDirectory()
        let path = dir.file("x.cast")
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        let writer = try CastWriter.createStaged(path: path, size: size, term: "xterm", overwrite: true, timestamp: 0)
        unlink(path)
        #expect(mkfifo(path, 0o644) == 0)
        #expect(message { try writer.publish() } == "cover-demo: \(path) changed during the recording and was left as it was")
        writer.close()
        #expect(lstatOf(path).st_mode & S_IFMT == S_IFIFO)
        #expect(try names(dir) == ["x.cast"])
    }

    @Test("cover-demo --record FIFO --overwrite exits 2 with one line on standard error and no file made")
    func commandLineRefusesFIFO() throws {
        let dir = try TemporaryDirectory()
        let path = dir.file("x.cast")
        #expect(mkfifo(path, 0o644) == 0)
        let result = try DemoProcess.run(["--script", "-", "--record", path, "--overwrite"], input: "wait 0.1s\n")
        #expect(result.status == 2)
        #expect(result.stderr == "cover-demo: \(path) is a FIFO; --overwrite replaces only a regular file\n")
        #expect(lstatOf(path).st_mode & S_IFMT == S_IFIFO)
        #expect(try names(dir) == ["x.cast"])
    }
}
