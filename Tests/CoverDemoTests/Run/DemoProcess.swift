import Foundation

/// Runs the built `cover-demo` as a child process, as a user or CI would:
/// stdin and stdout are pipes, never a terminal.
struct DemoProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The executable, next to the test bundle in the build folder.
    static var executable: URL {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return here.appendingPathComponent("cover-demo")
    }

    /// Runs `cover-demo arguments`, feeding `input` to its standard input.
    static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["SWIFT_BACKTRACE"] = "interactive=no"
        // `swift test` sets NO_COLOR for its own output; the demo must not inherit it by accident.
        env.removeValue(forKey: "NO_COLOR")
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Our copies of the child's ends must go, or the reads below never see EOF.
        try? stdin.fileHandleForReading.close()
        try? stdout.fileHandleForWriting.close()
        try? stderr.fileHandleForWriting.close()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Read both pipes before waiting, so a full pipe never blocks the child.
        // Read stderr on a plain thread, not the test's task pool, which
        // this blocking function would otherwise starve.
        let errBox = DataBox()
        let errReader = stderr.fileHandleForReading
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            errBox.set(errReader.readDataToEndOfFile())
            done.signal()
        }
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        let err = errBox.get()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self))
    }

    /// The snapshots a scripted run printed, by name.
    static func snapshots(in output: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var name: String?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("--- snapshot "), line.hasSuffix(" ---") {
                name = String(line.dropFirst(13).dropLast(4))
                result[name!] = []
            } else if line == "--- end ---" {
                name = nil
            } else if let n = name {
                result[n]!.append(line)
            }
        }
        return result
    }
}

/// Hands data from a reader thread to the test.
final class DataBox: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ d: Data) { lock.lock(); data = d; lock.unlock() }
    func get() -> Data { lock.lock(); defer { lock.unlock() }; return data }
}

/// Waits (30 s at most) until the recording at `path` holds more than its
/// header, so that a kill lands mid-run however slowly the demo starts on a
/// loaded machine (a fixed sleep killed it before the file existed).
func waitForRecordedEvents(at path: String, timeout: Double = 30) {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if let text = try? String(contentsOfFile: path, encoding: .utf8),
           text.split(separator: "\n").count > 3 { return }
        Thread.sleep(forTimeInterval: 0.05)
    }
}
