import CoverDemoKit
import Foundation
import Testing
import TermCoverTestSupport
import TermCoverCore
@testable import TermCoverNcurses

extension NcursesSuites {
/// What a terminal emulator shows, checked against what TermCover composed,
/// after every frame: the bytes ncurses emits for the gallery, replayed
/// into libvterm, for every transition presented and dismissed.
@Suite("End to end through libvterm", .serialized)
@MainActor
struct EmulatorE2ETests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 200, height: 60)]

    private func report(_ run: EmulatorRun, _ label: String) {
        #expect(run.mismatchedFrames == 0, "\(label): \(run.mismatchedFrames) of \(run.framesCompared) frames differ: \(run.mismatches.joined(separator: "\n"))")
    }

    /// The transitions drawn as pictures (scaled, turned, zoomed, blurred):
    /// in a debug build each costs 5 to 16 s at 200x60, where the bytes go
    /// through the same emitter as at 80x24. make test runs them at 80x24,
    /// make soak at both sizes.
    static let pictures: Set<DemoTransition> = [.scale, .rotation, .spin, .flip, .asymmetric, .zoom, .blurReplace]

    /// The transitions make test also runs at 200x60, one per way bytes
    /// leave the emitter: rows that move (a scroll region), colours that
    /// change in place (a fade), cells that change one by one (a mask).
    /// make soak runs every transition at both sizes.
    static let large: Set<DemoTransition> = [.cover, .opacity, .dissolve]

    // spin draws as rotation does (a turning picture), so outside make soak
    // it is left to rotation's run.
    @Test("every transition, presented and dismissed at 80x24 and 200x60, matches libvterm cell for cell after every frame",
          .tags(.soak), arguments: DemoTransition.allCases.filter { longRuns || $0 != .spin })
    func everyTransition(transition: DemoTransition) throws {
        for size in Self.sizes where longRuns || size.width <= 80 || Self.large.contains(transition) {
            let started = Date()
            let run = try EmulatorRun(GalleryView(transition: transition, animation: .easeInOut, duration: 0.35), size: size)
            defer { run.close() }
            // Composing 200x60 dominates the run time in debug builds; there every other frame is compared.
            run.sampleEvery = size.width > 100 ? 2 : 1
            run.press(.return)
            run.advance(by: 0.5)
            #expect(run.host.coverPhases == [.presented], "\(transition.rawValue) \(size)")
            #expect(run.host.canvas.contains("Cover 1 of the stack"))
            run.press(.escape)
            run.advance(by: 0.5)
            #expect(run.host.coverPhases.isEmpty, "\(transition.rawValue) \(size)")
            #expect(run.host.canvas.contains("transition gallery"))
            report(run, "\(transition.rawValue) \(size)")
            print("E2E \(transition.rawValue) \(size.width)x\(size.height): \(run.framesCompared) frames compared, \(run.totalBytes) bytes, draw \(String(format: "%.2f", run.drawSeconds)) s, compare \(String(format: "%.2f", run.compareSeconds)) s, total \(String(format: "%.2f", Date().timeIntervalSince(started))) s")
        }
    }

    @Test("three stacked covers resized mid-transition and at rest, Hangul included, match libvterm after every frame", .tags(.soak),
          arguments: longRuns ? [DemoTransition.cover, .scale, .dissolve] : [.cover, .scale])
    func stackedResizes(transition: DemoTransition) throws {
        let run = try EmulatorRun(GalleryView(transition: transition, animation: .linear, duration: 0.35),
                                  size: Size(width: 80, height: 24))
        defer { run.close() }
        run.press(.return)
        run.advance(by: 0.15)
        run.resize(to: Size(width: 200, height: 60))      // mid-present, level 1
        run.advance(by: 0.4)
        run.press(.return)
        run.advance(by: 0.9)
        run.press(.return)                                 // level 3
        run.advance(by: 0.1)
        run.resize(to: Size(width: 101, height: 33))       // mid-present, three levels, odd width
        run.advance(by: 0.1)
        run.resize(to: Size(width: 80, height: 24))
        // A nested cover with the gallery's 0.35 s easeInOut reaches .presented within 0.4 s (docs/RELIABILITY.md, real terminal emulators); 0.9 s leaves room.
        run.advance(by: 0.9)
        #expect(run.host.coverPhases == [.presented, .presented, .presented])
        #expect(run.host.canvas.contains("Cover 3 of the stack"))
        #expect(run.host.canvas.contains("한국어"))
        run.press(.escape)
        run.advance(by: 0.1)
        run.resize(to: Size(width: 150, height: 45))      // mid-dismiss
        run.advance(by: 0.9)
        run.press(.escape)
        run.press(.escape)
        run.advance(by: 0.1)
        run.resize(to: Size(width: 79, height: 23))        // still above the gallery's minimum
        run.advance(by: 1)
        #expect(run.host.coverPhases.isEmpty)
        run.resize(to: Size(width: 30, height: 8))         // the "too small" notice
        #expect(run.host.canvas.contains("terminal too small"))
        run.resize(to: Size(width: 80, height: 24))
        #expect(run.host.canvas.contains("transition gallery"))
        report(run, transition.rawValue)
        print("E2E stacked resizes \(transition.rawValue): \(run.framesCompared) frames compared")
    }

    @Test("8-color xterm, a 16-color terminfo entry and the dither fallback show the gallery's fades as the core quantizes them",
          arguments: ["xterm", "xterm-16color", "xterm-256color limited to 16", "xterm-256color limited to 8"])
    func fewColors(kind: String) throws {
        let size = Size(width: 80, height: 24)
        let run: EmulatorRun
        switch kind {
        case "xterm": run = try EmulatorRun(GalleryView(transition: .opacity), size: size, term: "xterm")
        case "xterm-16color":
            TerminfoFixture.install()
            run = try EmulatorRun(GalleryView(transition: .opacity), size: size, term: "xterm-16color")
        case "xterm-256color limited to 16": run = try EmulatorRun(GalleryView(transition: .opacity), size: size, limitColors: .ansi16)
        default: run = try EmulatorRun(GalleryView(transition: .opacity), size: size, limitColors: .ansi8)
        }
        defer { run.close() }
        let expected: ColorSupport = kind.hasSuffix("16") || kind == "xterm-16color" ? .ansi16 : .ansi8
        #expect(run.terminal.colorSupport == expected)
        run.press(.return)
        run.advance(by: 0.5)
        run.press(.character("?"))                         // key help over a translucent background
        run.advance(by: 0.4)
        run.press(.escape)
        run.advance(by: 0.4)
        run.press(.escape)
        run.advance(by: 0.5)
        #expect(run.host.coverPhases.isEmpty)
        report(run, kind)
    }
}

/// A 16-color terminfo entry (ncurses' own `xterm-16color`, which Debian
/// ships only in ncurses-term), compiled with `tic` into a temporary
/// directory that is put first on `TERMINFO_DIRS`, ahead of the system's.
enum TerminfoFixture {
    nonisolated(unsafe) private static var installed = false

    @MainActor
    static func install() {
        guard !installed else { return }
        installed = true
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("termcover-terminfo-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let source = dir.appendingPathComponent("xterm-16color.src")
        let entry = """
        xterm-16color|xterm with 16 colors,
        \tcolors#16, pairs#256,
        \tsetab=\\E[%?%p1%{8}%<%t%p1%{40}%+%e%p1%{92}%+%;%dm,
        \tsetaf=\\E[%?%p1%{8}%<%t%p1%{30}%+%e%p1%{82}%+%;%dm,
        \tuse=xterm,

        """
        try? entry.write(to: source, atomically: true, encoding: .utf8)
        let tic = Process()
        tic.executableURL = URL(fileURLWithPath: "/usr/bin/tic")
        tic.arguments = ["-x", "-o", dir.path, source.path]
        try? tic.run()
        tic.waitUntilExit()
        let system = ProcessInfo.processInfo.environment["TERMINFO_DIRS"] ?? "/etc/terminfo:/lib/terminfo:/usr/share/terminfo"
        setenv("TERMINFO_DIRS", "\(dir.path):\(system)", 1)
    }
}
}
