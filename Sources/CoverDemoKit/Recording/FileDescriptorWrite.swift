#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Raw file-descriptor output, with no buffer in between that a crash could lose.
enum FileDescriptorWrite {
    /// Writes all of `bytes`, normally in one `write(2)`; continues after a
    /// short write or EINTR so that an event is never left half-written by
    /// either. Returns the errno of a failure, or nil.
    static func all(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n > 0 {
                    offset += n
                } else if n < 0, errno == EINTR {
                    continue
                } else {
                    return n < 0 ? errno : EIO
                }
            }
            return nil
        }
    }

    /// The system's words for an errno, such as "No space left on device".
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Closes `fd`; callable from types whose own `close()` hides the C function.
    static func closeDescriptor(_ fd: Int32) {
        _ = close(fd)
    }
}
