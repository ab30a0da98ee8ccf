#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock on a recording's destination, so that two recordings
/// to one file cannot both run: the second is refused at its start, and
/// the first keeps its file.
///
/// Two locks, both `flock`: one on a hidden file beside the name
/// (`.x.cast.lock`, see `HiddenName`), since the destination may not exist
/// yet and publishing may replace its inode; and, for a destination that
/// exists, one on the file itself, so that two names of one file (hard
/// links) cannot both be recorded.
///
/// A lock file this recorder made carries a first line of its own
/// (`marker`) and, while a cast is staged, the staging file's name, device
/// and inode: only such a file is deleted (on release, still locked, and
/// whoever locks checks that the file it locked is still the one at the
/// name, so deleting it never lets two holders in), and after a SIGKILL
/// the next recorder deletes the staging file it names only if it is
/// still that very inode. A user's own file at the lock's name is locked
/// but never written or deleted.
final class DestinationLock {
    /// The first line of every lock file a recorder creates.
    static let marker = Array("cover-demo recording lock\n".utf8)

    private let directory: Int32
    private let name: String
    private var fd: Int32
    private var fileFD: Int32
    /// True when the lock file is a recorder's: then it may be written and deleted.
    let isOurs: Bool
    /// The lock file's path, as the destination's directory was given.
    let path: String

    private init(directory: Int32, name: String, fd: Int32, fileFD: Int32, isOurs: Bool, path: String) {
        self.directory = directory
        self.name = name
        self.fd = fd
        self.fileFD = fileFD
        self.isOurs = isOurs
        self.path = path
    }

    /// Locks the destination `name` in `directory` (and `existing`, the
    /// regular file there now, if any), or throws the one-line error a
    /// second recorder shows. Deletes the staging file a killed recorder
    /// left, as its lock file names it. `shown` is the destination as the user gave it.
    static func acquire(directory: Int32, name: String, existing: stat?, shown: String) throws(RecordingError) -> DestinationLock {
        let lockName = HiddenName.lock(for: name)
        let busy = RecordingError("cover-demo: \(shown) is being recorded by another cover-demo")
        func failure(_ code: Int32) -> RecordingError {
            RecordingError("cover-demo: cannot lock \(shown): \(FileDescriptorWrite.describe(code))")
        }
        for _ in 0..<10 {
            var fd = openat(directory, lockName, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            let created = fd >= 0
            if !created {
                guard errno == EEXIST else { throw failure(errno) }
                // O_NONBLOCK: a FIFO at the name must not hang the open; fstat then refuses it.
                fd = openat(directory, lockName, O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
                if fd < 0, errno == EACCES { fd = openat(directory, lockName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
                if fd < 0, errno == ENOENT { continue }  // deleted by its holder meanwhile
                guard fd >= 0 else { throw failure(errno) }
            }
            var held = stat()
            guard fstat(fd, &held) == 0, held.st_mode & S_IFMT == S_IFREG else {
                close(fd)
                throw RecordingError("cover-demo: cannot lock \(shown): \(lockName.escapedForOneLine) is not a regular file")
            }
            if flock(fd, LOCK_EX | LOCK_NB) != 0 {
                let code = errno
                close(fd)
                throw code == EWOULDBLOCK ? busy : failure(code)
            }
            // The holder before may have deleted the file between our open and our lock.
            var named = stat()
            guard fstatat(directory, lockName, &named, AT_SYMLINK_NOFOLLOW) == 0,
                  held.st_dev == named.st_dev, held.st_ino == named.st_ino else {
                close(fd)
                continue
            }
            var isOurs = created
            if created {
                _ = FileDescriptorWrite.all(marker, to: fd)
            } else {
                let contents = read(fd)
                isOurs = contents.starts(with: marker)
                if isOurs { removeStaging(named: contents.dropFirst(marker.count), in: directory) }
            }
            let lock = DestinationLock(directory: directory, name: lockName, fd: fd, fileFD: -1, isOurs: isOurs,
                                       path: Self.path(of: directory, lockName))
            if isOurs { lock.record(nil) }
            if let existing { try lock.lockFile(name, existing, busy: busy) }
            return lock
        }
        throw RecordingError("cover-demo: cannot lock \(shown): the lock file keeps changing")
    }

    /// Locks the destination's own inode: a second name for it (a hard
    /// link) is then refused too. A file this process cannot open is left
    /// to the name's lock alone.
    private func lockFile(_ destination: String, _ existing: stat, busy: RecordingError) throws(RecordingError) {
        var fd = openat(directory, destination, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 { fd = openat(directory, destination, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
        guard fd >= 0 else { return }
        var now = stat()
        guard fstat(fd, &now) == 0, now.st_dev == existing.st_dev, now.st_ino == existing.st_ino else { close(fd); return }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            close(fd)
            release()
            throw busy
        }
        fileFD = fd
    }

    /// Writes down the staging file (its name and the inode it was
    /// created as) in the lock file, or nothing: what the next recorder
    /// deletes if this one is killed.
    func record(_ staging: (name: String, file: stat)?) {
        guard isOurs, fd >= 0 else { return }
        var line = Self.marker
        if let staging { line += Array("staging \(staging.file.st_dev) \(staging.file.st_ino) \(staging.name)".utf8) }
        _ = ftruncate(fd, off_t(Self.marker.count))
        _ = pwrite(fd, line, line.count, 0)
    }

    /// The lock file's path for a signal handler to delete, when it may be deleted.
    var deletablePath: String? { isOurs ? path : nil }

    /// Deletes the lock file (when it is ours) and unlocks. Safe to call twice.
    func release() {
        if fileFD >= 0 { close(fileFD) }
        fileFD = -1
        guard fd >= 0 else { return }
        if isOurs { _ = unlinkat(directory, name, 0) }
        close(fd)
        fd = -1
    }

    deinit { release() }

    /// Deletes the staging file a lock file's record names, if the file at
    /// that name is still the inode recorded.
    private static func removeStaging(named record: ArraySlice<UInt8>, in directory: Int32) {
        let text = String(decoding: record, as: UTF8.self)
        guard text.hasPrefix("staging ") else { return }
        let fields = text.dropFirst("staging ".count).split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, let device = UInt64(fields[0]), let inode = UInt64(fields[1]) else { return }
        let staging = String(fields[2])
        guard !staging.contains("/"), staging.hasPrefix(".") else { return }
        var found = stat()
        guard fstatat(directory, staging, &found, AT_SYMLINK_NOFOLLOW) == 0, found.st_mode & S_IFMT == S_IFREG,
              UInt64(found.st_dev) == device, UInt64(found.st_ino) == inode else { return }
        _ = unlinkat(directory, staging, 0)
    }

    /// A lock file's first bytes, as many as a record can take.
    private static func read(_ fd: Int32) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = pread(fd, &buffer, buffer.count, 0)
        return n > 0 ? Array(buffer[..<n]) : []
    }

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
