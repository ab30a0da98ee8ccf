#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TermCover

/// Records a session as an asciicast file (v2 or v3, see `CastFormat`), one event per call.
///
/// Every event goes to the file in one `write(2)` as it happens, with no
/// user-space buffer, so Ctrl-C, SIGKILL or a crash leaves a file that is
/// valid up to the last whole event. Times are printed with six decimals and
/// never decrease: an earlier (or non-finite) time repeats the previous one.
/// An event whose data comes out empty is skipped. When a write fails (a full
/// disk), recording stops, `failure` says why, and later calls do nothing.
package final class CastWriter {
    /// Why recording stopped, on one line for the app to show; nil while it works.
    package private(set) var failure: String?

    /// Internal so that publishing in place can point it at the destination.
    var fd: Int32
    private let ownsDescriptor: Bool
    let name: String
    /// The file's length after the last whole event, where a half-written
    /// event is cut back to; nil when the descriptor cannot seek.
    private var goodLength: Int64?
    private var lastMicroseconds: Int64 = 0
    /// The first bytes of a character whose remaining bytes are in the next output.
    private var pending: [UInt8] = []
    /// Where a staged cast goes, held (with its lock) until `close()`; nil for `create`.
    var destination: CastDestination?
    /// The asciicast version the header was written in; events follow it.
    package internal(set) var format: CastFormat = .v2
    /// False once `close()` has run.
    var isOpen: Bool { fd >= 0 }

    /// False while a staged cast waits for `publish()`.
    package var isPublished: Bool { destination?.isPublished ?? true }

    init(fd: Int32, ownsDescriptor: Bool, name: String, goodLength: Int64?) {
        self.fd = fd
        self.ownsDescriptor = ownsDescriptor
        self.name = name
        self.goodLength = goodLength
    }

    deinit { close() }

    /// Records what the terminal was sent at `time` seconds since the start, as one event.
    package func output(_ bytes: [UInt8], at time: Double) {
        guard fd >= 0, failure == nil else { return }
        let data = pending + bytes
        let cut = UTF8Boundary.completePrefixLength(data)
        pending = Array(data[cut...])
        emit("o", String(decoding: data[..<cut], as: UTF8.self), at: time)
    }

    /// Records that the screen became `size` at `time` seconds since the start.
    package func resize(_ size: Size, at time: Double) {
        guard fd >= 0, failure == nil else { return }
        emit("r", size.description, at: time)
    }

    /// Ends the recording: a character left unfinished is written as U+FFFD,
    /// and the file is closed if `create(path:...)` opened it. A staged cast
    /// never published is deleted. Safe to call twice.
    package func close() {
        // Last, so the destination stays locked until the file is complete.
        defer { destination?.finish(); destination = nil }
        guard fd >= 0 else { return }
        if !pending.isEmpty, failure == nil {
            pending = []
            emit("o", "\u{FFFD}", at: Double(lastMicroseconds) / 1_000_000)
        }
        if ownsDescriptor { FileDescriptorWrite.closeDescriptor(fd) }
        fd = -1
    }

    /// Writes the header line. A failure closes the writer and throws,
    /// since nothing has been recorded yet and the caller can still stop.
    func writeHeader(_ line: String) throws(RecordingError) {
        if let code = FileDescriptorWrite.all(Array(line.utf8), to: fd) {
            close()
            throw RecordingError("cover-demo: cannot write \(name.escapedForOneLine): \(FileDescriptorWrite.describe(code))")
        }
        goodLength? += Int64(line.utf8.count)
    }

    func emit(_ code: String, _ data: String, at time: Double, allowEmpty: Bool = false) {
        guard allowEmpty || !data.isEmpty else { return }
        let micro = microseconds(time)
        let line = format.event(microseconds: micro, previous: lastMicroseconds, code: code, data: data)
        if let code = FileDescriptorWrite.all(Array(line.utf8), to: fd) {
            failure = "recording stopped: cannot write \(name.escapedForOneLine): \(FileDescriptorWrite.describe(code))"
            // A short write before the error would leave half a line; cut it off.
            if let goodLength { _ = ftruncate(fd, off_t(goodLength)) }
            return
        }
        lastMicroseconds = micro
        goodLength? += Int64(line.utf8.count)
    }

    private func microseconds(_ time: Double) -> Int64 {
        let micro = (time * 1_000_000).rounded()
        // The bound also keeps Int64's conversion from trapping.
        guard micro.isFinite, micro > Double(lastMicroseconds), micro < 1e15 else { return lastMicroseconds }
        return Int64(micro)
    }
}
