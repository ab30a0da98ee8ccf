import Glibc

/// A write a signal handler can make to a terminal nobody may be reading
/// (a stopped tmux pane, Ctrl-S): never a blocking write.
package enum SignalSafeWrite {
    /// Writes what `fd` takes. A full buffer gets up to 200 ms to drain (a
    /// terminal busy with the last frame, a reader a little behind), in
    /// `poll`; with nobody reading at all the rest is dropped. O_NONBLOCK
    /// belongs to the open file, which the shell shares, so the flags are put back.
    package static func briefly(_ fd: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) {
        let flags = fcntl(fd, F_GETFL)
        let setNonBlocking = flags >= 0 && flags & O_NONBLOCK == 0
        if setNonBlocking { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
        var offset = 0, waited: Int32 = 0
        while offset < count {
            let n = write(fd, bytes + offset, count - offset)
            if n > 0 { offset += n; continue }
            if n < 0, errno == EINTR { continue }
            guard n < 0, errno == EAGAIN || errno == EWOULDBLOCK, waited < 200 else { break }
            var writable = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            _ = poll(&writable, 1, 20)
            waited += 20
        }
        if setNonBlocking { _ = fcntl(fd, F_SETFL, flags) }
    }
}
