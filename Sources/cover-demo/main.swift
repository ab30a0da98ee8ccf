import CoverDemoKit
import Foundation

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
    } else {
        do {
            try await LiveRun.run(options: options)
        } catch {
            fail("\(error)")
        }
    }
}
