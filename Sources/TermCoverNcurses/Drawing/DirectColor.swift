import Foundation
import Glibc
import TermCoverCore

/// Direct (24-bit) color for terminals that say so through `COLORTERM`
/// while their terminfo entry (almost always `xterm-256color`) knows only
/// the 256-color palette.
///
/// ncurses emits whatever the entry's `setaf`/`setab` say, so direct color
/// needs an entry that has it. This one is compiled with `tic` from the
/// user's own entry plus direct-color `setaf`/`setab` in the semicolon form
/// `38;2;r;g;b` that every direct-color terminal (and libvterm) reads;
/// xterm-direct's colon form `38:2::r:g:b` is misread by several. Numbers
/// below 8 stay the first eight palette colors, as in xterm-direct.
enum DirectColor {
    /// True when `environment` says the terminal shows 24-bit color: the
    /// `COLORTERM=truecolor` (or `24bit`) convention most terminals follow.
    static func requested(by environment: [String: String]) -> Bool {
        guard let value = environment["COLORTERM"]?.lowercased() else { return false }
        return value == "truecolor" || value == "24bit"
    }

    /// The name of the compiled entry.
    static let entryName = "termcover-direct"

    /// The terminfo source of a direct-color variant of `term`.
    static func source(for term: String) -> String {
        let setaf = "\\E[%?%p1%{8}%<%t3%p1%d%e38;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%d%;m"
        let setab = "\\E[%?%p1%{8}%<%t4%p1%d%e48;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%d%;m"
        return "\(entryName)|\(term) with direct color,\n"
            + "\tcolors#0x1000000, pairs#0x10000, RGB,\n"
            + "\tsetaf=\(setaf),\n\tsetab=\(setab),\n"
            + "\tuse=\(term),\n"
    }

    /// Compiles the direct-color variant of `term` into a new private
    /// directory and returns it, or nil when that cannot be done (no `tic`,
    /// an entry it cannot read, an odd name); the caller then keeps `term`.
    /// How long `tic` may take; it takes about 10 ms here.
    static let ticTimeout: DispatchTimeInterval = .seconds(2)

    static func compile(for term: String, tic command: String = "tic") -> String? {
        // The name goes into terminfo source: keep to what entry names use.
        guard !term.isEmpty, term.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-+._".contains($0)) })
        else { return nil }
        var template = Array((NSTemporaryDirectory() + "/termcover-terminfo-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { return nil }
        let directory = String(cString: made)
        let sourcePath = directory + "/entry.src"
        guard FileManager.default.createFile(atPath: sourcePath, contents: Data(source(for: term).utf8)) else {
            remove(directory)
            return nil
        }
        let tic = Process()
        tic.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tic.arguments = [command, "-x", "-o", directory, sourcePath]
        tic.standardOutput = FileHandle.nullDevice
        tic.standardError = FileHandle.nullDevice
        tic.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        tic.terminationHandler = { _ in finished.signal() }
        do { try tic.run() } catch { remove(directory); return nil }
        // A tic that hangs (a stalled file system, a stopped process) must
        // not hold the app's start: after its bound the app goes on in 256
        // colours, as when tic is missing.
        if finished.wait(timeout: .now() + ticTimeout) == .timedOut {
            kill(tic.processIdentifier, SIGKILL)
            tic.waitUntilExit()
            remove(directory)
            return nil
        }
        guard tic.terminationStatus == 0 else { remove(directory); return nil }
        return directory
    }

    /// Opens `open` with ncurses reading entries from `directory` first,
    /// then puts `TERMINFO` back and deletes the directory: the entry is in
    /// memory once the screen exists.
    static func withEntries<T>(in directory: String, _ open: () -> T) -> T {
        let previous = getenv("TERMINFO").map { String(cString: $0) }
        setenv("TERMINFO", directory, 1)
        defer {
            if let previous { setenv("TERMINFO", previous, 1) } else { unsetenv("TERMINFO") }
            remove(directory)
        }
        return open()
    }

    private static func remove(_ directory: String) {
        try? FileManager.default.removeItem(atPath: directory)
    }
}
