import CNcurses
import Glibc
import TermCoverCore

/// A new pseudo-terminal's two sides, both closed on `exec`.
///
/// `openpty` gives descriptors that a program started by another thread
/// in the same moment inherits. A child holding the slave of a headless
/// terminal kept its pty from ever hanging up, and a child holding a
/// master kept a pty alive after its owner closed it.
struct PtyPair {
    /// The side a terminal emulator reads and writes.
    let master: Int32
    /// The side a program uses as its terminal.
    let slave: Int32
    /// The slave's path, for a child that opens it as its controlling terminal.
    let slavePath: String

    /// Opens a pty of `size` (at least 1x1: without a size it is 0x0), or
    /// says in one line why it could not.
    static func open(size: Size) -> Result<PtyPair, PtyError> {
        let master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { return .failure(PtyError.last("cannot open a pseudo-terminal")) }
        var name = [CChar](repeating: 0, count: 256)
        guard grantpt(master) == 0, unlockpt(master) == 0, ptsname_r(master, &name, name.count) == 0 else {
            let error = PtyError.last("cannot open a pseudo-terminal")
            _ = close(master)
            return .failure(error)
        }
        let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let slave = Glibc.open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else {
            let error = PtyError.last("cannot open \(path)")
            _ = close(master)
            return .failure(error)
        }
        _ = WindowSize.set(master, to: Size(width: max(1, size.width), height: max(1, size.height)))
        return .success(PtyPair(master: master, slave: slave, slavePath: path))
    }
}

/// Why a pty could not be opened, in one line.
struct PtyError: Error {
    let description: String

    static func last(_ what: String) -> PtyError {
        PtyError(description: "\(what): \(String(cString: strerror(errno)))")
    }
}
