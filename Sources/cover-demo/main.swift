import CoverDemoKit
import Foundation

// A setup problem (no terminal, unknown TERM) is one line on stderr and status 2.
do {
    try await LiveRun.run(gallery: GalleryView(), fps: 60)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}
