#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TermCover

extension CastWriter {
    /// Creates the file at `path` and writes the header, so that every
    /// problem shows up here, before the caller touches the terminal.
    /// An existing file is refused unless `overwrite` is true.
    ///
    /// - Parameters:
    ///   - size: The screen's size at the start.
    ///   - term: The `TERM` the output was made for.
    ///   - shell: `SHELL` for the header, left out when nil.
    ///   - timestamp: The start, in seconds since 1970.
    ///   - theme: The terminal colors for the header's `theme`, left out when nil.
    ///   - colorTerm: The `COLORTERM` the output was made for (`truecolor`), left out when nil.
    ///   - format: The asciicast version to write.
    ///   - colors: The color depth the output was drawn for, which v3 notes in a comment line.
    package static func create(path: String, size: Size, term: String, shell: String? = nil, overwrite: Bool,
                              timestamp: Int, theme: TerminalColors? = nil, colorTerm: String? = nil,
                              format: CastFormat = .v2, colors: ColorSupport? = nil) throws(RecordingError) -> CastWriter {
        // O_EXCL makes the exists-check and the creation one step, so no file
        // appearing in between gets replaced.
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (overwrite ? O_TRUNC : O_EXCL)
        let fd = open(path, flags, 0o644)
        guard fd >= 0 else {
            let code = errno
            let shown = path.escapedForOneLine
            if code == EEXIST { throw RecordingError("cover-demo: \(shown) exists (use --overwrite)") }
            throw RecordingError("cover-demo: cannot create \(shown): \(FileDescriptorWrite.describe(code))")
        }
        let writer = CastWriter(fd: fd, ownsDescriptor: true, name: path, goodLength: lseekable(fd))
        writer.format = format
        try writer.writeHeader(format.header(size: size, timestamp: timestamp, term: term, shell: shell, theme: theme,
                                             colorTerm: colorTerm, colors: colors))
        return writer
    }

    /// Records to a descriptor the caller opened and will close, such as a
    /// pipe; `name` stands for it in messages. Writes the header at once.
    package static func create(fileDescriptor: Int32, name: String, size: Size, term: String, shell: String? = nil,
                              timestamp: Int, theme: TerminalColors? = nil, colorTerm: String? = nil,
                              format: CastFormat = .v2, colors: ColorSupport? = nil) throws(RecordingError) -> CastWriter {
        let writer = CastWriter(fd: fileDescriptor, ownsDescriptor: false, name: name,
                                goodLength: lseekable(fileDescriptor))
        writer.format = format
        try writer.writeHeader(format.header(size: size, timestamp: timestamp, term: term, shell: shell, theme: theme,
                                             colorTerm: colorTerm, colors: colors))
        return writer
    }

    /// The current offset, where a later cut goes back to; nil for pipes and
    /// other descriptors that cannot seek.
    private static func lseekable(_ fd: Int32) -> Int64? {
        let offset = lseek(fd, 0, SEEK_CUR)
        return offset < 0 ? nil : Int64(offset)
    }
}
