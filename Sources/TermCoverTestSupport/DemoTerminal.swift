import Foundation
import Glibc
import Testing
import TermCoverCore

/// The path of `product`, built beside the test bundle (`swift build --build-tests` builds every product).
package func builtProduct(_ product: String) -> String? {
    let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    var dir = URL(fileURLWithPath: exe).deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = dir.appendingPathComponent(product).path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        dir.deleteLastPathComponent()
    }
    return nil
}

/// `cover-demo`, built beside the test bundle.
package let coverDemoPath = builtProduct("cover-demo")

/// What a user's environment has: no SWIFT_BACKTRACE at all.
package let userEnvironment = ["TERM": "xterm-256color", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"]

/// A terminfo string as `tput` prints it: expected bytes come from terminfo, not from the code under test.
package func terminfoString(_ capability: String, term: String = "xterm-256color") -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/tput")
    process.arguments = ["-T", term, capability]
    let pipe = Pipe()
    process.standardOutput = pipe
    try? process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Array(data)
}

/// Where `needle` last starts in `haystack`: the terminal's state after a
/// run is what its last such sequence left.
package func lastOccurrence(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
    for i in stride(from: haystack.count - needle.count, through: 0, by: -1)
    where haystack[i..<(i + needle.count)].elementsEqual(needle) {
        return i
    }
    return nil
}

/// Starts the demo under `sh -c 'ulimit -c 0; exec …'` (no core files) on an 80x24 pty.
package func startDemo(_ arguments: [String] = [], environment: [String: String] = userEnvironment,
               size: Size = Size(width: 80, height: 24), limits: String = "ulimit -c 0") throws -> PtyProcess {
    let demo = try #require(coverDemoPath)
    return try PtyProcess(["/bin/sh", "-c", "\(limits); exec \"$0\" \"$@\"", demo] + arguments, size: size,
                          environment: environment)
}

/// Reads until the gallery's first frame is on screen (20 s at most).
package func waitForGallery(_ child: PtyProcess) -> Bool {
    child.read(for: 20) { String(decoding: $0, as: UTF8.self).contains("transition gallery") }
    return String(decoding: child.output, as: UTF8.self).contains("transition gallery")
}

/// Checks what a shell would see after the demo ended: the modes from
/// before it started, and, in what it wrote, each leaving string after the
/// last entering one, libvterm on the main screen with the cursor shown,
/// and bracketed paste and mouse reporting switched off after they were switched on.
package func expectTerminalGivenBack(_ child: PtyProcess, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let after = child.modes(), before = child.initialModes
    #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag && after.c_oflag == before.c_oflag,
            "modes not restored after \(what)", sourceLocation: sourceLocation)
    let out = child.output
    for (enter, leave) in [("smcup", "rmcup"), ("civis", "cnorm"), ("smkx", "rmkx")] {
        let lastEnter = lastOccurrence(of: terminfoString(enter), in: out)
        let lastLeave = lastOccurrence(of: terminfoString(leave), in: out)
        #expect(lastEnter != nil && lastLeave != nil && lastLeave! > lastEnter!,
                "\(leave) missing after the last \(enter) after \(what)", sourceLocation: sourceLocation)
    }
    let pasteOn = lastOccurrence(of: Array("\u{1B}[?2004h".utf8), in: out)
    let pasteOff = lastOccurrence(of: Array("\u{1B}[?2004l".utf8), in: out)
    #expect(pasteOn != nil && pasteOff != nil && pasteOff! > pasteOn!,
            "bracketed paste left on after \(what)", sourceLocation: sourceLocation)
    let mouseOn = lastOccurrence(of: Array("\u{1B}[?1000h".utf8), in: out)
    let mouseOff = lastOccurrence(of: Array("\u{1B}[?1000l".utf8), in: out)
    #expect(mouseOn != nil && mouseOff != nil && mouseOff! > mouseOn!,
            "mouse reporting left on after \(what)", sourceLocation: sourceLocation)
    let motionOn = lastOccurrence(of: Array("\u{1B}[?1002h".utf8), in: out)
    let motionOff = lastOccurrence(of: Array("\u{1B}[?1002l".utf8), in: out)
    #expect(motionOn != nil && motionOff != nil && motionOff! > motionOn!,
            "motion reporting left on after \(what)", sourceLocation: sourceLocation)
    let screen = VTermScreen(size: Size(width: 80, height: 24))
    screen.feed(out)
    #expect(!screen.isAltScreen && screen.isCursorVisible, "screen not given back after \(what)",
            sourceLocation: sourceLocation)
}
