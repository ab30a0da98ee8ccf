#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TermCover

extension CastWriter {
    /// Like `create(path:...)`, but the cast goes to a hidden file beside
    /// `path` and takes `path`'s place only with `publish()`, once the
    /// session has really started. A session that fails its start-up checks
    /// leaves `path` exactly as it was; `close()` without `publish()`
    /// deletes the hidden file. Every check `create` makes is made here too,
    /// and more: only a regular file is replaced, and a second recording to
    /// the same path is refused while this one runs. `theme` is asked for
    /// only once every check has passed: a recorder that asks the terminal
    /// sends nothing to it before it knows it will record.
    package static func createStaged(path: String, size: Size, term: String, shell: String? = nil, overwrite: Bool,
                                    timestamp: Int, theme: @autoclosure () -> TerminalColors? = nil, colorTerm: String? = nil,
                                    format: CastFormat = .v2, colors: ColorSupport? = nil) throws(RecordingError) -> CastWriter {
        let (destination, fd) = try CastDestination.prepare(path: path, overwrite: overwrite)
        let writer = CastWriter(fd: fd, ownsDescriptor: true, name: path, goodLength: 0)
        writer.destination = destination
        do throws(RecordingError) {
            // Room for the header, claimed before `theme` is asked for: a full
            // disk or a file-size limit is refused before the terminal is.
            let claimed = posix_fallocate(fd, 0, 4096)
            if claimed == ENOSPC || claimed == EFBIG || claimed == EDQUOT {
                writer.close()
                throw RecordingError("cover-demo: cannot write \(path.escapedForOneLine): \(FileDescriptorWrite.describe(claimed))")
            }
            _ = ftruncate(fd, 0)
            writer.format = format
            try writer.writeHeader(format.header(size: size, timestamp: timestamp, term: term, shell: shell, theme: theme(),
                                                 colorTerm: colorTerm, colors: colors))
        } catch {
            destination.finish()
            throw error
        }
        return writer
    }

    /// Moves a staged cast to its path (see `CastDestination`): without
    /// `overwrite`, only if the path is still free. Does nothing for a cast
    /// that was not staged or is already in place.
    package func publish() throws(RecordingError) {
        guard let destination, !destination.isPublished else { return }
        try destination.publish(fd: fd)
    }
}
