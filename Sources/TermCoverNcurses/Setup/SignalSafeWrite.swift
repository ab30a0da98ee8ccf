import Glibc

/// A write a signal handler can make to a terminal nobody may be reading
/// (a stopped tmux pane, Ctrl-S): never a blocking write.
package enum SignalSafeWrite {
    /// Writes what `fd` takes. A full buffer gets up to 200 ms to drain (a
    /// terminal busy with the last frame, a reader a little behind), in
    /// `poll`; with nobody reading at all the rest is dropped. O_NONBLOCK
    /// belongs to the open file, which the shell shares, so the flags are put
    /// back. Returns how many bytes went out.
    @discardableResult
    package static func briefly(_ fd: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
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
        return offset
    }

    /// `briefly`, and what the terminal did not take in that time goes to a
    /// process of its own that waits for the terminal to drain (a pane
    /// continued after XOFF, a slow link) and then writes it, after
    /// everything queued before: a dying process's leaving sequence is
    /// never lost, and the process still ends at once. That writer leaves
    /// the session, holds no other descriptor (no lock, no file), and ends
    /// once the bytes are out, the terminal is gone, or an hour has passed.
    package static func eventually(_ fd: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) {
        let done = briefly(fd, bytes, count)
        guard done < count, let fork = forkCall else { return }
        // The writer leaves this session before this process goes on to
        // die: a session leader's death sends SIGHUP to its foreground group.
        let left = pipeEnds
        guard pipe(left) == 0 else { return }
        let pid = fork()
        if pid == 0 { writeAndExit(fd, bytes + done, count - done) }
        close(left[1])
        if pid > 0 {
            // Its end closes once it has its own session (or it died).
            var closed = pollfd(fd: left[0], events: Int16(POLLIN), revents: 0)
            _ = poll(&closed, 1, 1000)
        }
        close(left[0])
    }

    /// Looks up what `eventually` needs, outside any signal handler.
    package static func prepare() {
        // Globals are made on first use, which a handler must not be.
        _ = pipeEnds
        guard forkCall == nil else { return }
        // glibc's `_Fork` (2.34 and later) is async-signal-safe; `fork` runs
        // atfork handlers, which a signal handler must not.
        let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "_Fork")
        forkCall = symbol.map { unsafeBitCast($0, to: (@convention(c) () -> pid_t).self) }
        descriptorLimit = Int32(clamping: min(max(sysconf(Int32(_SC_OPEN_MAX)), 1024), 65_536))
    }

    nonisolated(unsafe) private static var forkCall: (@convention(c) () -> pid_t)?
    nonisolated(unsafe) private static var descriptorLimit: Int32 = 1024
    /// Room for the pipe's two ends, allocated ahead: a handler must not allocate.
    nonisolated(unsafe) private static let pipeEnds = UnsafeMutablePointer<Int32>.allocate(capacity: 2)

    /// The forked writer: async-signal-safe calls only, then `_exit`.
    private static func writeAndExit(_ fd: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Never {
        // No controlling terminal: no SIGTTOU when the shell takes the
        // terminal back, no Ctrl-C meant for others, no SIGHUP when the
        // dying process led the session. Then every other descriptor goes,
        // the pipe the parent waits on among them.
        _ = setsid()
        for signal in 1..<Int32(65) where signal != SIGKILL && signal != SIGSTOP { Glibc.signal(signal, SIG_DFL) }
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
        for other in 0..<descriptorLimit where other != fd { _ = close(other) }
        alarm(3600)
        var offset = 0
        while offset < count {
            let n = write(fd, bytes + offset, count - offset)
            if n > 0 { offset += n; continue }
            guard n < 0, errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK else { break }
            var writable = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            if poll(&writable, 1, -1) > 0, writable.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { break }
            // A stopped terminal (XOFF) reports room it will not take: a pause keeps this from spinning.
            var pause = timespec(tv_sec: 0, tv_nsec: 20_000_000)
            _ = nanosleep(&pause, nil)
        }
        _exit(0)
    }
}
