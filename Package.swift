// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

/// The example apps in Sources/Examples.
let examples = ["settings", "seed", "library", "tabs", "signin", "files", "logs", "motion", "overview", "todo", "dashboard", "mail", "flags",
                "drawing", "cards"]

/// The examples that ship a Resources folder (the flags' pictures, the cards' deck).
let examplesWithResources: Set = ["flags", "cards"]

let package = Package(
    name: "TermCover",
    products: [
        .library(name: "TermCover", targets: ["TermCover", "Combine"]),
        .library(name: "TermCoverTesting", targets: ["TermCoverTesting"]),
        .executable(name: "cover-demo", targets: ["cover-demo"]),
        .executable(name: "cover-bench", targets: ["cover-bench"]),
    ],
    targets: [
        // The only code that includes curses.h.
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses", providers: [.apt(["libncurses-dev"])]),
        // PNG and JPEG decoding for Image: libpng and libjpeg-turbo, no curses
        // (`make deps` installs them), so the pure core may use it.
        .systemLibrary(name: "CImageDecoding", path: "Sources/CImageDecoding",
                       providers: [.apt(["libpng-dev", "libjpeg62-turbo-dev"])]),
        // Test-only: libvterm, to replay what ncurses emits (`make test-deps` installs it).
        .systemLibrary(name: "CVTerm", path: "Sources/CVTerm", providers: [.apt(["libvterm-dev"])]),
        // Test-only: glibc's heap statistics, for the memory soak and the live probe (libc alone).
        .systemLibrary(name: "CHeapStats", path: "Sources/CHeapStats"),
        // Combine's publishers, subscribers and ObservableObject, which Linux
        // lacks, under Combine's own module name so that `import Combine` compiles.
        .target(name: "Combine"),
        // Pure: no ncurses, no stdin/stdout; clock and terminal are injected.
        // The plugin behind #Preview and @Previewable: every expansion empty,
        // no swift-syntax (see its source).
        .macro(name: "TermCoverMacros"),
        .target(name: "TermCoverCore", dependencies: ["Combine", "TermCoverMacros", "CImageDecoding"]),
        // The ncurses-backed Terminal: the only importer of CNcurses.
        .target(name: "TermCoverNcurses", dependencies: ["CNcurses", "TermCoverCore"]),
        // What users import: the core re-exported plus the app runner.
        .target(name: "TermCover", dependencies: ["TermCoverCore", "TermCoverNcurses"]),
        // Helpers that keep tests short: headless terminal, manual clock, screen assertions.
        .target(name: "TermCoverTesting", dependencies: ["TermCoverCore"]),
        // Test-only, shared by the test targets: processes on a pty, libvterm's
        // screen, ncurses replayed into it, the demo's path (`package` access).
        .target(name: "TermCoverTestSupport", dependencies: ["TermCoverCore", "TermCoverNcurses", "CVTerm"]),
        // The demo's logic, as a library so that tests can drive it.
        .target(name: "CoverDemoKit", dependencies: ["TermCover", "TermCoverNcurses"]),
        .executableTarget(name: "cover-demo", dependencies: ["CoverDemoKit"]),
        .executableTarget(name: "cover-bench", dependencies: ["CoverDemoKit", "TermCover"]),
        // The live benchmark's scene, on the public API alone (`make bench` runs it beside a Python curses copy).
        .executableTarget(name: "cover-live-scene", dependencies: ["TermCover"]),
        // Real app screens for the live benchmark: a NavigationStack over a long List, a Form, a LazyVGrid, a sheet over a busy screen.
        .executableTarget(name: "cover-real-screens", dependencies: ["TermCover"]),
        // Test-only: small live programs the tests run on a pty (see Tests/TermCoverNcursesTests/LiveRuntimeTests).
        .executableTarget(name: "termcover-probe", dependencies: ["TermCover", "CHeapStats"]),
        .testTarget(name: "TermCoverCoreTests", dependencies: ["TermCoverCore", "TermCoverTesting"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "TermCoverNcursesTests", dependencies: ["TermCover", "TermCoverNcurses", "TermCoverTesting", "TermCoverTestSupport"]),
        .testTarget(name: "CoverDemoTests", dependencies: ["CoverDemoKit", "TermCoverNcurses", "TermCoverTesting", "TermCoverTestSupport", "CHeapStats"]),
        // The DocC articles' code listings, compiled and checked against the articles.
        .testTarget(name: "DocumentationTests", dependencies: ["TermCover", "TermCoverTesting"]),
    ],
    swiftLanguageModes: [.v6]
)

// Everyday SwiftUI apps, written as for iOS, one executable each
// (`make example NAME=…`; `make example` lists them).
for name in examples {
    package.targets.append(.executableTarget(name: "example-\(name)", dependencies: ["TermCover"],
                                             path: "Sources/Examples/\(name)",
                                             resources: examplesWithResources.contains(name) ? [.process("Resources")] : nil))
}
