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
    /// deletes the hidden file. Every check `create` makes is made here too.
    public static func createStaged(path: String, size: Size, term: String, shell: String? = nil, overwrite: Bool,
                                    timestamp: Int, theme: TerminalColors? = nil, colorTerm: String? = nil,
                                    format: CastFormat = .v2, colors: ColorSupport? = nil) throws(RecordingError) -> CastWriter {
        let shown = path.escapedForOneLine
        if !overwrite, access(path, F_OK) == 0 { throw RecordingError("cover-demo: \(shown) exists (use --overwrite)") }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(directory).\(base).XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw RecordingError("cover-demo: cannot create \(shown): \(FileDescriptorWrite.describe(errno))")
        }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        _ = fchmod(fd, 0o644)
        let staging = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let writer = CastWriter(fd: fd, ownsDescriptor: true, name: path, goodLength: 0)
        writer.staging = (temporary: staging, overwrite: overwrite)
        do {
            writer.format = format
            try writer.writeHeader(format.header(size: size, timestamp: timestamp, term: term, shell: shell, theme: theme,
                                                 colorTerm: colorTerm, colors: colors))
        } catch {
            _ = unlink(staging)
            throw error
        }
        return writer
    }

    /// Moves a staged cast to its path: without `overwrite`, only if the
    /// path is still free (two recordings to one path: the second is told).
    /// Does nothing for a cast that was not staged or is already in place.
    public func publish() throws(RecordingError) {
        guard let (temporary, overwrite) = staging else { return }
        let shown = name.escapedForOneLine
        if overwrite {
            guard rename(temporary, name) == 0 else {
                throw RecordingError("cover-demo: cannot create \(shown): \(FileDescriptorWrite.describe(errno))")
            }
        } else {
            // link refuses an existing name in the same step that creates it.
            guard link(temporary, name) == 0 else {
                let code = errno
                if code == EEXIST { throw RecordingError("cover-demo: \(shown) exists (use --overwrite)") }
                throw RecordingError("cover-demo: cannot create \(shown): \(FileDescriptorWrite.describe(code))")
            }
            _ = unlink(temporary)
        }
        staging = nil
    }
}
