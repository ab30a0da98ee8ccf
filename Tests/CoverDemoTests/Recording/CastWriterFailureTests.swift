import Testing
import Foundation
import CoverDemoKit
import TermCover

private let size = Size(width: 80, height: 24)

/// The message `create` throws, or nil when it succeeds.
private func createError(_ path: String, overwrite: Bool) -> String? {
    do {
        try CastWriter.create(path: path, size: size, term: "xterm", overwrite: overwrite, timestamp: 0).close()
        return nil
    } catch {
        return error.description
    }
}

@Suite("CastWriter: refusals and failures")
struct CastWriterFailureTests {
    @Test("an existing file is refused and left alone unless overwrite is true")
    func existing() throws {
        let dir = try TemporaryDirectory()
        let path = dir.file("out.cast")
        try "keep me".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(createError(path, overwrite: false) == "cover-demo: \(path) exists (use --overwrite)")
        #expect(try dir.contents("out.cast") == "keep me")
        #expect(createError(path, overwrite: true) == nil)
        #expect(try dir.contents("out.cast")
                == "{\"version\": 2, \"width\": 80, \"height\": 24, \"timestamp\": 0, \"env\": {\"TERM\": \"xterm\"}}\n")
    }

    @Test("a missing directory or a file in the way is a one-line error")
    func uncreatable() throws {
        let dir = try TemporaryDirectory()
        #expect(createError(dir.file("missing/out.cast"), overwrite: false)
                == "cover-demo: cannot create \(dir.path)/missing/out.cast: No such file or directory")
        try "".write(toFile: dir.file("plain"), atomically: false, encoding: .utf8)
        #expect(createError(dir.file("plain/out.cast"), overwrite: true)
                == "cover-demo: cannot create \(dir.path)/plain/out.cast: Not a directory")
        #expect(createError(dir.path, overwrite: true) == "cover-demo: cannot create \(dir.path): Is a directory")
    }

    @Test("a location nobody may create files in is a one-line error, even for root")
    func readOnlyLocation() {
        // sysfs refuses new files with EACCES, or EROFS where it is mounted read-only.
        let message = createError("/sys/cover-demo-test.cast", overwrite: true) ?? ""
        #expect(message.hasPrefix("cover-demo: cannot create /sys/cover-demo-test.cast: "))
        #expect(!message.contains("\n"))
    }

    @Test("a full disk at the start fails create, before the terminal is touched")
    func fullAtStart() {
        #expect(createError("/dev/full", overwrite: false) == "cover-demo: /dev/full exists (use --overwrite)")
        #expect(createError("/dev/full", overwrite: true) == "cover-demo: cannot write /dev/full: No space left on device")
    }

    @Test("a descriptor that cannot be written fails create")
    func badDescriptor() {
        #expect(throws: RecordingError.self) {
            try CastWriter.create(fileDescriptor: -1, name: "pipe", size: size, term: "xterm", timestamp: 0)
        }
    }

    @Test("a full disk mid-recording stops recording, sets failure and keeps the file valid")
    func fullMidway() throws {
        let dir = try TemporaryDirectory()
        let fd = open(dir.file("a.cast"), O_WRONLY | O_CREAT | O_EXCL, 0o644)
        try #require(fd >= 0)
        defer { close(fd) }
        let writer = try CastWriter.create(fileDescriptor: fd, name: "a.cast", size: size, term: "xterm", timestamp: 0)
        writer.output(Array("before".utf8), at: 1)
        // Swap /dev/full in under the writer's descriptor: its next write fails with ENOSPC.
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        let kept = dup(fd)
        #expect(dup2(full, fd) == fd)
        close(full)
        writer.output(Array("lost".utf8), at: 2)
        #expect(writer.failure == "recording stopped: cannot write a.cast: No space left on device")
        // Later calls are quiet no-ops, even once the disk has room again.
        #expect(dup2(kept, fd) == fd)
        close(kept)
        writer.output(Array("after".utf8), at: 3)
        writer.resize(Size(width: 1, height: 1), at: 4)
        writer.close()
        #expect(writer.failure == "recording stopped: cannot write a.cast: No space left on device")
        let cast = try CastReader(path: dir.file("a.cast"))
        #expect(cast.events == [CastReader.Event(time: 1, code: "o", data: "before")])
    }

    @Test("a descriptor that turns read-only (EBADF) mid-recording stops recording the same way")
    func badDescriptorMidway() throws {
        let dir = try TemporaryDirectory()
        let fd = open(dir.file("a.cast"), O_WRONLY | O_CREAT | O_EXCL, 0o644)
        try #require(fd >= 0)
        defer { close(fd) }
        let writer = try CastWriter.create(fileDescriptor: fd, name: "a.cast", size: size, term: "xterm", timestamp: 0)
        let readOnly = open("/dev/null", O_RDONLY)
        try #require(readOnly >= 0)
        #expect(dup2(readOnly, fd) == fd)
        close(readOnly)
        writer.resize(Size(width: 2, height: 2), at: 1)
        #expect(writer.failure == "recording stopped: cannot write a.cast: Bad file descriptor")
    }
}
