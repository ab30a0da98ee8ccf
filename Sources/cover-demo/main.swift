import CoverDemoKit
import Foundation

// Test-only: TERMCOVER_CRASH_TEST=trap|segv makes the demo crash right after
// its first frame, so the exit tests can check that a Swift runtime trap and
// a segmentation fault still give the terminal back. Not for users.
let crashTest = ProcessInfo.processInfo.environment["TERMCOVER_CRASH_TEST"]

@MainActor
func crashOnPurpose(_ kind: String) {
    switch kind {
    case "trap":
        preconditionFailure("TERMCOVER_CRASH_TEST=trap: a deliberate failed precondition")
    case "segv":
        // A store through a pointer to address 8: a real fault, not a raise().
        UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1
    default:
        break
    }
}

// A setup problem (no terminal, unknown TERM) is one line on stderr and status 2.
var afterFirstFrame: (@MainActor () -> Void)?
if let crashTest { afterFirstFrame = { crashOnPurpose(crashTest) } }
do {
    try await LiveRun.run(gallery: GalleryView(), fps: 60, afterFirstFrame: afterFirstFrame)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}
