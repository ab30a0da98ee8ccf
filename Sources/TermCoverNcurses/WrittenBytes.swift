import Glibc

/// Counts what the calling thread has written, from `/proc/thread-self/io`
/// (`wchar`). Live, ncurses writes straight to the terminal, so this is the
/// only way to learn a frame's size without putting a proxy in the way.
/// Per-thread, so the input thread and signal handlers elsewhere don't count.
enum WrittenBytes {
    /// Bytes written so far by this thread, or nil where /proc is missing.
    static func current() -> Int? {
        let fd = open("/proc/thread-self/io", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let n = read(fd, &buffer, buffer.count)
        guard n > 0 else { return nil }
        let text = String(decoding: buffer[0..<n], as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix("wchar:") {
            return Int(line.dropFirst("wchar:".count).trimmingPrefix(" "))
        }
        return nil
    }
}
