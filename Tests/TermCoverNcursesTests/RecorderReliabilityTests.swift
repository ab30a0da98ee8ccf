import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

/// The recorder against a refusal, keys typed at start-up, a stopped child,
/// a slow terminal and a storm of SIGWINCH.
extension RecorderPtySuites.RecorderExitTests {
    @Test("--record to an existing file without --overwrite refuses in one line before sending the terminal anything")
    func refusalSendsNothing() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/x.cast"
        try "precious\n".write(toFile: path, atomically: false, encoding: .utf8)
        let child = try startDemo(["--record", path])
        #expect(child.waitForExit(timeout: 20) == 2)
        let text = String(decoding: child.output, as: UTF8.self)
        // No color query (ESC ] 10;?) went out: a late answer would land in the shell as typed text.
        #expect(text == "cover-demo: \(path) exists (use --overwrite)\r\n", "\(text.debugDescription)")
        #expect(child.modes().c_lflag == child.initialModes.c_lflag)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "precious\n")
        #expect(names(dir) == ["x.cast"])
    }

    @Test("--record under a file-size limit too small for the header (ulimit -f 0) refuses in one line before sending the terminal anything")
    func fileSizeLimitRefusalSendsNothing() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/x.cast"
        let child = try startDemo(["--record", path], limits: "ulimit -c 0; ulimit -f 0")
        #expect(child.waitForExit(timeout: 20) == 2)
        let text = String(decoding: child.output, as: UTF8.self)
        #expect(text == "cover-demo: cannot write \(path): \(String(cString: strerror(EFBIG)))\r\n", "\(text.debugDescription)")
        #expect(child.modes().c_lflag == child.initialModes.c_lflag)
        #expect(names(dir) == [], "left behind: \(names(dir))")
    }

    @Test("--record b.cast --overwrite while a.cast, a hard link of it, is being recorded is refused in one line with exit 2")
    func hardLinkRefused() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = dir + "/a.cast", b = dir + "/b.cast"
        try "old\n".write(toFile: a, atomically: false, encoding: .utf8)
        #expect(link(a, b) == 0)
        let first = try startDemo(["--record", a, "--overwrite"])
        #expect(waitForGallery(first))
        let second = try startDemo(["--record", b, "--overwrite"])
        #expect(second.waitForExit(timeout: 20) == 2)
        let text = String(decoding: second.output, as: UTF8.self)
        #expect(text == "cover-demo: \(b) is being recorded by another cover-demo\r\n", "\(text.debugDescription)")
        first.settle()
        first.type(Array("q".utf8))
        #expect(first.waitForExit(timeout: 20) == 0)
        // One valid cast, seen through both names.
        let cast = try String(contentsOfFile: a, encoding: .utf8)
        #expect(cast.hasPrefix("{\"version\": 2") && cast.contains("transition gallery"))
        #expect(try String(contentsOfFile: b, encoding: .utf8) == cast)
        #expect(names(dir) == ["a.cast", "b.cast"])
    }

    @Test("a key typed while the recorder's color query is out reaches the app: q typed then quits it")
    func keyTypedDuringColorQuery() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let child = try startDemo(["--record", dir + "/x.cast"])
        // Nobody answers: the recorder reads for its 200 ms; the key arrives in them.
        child.read(for: 10) { String(decoding: $0, as: UTF8.self).contains("\u{1B}]10;?") }
        let queryOut = isRaw(child.modes())
        child.type(Array("q".utf8))
        let status = child.waitForExit(timeout: 15)
        #expect(queryOut, "the query was over before the key: the test proved nothing")
        #expect(status == 0, "q typed during the query was lost: status \(String(describing: status))")
        expectTerminalGivenBack(child, "q typed during the color query")
    }

    @Test("a recorded app stopped by SIGSTOP does not hold up the recorder: SIGTERM, or Ctrl-C, ends it at once",
          arguments: ["SIGTERM", "Ctrl-C"])
    func stoppedChild(_ how: String) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let child = try startDemo(["--record", dir + "/x.cast"])
        #expect(waitForGallery(child))
        child.settle()
        let recorded = try #require(child.children().first, "no recorded child")
        kill(recorded, SIGSTOP)
        let deadline = child.now() + 5
        while state(recorded) != "T", child.now() < deadline { usleep(10_000) }
        #expect(state(recorded) == "T", "the app did not stop")
        child.read(for: 0.2)
        let sent = child.now()
        if how == "SIGTERM" { child.send(SIGTERM) } else { child.type([0x03]) }
        let status = child.waitForExit(timeout: 8)
        let seconds = child.now() - sent
        if status == nil { kill(recorded, SIGKILL) }
        #expect(status == (how == "SIGTERM" ? 128 + SIGTERM : 0), "\(how) to a stopped app: status \(String(describing: status))")
        print("recorder, \(how) with its app stopped: exit after \(String(format: "%.3f", seconds)) s")
        if status != nil { expectTerminalGivenBack(child, "\(how) with the app stopped") }
    }

    @Test("output stopped as by XOFF (a stopped tmux pane): SIGTERM to the app or its recorder ends it at once, and XON brings the leaving sequence",
          arguments: [false, true])
    func outputStoppedByXOFF(recording: Bool) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let child = try startDemo(recording ? ["--record", dir + "/x.cast"] : [])
        #expect(waitForGallery(child))
        child.settle()
        child.setOutputFlowing(false)
        // A cover starts moving: its frames queue up behind the stopped output.
        child.type(Array("\r".utf8))
        usleep(500_000)
        let sent = child.now()
        child.send(SIGTERM)
        let status = child.waitForExit(timeout: 20, reading: false)
        let seconds = child.now() - sent
        #expect(status == 128 + SIGTERM, "status \(String(describing: status))")
        #expect(seconds < 3, "SIGTERM with output stopped took \(seconds) s")
        print("\(recording ? "recorder" : "app"), SIGTERM with output stopped: exit after \(String(format: "%.3f", seconds)) s")
        child.setOutputFlowing(true)
        child.settle()
        expectTerminalGivenBack(child, "SIGTERM with output stopped, then XON")
    }

    @Test("on a terminal draining 2 KB/s, Ctrl-C mid-transition exits 0 and the terminal still gets the leaving sequence")
    func slowTerminal() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A fade over a large screen: every cell changes colour every frame, far more than 2 KB/s.
        let child = try startDemo(["--record", dir + "/x.cast", "--duration", "4", "--transition", "opacity"],
                                  size: Size(width: 200, height: 60))
        #expect(waitForGallery(child))
        child.settle()
        child.type(Array("\r".utf8))
        // 512 bytes every quarter of a second from here on, until the recorder has exited.
        func drainSlowly(for seconds: Double) {
            let end = child.now() + seconds
            while child.now() < end, child.exitedStatus() == nil {
                child.readSome(512)
                usleep(250_000)
            }
        }
        drainSlowly(for: 1)
        let sent = child.now()
        child.type([0x03])
        drainSlowly(for: 40)
        let seconds = child.now() - sent
        let status = child.exitedStatus()
        // Then the terminal reads at full speed again, as a pane continued would.
        child.settle()
        #expect(status == 0, "status \(String(describing: status))")
        print("recorder on a 2 KB/s terminal: Ctrl-C to exit \(String(format: "%.3f", seconds)) s, \(child.output.count) bytes shown")
        expectTerminalGivenBack(child, "Ctrl-C on a slow terminal")
    }

    @Test("2,000 SIGWINCH with the size unchanged record no resize event; one real resize records exactly one")
    func resizeStorm() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/x.cast"
        let child = try startDemo(["--record", path])
        #expect(waitForGallery(child))
        child.settle()
        for i in 0..<2_000 {
            child.send(SIGWINCH)
            if i % 50 == 0 { child.read(for: 0.002) }
        }
        child.read(for: 0.3)
        child.resize(to: Size(width: 100, height: 30))
        child.settle()
        child.type(Array("q".utf8))
        #expect(child.waitForExit(timeout: 20) == 0)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst()
        let resizes = try lines.compactMap { line -> String? in
            let event = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            return event[1] as? String == "r" ? event[2] as? String : nil
        }
        #expect(resizes == ["100x30"], "\(resizes.count) resize events: \(resizes.prefix(5))")
    }
}
