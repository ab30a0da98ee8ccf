import Foundation
import Testing

/// Scripts from hostile sources: endless, huge, or asking for absurd
/// waits. Each ends at once with one short line and status 2.
@Suite("A script's input is bounded", .serialized)
struct BoundedInputTests {
    @Test("an endless script of bad lines (yes | cover-demo --script -) stops at line 1, at once")
    func endlessBadLines() throws {
        let run = try ShellRun.run("yes y | \"$DEMO\" --script -")
        #expect(run.status == 2)
        #expect(run.stderr == "script:1: unknown command 'y'\n")
        #expect(run.seconds < 20, "took \(run.seconds) s")
    }

    @Test("/dev/zero as a script: one line too long, status 2, at once")
    func devZero() throws {
        let run = try ShellRun.run("\"$DEMO\" --script - < /dev/zero")
        #expect(run.status == 2)
        #expect(run.stderr == "script:1: the line is longer than 4096 bytes\n")
        #expect(run.seconds < 20, "took \(run.seconds) s")
    }

    @Test("a 10 MB line is refused without being echoed; a long unknown command is cut to 40 characters in the message")
    func longLines() throws {
        let huge = try ShellRun.run("(printf 'type '; head -c 10000000 /dev/zero | tr '\\\\0' x; echo) | \"$DEMO\" --script -")
        #expect(huge.status == 2)
        #expect(huge.stderr == "script:1: the line is longer than 4096 bytes\n")
        let word = String(repeating: "x", count: 3000)
        let long = try ShellRun.run("printf '\(word)\\n' | \"$DEMO\" --script -")
        #expect(long.status == 2)
        #expect(long.stderr == "script:1: unknown command '\(String(repeating: "x", count: 40))…'\n")
    }

    @Test("a script over 1 MiB is refused at the line where it goes over")
    func tooLarge() throws {
        // 10-byte comment lines: byte 1,048,577 is on line 104,858.
        let run = try ShellRun.run("yes '# comment' | head -n 200000 | \"$DEMO\" --script -")
        #expect(run.status == 2)
        #expect(run.stderr == "script:104858: the script is longer than 1024 KB\n")
    }

    @Test("a wait longer than an hour, or too large for any number, is a script error, not a trap or a stall",
          arguments: ["wait 99999999999999999999999s", "wait 1000000s", "wait 3601s", "wait 3600001ms"])
    func hugeWait(_ line: String) throws {
        let run = try ShellRun.run("printf 'key enter\\n\(line)\\n' | \"$DEMO\" --script -")
        #expect(run.status == 2)
        #expect(run.stderr == "script:2: wait is limited to 1h (3600s)\n")
        #expect(run.stdout.isEmpty)
    }

    @Test("a scripted recording that hits the file-size limit says so in one line, exits 1 and leaves a valid cast")
    func fileSizeLimit() throws {
        let dir = try TemporaryDirectory()
        let script = dir.file("long.script"), cast = dir.file("x.cast")
        // 60 s of covers going up and down.
        try String(repeating: "key enter\nwait 1s\nkey esc\nwait 1s\n", count: 30).write(toFile: script, atomically: true,
                                                                                          encoding: .utf8)
        let run = try ShellRun.run("ulimit -f 64; exec \"$DEMO\" --script '\(script)' --size 80x24 --record '\(cast)'")
        #expect(run.status == 1)
        #expect(run.stderr == "cover-demo: recording stopped: cannot write \(cast): File too large\n")
        let data = try #require(FileManager.default.contents(atPath: cast))
        #expect(data.count <= 64 * 1024)
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "", "the cast ends in the middle of a line")
        var last = 0.0
        for line in lines.dropLast() {
            let json = try JSONSerialization.jsonObject(with: Data(line.utf8))
            if let event = json as? [Any], let time = event.first as? Double { last = time }
        }
        #expect(lines.count > 10 && last < 60, "\(lines.count) lines, last event at \(last) s")
        print("ulimit -f 64: cast cut at \(data.count) bytes, last event at \(last) s, in \(run.seconds) s")
    }
}
