import Foundation
import Glibc

/// Runs a shell command line with `$DEMO` set to the built `cover-demo`,
/// for what only a shell can set up: pipes from `yes`, `/dev/zero`, `ulimit`.
/// A run that outlives `timeout` is killed, and says so in its status (-1).
struct ShellRun {
    var status: Int32
    var stdout: String
    var stderr: String
    var seconds: Double

    static func run(_ command: String, timeout: Double = 60) throws -> ShellRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var env = ProcessInfo.processInfo.environment
        env["SWIFT_BACKTRACE"] = "interactive=no"
        env.removeValue(forKey: "NO_COLOR")
        env["DEMO"] = DemoProcess.executable.path
        process.environment = env
        let stdout = Pipe(), stderr = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        let started = Date()
        try process.run()
        try? stdout.fileHandleForWriting.close()
        try? stderr.fileHandleForWriting.close()
        let errBox = DataBox(), outBox = DataBox()
        let done = DispatchSemaphore(value: 0)
        let errReader = stderr.fileHandleForReading, outReader = stdout.fileHandleForReading
        Thread.detachNewThread { errBox.set(errReader.readDataToEndOfFile()); done.signal() }
        Thread.detachNewThread { outBox.set(outReader.readDataToEndOfFile()); done.signal() }
        let pid = process.processIdentifier
        var killed = false
        while process.isRunning {
            if Date().timeIntervalSince(started) > timeout {
                // The whole process group of the shell's pipeline.
                kill(pid, SIGKILL)
                killed = true
                break
            }
            usleep(10_000)
        }
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(started)
        _ = done.wait(timeout: .now() + 10)
        _ = done.wait(timeout: .now() + 10)
        return ShellRun(status: killed ? -1 : process.terminationStatus,
                        stdout: String(decoding: outBox.get(), as: UTF8.self),
                        stderr: String(decoding: errBox.get(), as: UTF8.self), seconds: seconds)
    }
}
