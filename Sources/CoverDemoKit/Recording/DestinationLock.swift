#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock on a recording's destination, so that two recordings
/// to one path cannot both run: the second is refused at its start, and
/// the first keeps its file.
///
/// The lock is `flock` on a hidden file beside the destination
/// (`.x.cast.lock`); the destination itself cannot carry it, since
/// publishing replaces its inode. The lock file is deleted on release
/// while still locked, and whoever locks checks that the file it locked is
/// still the one at the name, so deleting it never lets two holders in.
/// After a SIGKILL the kernel drops the lock; the file left is reused.
final class DestinationLock {
    private let directory: Int32
    private let name: String
    private var fd: Int32
    /// The lock file's path, as the destination's directory was given.
    let path: String

    private init(directory: Int32, name: String, fd: Int32, path: String) {
        self.directory = directory
        self.name = name
        self.fd = fd
        self.path = path
    }

    /// Locks the destination `name` in `directory`, or throws the one-line
    /// error a second recorder shows. `shown` is the destination as the user gave it.
    static func acquire(directory: Int32, name: String, shown: String) throws(RecordingError) -> DestinationLock {
        let lockName = ".\(name).lock"
        for _ in 0..<10 {
            let fd = openat(directory, lockName, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard fd >= 0 else {
                throw RecordingError("cover-demo: cannot lock \(shown): \(FileDescriptorWrite.describe(errno))")
            }
            if flock(fd, LOCK_EX | LOCK_NB) != 0 {
                let code = errno
                close(fd)
                if code == EWOULDBLOCK {
                    throw RecordingError("cover-demo: \(shown) is being recorded by another cover-demo")
                }
                throw RecordingError("cover-demo: cannot lock \(shown): \(FileDescriptorWrite.describe(code))")
            }
            // The holder before may have deleted the file between our open and our lock.
            var held = stat(), named = stat()
            if fstat(fd, &held) == 0, fstatat(directory, lockName, &named, AT_SYMLINK_NOFOLLOW) == 0,
               held.st_dev == named.st_dev, held.st_ino == named.st_ino {
                return DestinationLock(directory: directory, name: lockName, fd: fd, path: Self.path(of: directory, lockName))
            }
            close(fd)
        }
        throw RecordingError("cover-demo: cannot lock \(shown): the lock file keeps changing")
    }

    /// Deletes the lock file and unlocks. Safe to call twice.
    func release() {
        guard fd >= 0 else { return }
        _ = unlinkat(directory, name, 0)
        close(fd)
        fd = -1
    }

    deinit { release() }

    /// The lock file's path through /proc, good for `unlink` from a signal
    /// handler whatever the working directory.
    private static func path(of directory: Int32, _ name: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/fd/\(directory)", &buffer, buffer.count - 1)
        guard n > 0 else { return name }
        let dir = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (dir.hasSuffix("/") ? dir : dir + "/") + name
    }
}
