import CoverDemoKit
import Foundation
import Glibc
import TermCover

// Test-only: TERMCOVER_CRASH_TEST=trap|segv makes the demo crash right after
// its first frame, so the exit tests can check that a Swift runtime trap and
// a segmentation fault still give the terminal back. Not for users.
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

/// Prints a one-line error and exits with `status`; the terminal was never touched.
func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(status)
}

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
        let text: String
        switch source {
        case .standardInput:
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        case .file(let path):
            guard let data = FileManager.default.contents(atPath: path) else { fail("cover-demo: cannot read script \(path)") }
            text = String(decoding: data, as: UTF8.self)
        }
        let steps: [ScriptStep]
        do { steps = try Script.parse(text) } catch { fail(error.description) }
        do {
            let run = try ScriptRun(options: options, print: { print($0) })
            try await run.run(steps)
        } catch let failure as ScriptRun.Failure {
            if case .expectation(let m) = failure { fail(m, status: 1) }
            fail(failure.description)
        } catch {
            fail("\(error)")
        }
    } else if let path = options.recordPath {
        guard isatty(STDIN_FILENO) == 1 else { fail("cover-demo: standard input is not a terminal") }
        guard isatty(STDOUT_FILENO) == 1, let size = LiveRecording.terminalSize() else {
            fail("cover-demo: standard output is not a terminal")
        }
        let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
        // The cast is created before the terminal is touched, so a bad path changes nothing.
        let cast: CastWriter
        do {
            // The header names the colors the child's blends will use: --theme, or the terminal's answer.
            let theme = options.theme
                ?? TerminalColorQuery.askProcessTerminal(environment: ProcessInfo.processInfo.environment)
            cast = try CastWriter.create(path: path, size: size, term: term, overwrite: options.overwrite,
                                         timestamp: Int(Date().timeIntervalSince1970), theme: theme)
        } catch {
            fail(error.description)
        }
        var childArguments: [String] = []
        var skipNext = false
        for argument in CommandLine.arguments.dropFirst() {
            if skipNext { skipNext = false; continue }
            if argument == "--record" { skipNext = true; continue }
            if argument.hasPrefix("--record=") || argument == "--overwrite" { continue }
            childArguments.append(argument)
        }
        let status: Int32
        do {
            status = try LiveRecording.run(arguments: childArguments, cast: cast, size: size)
        } catch {
            fail("\(error)")
        }
        if let failure = cast.failure { FileHandle.standardError.write(Data("cover-demo: \(failure)\n".utf8)) }
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
