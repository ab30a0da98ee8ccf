import CoverDemoKit
import Foundation
import Glibc
import TermCover

// Test-only: TERMCOVER_CRASH_TEST=trap|segv makes the demo crash right after
// its first frame (a scripted run: once its recording is staged), so the exit
// tests can check that a Swift runtime trap and a segmentation fault still
// give the terminal back and leave no file; `exit` calls exit(3) there
// instead, with the recording still open. Not for users.
@MainActor
func crashOnPurpose(_ kind: String) {
    switch kind {
    case "trap":
        preconditionFailure("TERMCOVER_CRASH_TEST=trap: a deliberate failed precondition")
    case "segv":
        // A store through a pointer to address 8: a real fault, not a raise().
        UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1
    case "exit":
        exit(3)
    default:
        break
    }
}

/// Prints a one-line error and exits with `status`; the terminal was never touched.
func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(status)
}

// A file-size limit (ulimit -f) must be a write error the recorder reports
// (EFBIG), not a signal that kills the process with the terminal raw.
signal(SIGXFSZ, SIG_IGN)

/// The whole demo, on the main actor, with `TerminalRunner.main` keeping
/// the main thread in its run loop: views, tasks and ncurses share that
/// thread, and frames are fired by its run-loop timer.
@MainActor
func runDemo() async -> Int32 {
    // What the terminal answered at start-up, one fact a line; the screen is never taken.
    if CommandLine.arguments.dropFirst().contains("--capabilities") { return TerminalRunner.printCapabilities() }
    let command: DemoCommand
    do {
        command = try DemoOptions.parse(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
    } catch {
        fail(error.description)
    }

    switch command {
    case .help(let text), .version(let text), .list(let text):
        print(text)
    case .run(let options):
        if let source = options.script {
            let steps: [ScriptStep]
            let fd: Int32
            switch source {
            case .standardInput: fd = STDIN_FILENO
            case .file(let path):
                fd = open(path, O_RDONLY | O_CLOEXEC)
                guard fd >= 0 else { fail("cover-demo: cannot read script \(path): \(String(cString: strerror(errno)))") }
            }
            do {
                steps = try ScriptReader.read(fd: fd) { code in
                    ScriptError.reading("cover-demo: cannot read the script: \(String(cString: strerror(code)))")
                }
            } catch {
                fail("\(error)")
            }
            do {
                let run = try ScriptRun(options: options, print: { print($0) })
                if let kind = ProcessInfo.processInfo.environment["TERMCOVER_CRASH_TEST"] { crashOnPurpose(kind) }
                try await run.run(steps)
            } catch let failure as ScriptRun.Failure {
                if case .expectation(let m) = failure { fail(m, status: 1) }
                if case .recording(let m) = failure { fail(m, status: 1) }
                fail(failure.description)
            } catch {
                fail("\(error)")
            }
        } else if let path = options.recordPath {
            guard isatty(STDIN_FILENO) == 1 else { fail("cover-demo: standard input is not a terminal") }
            guard isatty(STDOUT_FILENO) == 1 else { fail("cover-demo: standard output is not a terminal") }
            guard let size = LiveRecording.terminalSize() else {
                fail("cover-demo: the terminal reports no size (0x0); give it one, e.g. stty rows 24 cols 80")
            }
            // From here a signal gives the terminal back (the color query sets raw mode) and deletes the staged cast.
            RecorderSignals.install(backtrace: ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"])
            // Everything the child will check about the terminal is checked
            // first, and the cast is staged beside the path: a session that
            // never starts leaves an existing file as it was.
            let sequences: TerminalSequences
            do { sequences = try TerminalSequences.lookUp(term: ProcessInfo.processInfo.environment["TERM"]) } catch { fail("\(error)") }
            // The entry really used (a stand-in for one this machine lacks, which
            // lookUp has told the user about): the child uses it too, without saying so again.
            setenv("TERM", sequences.term, 1)
            let cast: CastWriter
            // Keys typed while the color question is out, kept for the child.
            var typeAhead: [UInt8] = []
            do {
                // And the colors: `--colors truecolor`, or a terminal that says it shows them.
                let environment = ProcessInfo.processInfo.environment
                let trueColor = options.colors.map { $0 == .trueColor }
                    ?? ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
                cast = try CastWriter.createStaged(path: path, size: size, term: sequences.term, overwrite: options.overwrite,
                                                   timestamp: Int(Date().timeIntervalSince1970),
                                                   // The header names the colors the child's blends will use: --theme,
                                                   // or the terminal's answer, asked once the destination is known good.
                                                   theme: options.theme ?? TerminalColorQuery.askProcessTerminal(
                                                       environment: environment, typeAhead: &typeAhead),
                                                   colorTerm: trueColor ? "truecolor" : nil, format: options.format,
                                                   colors: options.colors ?? (trueColor ? .trueColor : nil))
            } catch {
                fail(error.description)
            }
            var childArguments: [String] = []
            var skipNext = false
            for argument in CommandLine.arguments.dropFirst() {
                if skipNext { skipNext = false; continue }
                if argument == "--record" || argument == "--format" { skipNext = true; continue }
                if argument.hasPrefix("--record=") || argument.hasPrefix("--format=") || argument == "--overwrite"
                    || argument == "--no-input-events" { continue }
                childArguments.append(argument)
            }
            let status: Int32
            do {
                // Test-only, as TERMCOVER_CRASH_TEST is for the app: the recorder itself crashes on the first key.
                let crash = ProcessInfo.processInfo.environment["TERMCOVER_RECORDER_CRASH_TEST"]
                status = try LiveRecording.run(arguments: childArguments, cast: cast, size: size, sequences: sequences,
                                               typeAhead: typeAhead, inputEvents: options.inputEvents, onKeys: { if let crash { MainActor.assumeIsolated { crashOnPurpose(crash) } } })
            } catch {
                fail("\(error)")
            }
            if let failure = cast.failure { fail("cover-demo: \(failure)", status: status == 0 ? 1 : status) }
            exit(status)
        } else {
            do {
                var afterFirstFrame: (@MainActor () -> Void)?
                if let kind = ProcessInfo.processInfo.environment["TERMCOVER_CRASH_TEST"] {
                    afterFirstFrame = { crashOnPurpose(kind) }
                }
                try await LiveRun.run(options: options, afterFirstFrame: afterFirstFrame)
            } catch {
                fail("\(error)")
            }
        }
    }
    return 0
}

TerminalRunner.main { await runDemo() }
