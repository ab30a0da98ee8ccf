import Glibc

/// Counts what the calling thread has written, from `/proc/thread-self/io`
/// (`wchar`). Live, ncurses writes straight to the terminal, so this is the
/// only way to learn a frame's size without putting a proxy in the way.
/// Per-thread, so the input thread and signal handlers elsewhere don't count.
enum WrittenBytes {
    /// The file, kept open for the thread that opened it: a frame reads it
    /// twice, and opening it each time cost more than the read.
    nonisolated(unsafe) private static var file: (thread: pthread_t, fd: Int32)?

    /// Bytes written so far by this thread, or nil where /proc is missing.
    static func current() -> Int? {
        let thread = pthread_self()
        if let file, file.thread != thread {
            close(file.fd)
            Self.file = nil
        }
        if file == nil {
            let fd = open("/proc/thread-self/io", O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { return nil }
            file = (thread, fd)
        }
        guard let fd = file?.fd else { return nil }
        // From offset 0 each time: the kernel writes the figures afresh.
        var buffer: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                     UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &buffer) { raw -> Int? in
            let n = pread(fd, raw.baseAddress, raw.count, 0)
            guard n > 0 else { return nil }
            return wchar(in: UnsafeRawBufferPointer(rebasing: raw[0..<n]))
        }
    }

    /// The number after "wchar: " in the text of `/proc/.../io`.
    private static func wchar(in text: UnsafeRawBufferPointer) -> Int? {
        let key = Array("wchar: ".utf8)
        var i = 0
        while i + key.count <= text.count {
            // Each line starts at 0 or after a newline.
            if (i == 0 || text[i - 1] == 0x0A), (0..<key.count).allSatisfy({ text[i + $0] == key[$0] }) {
                var value = 0, j = i + key.count, digits = 0
                while j < text.count, text[j] >= 0x30, text[j] <= 0x39 {
                    value = value * 10 + Int(text[j] - 0x30)
                    j += 1
                    digits += 1
                }
                return digits > 0 ? value : nil
            }
            i += 1
        }
        return nil
    }
}
