#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file a staged cast will take the place of, and the hidden file it is
/// written to until then.
///
/// Everything happens relative to the destination's directory, opened
/// once, so a directory renamed or swapped in later changes nothing. Only
/// a regular file (or nothing) is replaced: a device, FIFO, socket or
/// directory is refused before anything is written. A symbolic link is
/// followed to its target, which is what gets replaced; the link stays.
/// A replaced file keeps its mode and owner. A file with other hard links,
/// or one whose owner this process cannot give the new file, is rewritten
/// in place at `publish`, so every link sees the new cast and the inode,
/// owner and mode stay; any other file is swapped atomically
/// (`renameat2(RENAME_EXCHANGE)`), and swapped back if what was swapped
/// out is not the file that was checked.
///
/// The destination is locked (`DestinationLock`) from `prepare` to
/// `finish`, so a second recording to it is refused at its start.
final class CastDestination {
    /// The path as the user gave it, for messages.
    let shown: String
    /// The staging file's path, for the signal handlers and messages.
    let temporary: String
    let overwrite: Bool
    private var directory: Int32
    private let name: String
    private let stagingName: String
    /// The regular file that was at the destination when it was checked.
    private let replaced: stat?
    private let inPlace: Bool
    private var lock: DestinationLock?
    /// False until the cast has taken its path.
    private(set) var isPublished = false

    private init(shown: String, directoryPath: String, directory: Int32, name: String, stagingName: String,
                 overwrite: Bool, replaced: stat?, inPlace: Bool, lock: DestinationLock) {
        self.shown = shown
        self.directory = directory
        self.name = name
        self.stagingName = stagingName
        self.temporary = directoryPath + stagingName
        self.overwrite = overwrite
        self.replaced = replaced
        self.inPlace = inPlace
        self.lock = lock
    }

    deinit { finish() }

    /// Checks `path`, locks it (clearing the staging file a killed run left), and
    /// creates the staging file. Returns it with its descriptor (read-write,
    /// close-on-exec).
    static func prepare(path: String, overwrite: Bool) throws(RecordingError) -> (CastDestination, Int32) {
        let shown = path.escapedForOneLine
        var (directoryPath, name) = split(path)
        var directory: Int32 = -1
        var found = stat()
        var exists = false
        // The last component's symbolic links, followed by hand so that each step is checked.
        for step in 0... {
            directory = open(directoryPath.isEmpty ? "." : directoryPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard directory >= 0 else { throw cannotCreate(shown, errno) }
            if name.isEmpty || name == "." || name == ".." {
                close(directory)
                throw RecordingError("cover-demo: cannot record to \(shown): it is a directory")
            }
            if fstatat(directory, name, &found, AT_SYMLINK_NOFOLLOW) != 0 {
                let code = errno
                guard code == ENOENT else { close(directory); throw cannotCreate(shown, code) }
                break
            }
            guard found.st_mode & S_IFMT == S_IFLNK else { exists = true; break }
            guard step < 40 else { close(directory); throw cannotCreate(shown, ELOOP) }
            var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlinkat(directory, name, &target, target.count - 1)
            close(directory)
            guard n > 0 else { throw cannotCreate(shown, errno) }
            let link = String(decoding: target[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            (directoryPath, name) = split(link.hasPrefix("/") ? link : directoryPath + link)
        }
        var inPlace = false
        if exists {
            if !overwrite { close(directory); throw RecordingError("cover-demo: \(shown) exists (use --overwrite)") }
            guard found.st_mode & S_IFMT == S_IFREG else {
                close(directory)
                throw RecordingError("cover-demo: \(shown) is \(kind(found.st_mode)); --overwrite replaces only a regular file")
            }
            inPlace = found.st_nlink > 1
        }
        let lock: DestinationLock
        do { lock = try DestinationLock.acquire(directory: directory, name: name, existing: exists ? found : nil, shown: shown) } catch {
            close(directory)
            throw error
        }
        /// Undoes the lock and the directory, for a failure from here on.
        func failure(_ error: RecordingError) -> RecordingError {
            StagingCleanup.register(staging: nil, lock: nil)
            lock.release()
            close(directory)
            return error
        }
        if inPlace, faccessat(directory, name, W_OK, AT_EACCESS) != 0 { throw failure(cannotCreate(shown, errno)) }
        let stagingName = HiddenName.staging(for: name)
        // Known to the signal handlers before it exists: a signal from the
        // moment it appears deletes it.
        StagingCleanup.register(staging: directoryPath + stagingName, lock: lock.deletablePath)
        let fd = createStaging(stagingName, in: directory, lock: lock)
        guard fd >= 0 else { throw failure(cannotCreate(shown, errno)) }
        if exists {
            _ = fchmod(fd, found.st_mode & 0o777)
            // Only root may give a file away; a file this process cannot give
            // its owner is rewritten in place instead.
            if found.st_uid != geteuid() || found.st_gid != getegid(),
               fchown(fd, found.st_uid, found.st_gid) != 0 {
                inPlace = true
                if faccessat(directory, name, W_OK, AT_EACCESS) != 0 {
                    let error = cannotCreate(shown, errno)
                    _ = unlinkat(directory, stagingName, 0)
                    close(fd)
                    throw failure(error)
                }
            }
        } else {
            _ = fchmod(fd, 0o644)
        }
        let destination = CastDestination(shown: shown, directoryPath: directoryPath, directory: directory, name: name,
                                          stagingName: stagingName, overwrite: overwrite,
                                          replaced: exists ? found : nil, inPlace: inPlace, lock: lock)
        return (destination, fd)
    }

    /// Creates the staging file, written down in the lock file (name and
    /// inode) before its name appears, for the next recorder should this one
    /// be killed: made unnamed (`O_TMPFILE`), then linked in. Where the file
    /// system cannot, it is created by name and written down just after.
    /// Returns its descriptor (read-write, close-on-exec), or -1 with `errno` set.
    private static func createStaging(_ stagingName: String, in directory: Int32, lock: DestinationLock) -> Int32 {
        var created = stat()
        let unnamed = openat(directory, ".", O_RDWR | O_DIRECTORY | Self.unnamedFlag | O_CLOEXEC, 0o600)
        if unnamed >= 0 {
            if fstat(unnamed, &created) == 0 {
                lock.record((stagingName, created))
                if linkat(AT_FDCWD, "/proc/self/fd/\(unnamed)", directory, stagingName, AT_SYMLINK_FOLLOW) == 0 { return unnamed }
            }
            lock.record(nil)
            close(unnamed)
        }
        let fd = openat(directory, stagingName, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return -1 }
        if fstat(fd, &created) == 0 { lock.record((stagingName, created)) }
        return fd
    }

    /// `__O_TMPFILE` from <fcntl.h> (the same on x86-64 and arm64), which with O_DIRECTORY makes O_TMPFILE.
    private static let unnamedFlag: Int32 = 0o20000000

    /// Puts the cast at its path. `fd` is the staging file's descriptor;
    /// when the cast is written in place, it is made to refer to the
    /// destination instead (same contents, same offset).
    func publish(fd: Int32) throws(RecordingError) {
        guard !isPublished else { return }
        if let replaced, overwrite {
            if inPlace { try rewriteInPlace(replaced, from: fd) } else { try exchange(replaced) }
        } else {
            // linkat refuses an existing name in the same step that creates it.
            guard linkat(directory, stagingName, directory, name, 0) == 0 else {
                let code = errno
                if code == EEXIST {
                    throw RecordingError(overwrite ? "cover-demo: \(shown) appeared during the recording and was left as it was"
                                                   : "cover-demo: \(shown) exists (use --overwrite)")
                }
                throw Self.cannotCreate(shown, code)
            }
        }
        _ = unlinkat(directory, stagingName, 0)
        isPublished = true
        lock?.record(nil)
        StagingCleanup.register(staging: nil, lock: lock?.deletablePath)
    }

    /// Deletes the staging file if the cast never took its path, and unlocks the destination. Safe to call twice.
    func finish() {
        if !isPublished, directory >= 0 { _ = unlinkat(directory, stagingName, 0) }
        StagingCleanup.register(staging: nil, lock: nil)
        lock?.release()
        lock = nil
        if directory >= 0 { close(directory) }
        directory = -1
    }

    /// Swaps the staging file and the destination in one step, then checks
    /// what came out: anything but the file checked at the start is put back.
    private func exchange(_ replaced: stat) throws(RecordingError) {
        if let renameat2 = Self.renameat2 {
            if renameat2(directory, stagingName, directory, name, Self.exchangeFlag) == 0 {
                var out = stat()
                if fstatat(directory, stagingName, &out, AT_SYMLINK_NOFOLLOW) == 0, Self.same(out, replaced) { return }
                _ = renameat2(directory, stagingName, directory, name, Self.exchangeFlag)
                throw RecordingError("cover-demo: \(shown) changed during the recording and was left as it was")
            }
            let code = errno
            if code == ENOENT { try linkNew(); return }
            // EINVAL: a file system that cannot exchange; fall back to a checked rename.
            guard code == EINVAL || code == ENOSYS || code == EOPNOTSUPP else { throw Self.cannotCreate(shown, code) }
        }
        var now = stat()
        guard fstatat(directory, name, &now, AT_SYMLINK_NOFOLLOW) == 0, Self.same(now, replaced) else {
            throw RecordingError("cover-demo: \(shown) changed during the recording and was left as it was")
        }
        guard renameat(directory, stagingName, directory, name) == 0 else { throw Self.cannotCreate(shown, errno) }
    }

    private func linkNew() throws(RecordingError) {
        guard linkat(directory, stagingName, directory, name, 0) == 0 else { throw Self.cannotCreate(shown, errno) }
    }

    /// Copies what was staged into the destination's own inode and points
    /// `fd` at it: hard links, owner and mode all stay.
    private func rewriteInPlace(_ replaced: stat, from fd: Int32) throws(RecordingError) {
        // O_NONBLOCK: a FIFO swapped in since the check must not hang the open; fstat then refuses it.
        let target = openat(directory, name, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard target >= 0 else { throw Self.cannotCreate(shown, errno) }
        var now = stat()
        guard fstat(target, &now) == 0, Self.same(now, replaced) else {
            close(target)
            throw RecordingError("cover-demo: \(shown) changed during the recording and was left as it was")
        }
        _ = fcntl(target, F_SETFL, fcntl(target, F_GETFL) & ~O_NONBLOCK)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var offset: off_t = 0
        var failure: Int32? = ftruncate(target, 0) == 0 ? nil : errno
        while failure == nil {
            let n = pread(fd, &buffer, buffer.count, offset)
            if n < 0, errno == EINTR { continue }
            if n < 0 { failure = errno; break }
            if n == 0 { break }
            failure = FileDescriptorWrite.all(Array(buffer[..<n]), to: target)
            offset += off_t(n)
        }
        if let failure {
            close(target)
            throw RecordingError("cover-demo: cannot write \(shown): \(FileDescriptorWrite.describe(failure))")
        }
        _ = dup2(target, fd)
        close(target)
    }

    /// The same regular file: its inode, and still a regular file (a
    /// deleted file's inode number can come back as anything).
    private static func same(_ a: stat, _ b: stat) -> Bool {
        a.st_dev == b.st_dev && a.st_ino == b.st_ino && a.st_mode & S_IFMT == S_IFREG && b.st_mode & S_IFMT == S_IFREG
    }

    /// `dir/` and `name` of a path; the directory is empty for a bare name.
    private static func split(_ path: String) -> (String, String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }

    private static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    private static func cannotCreate(_ shown: String, _ code: Int32) -> RecordingError {
        RecordingError("cover-demo: cannot create \(shown): \(FileDescriptorWrite.describe(code))")
    }

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    /// RENAME_EXCHANGE from <linux/fs.h>.
    private static let exchangeFlag: UInt32 = 2
    /// glibc's `renameat2` (2.28 and later), looked up at run time: older
    /// systems fall back to a checked `renameat`.
    private static let renameat2: RenameAt2? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()
}
