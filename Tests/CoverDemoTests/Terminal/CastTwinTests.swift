import CoverDemoKit
import Foundation
import Testing
import TermCoverTestSupport
import TermCoverCore

/// One cast's events on the absolute timeline, whichever the format: v2's
/// times as written, v3's intervals summed (the spec's reading, which
/// `CastV3Reader` in CoverDemoTests checks against its examples).
private struct TimedEvent: Equatable {
    let microseconds: Int64
    let code: String
    let data: String
}

private func timedEvents(_ path: String) throws -> (header: [String: Any], events: [TimedEvent]) {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let lines = text.split(separator: "\n").map(String.init)
    let header = try #require(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    let relative = header["version"] as? Int == 3
    var now: Int64 = 0, events: [TimedEvent] = []
    for line in lines.dropFirst() where !line.hasPrefix("#") {
        let event = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
        let micro = Int64(((try #require(event[0] as? Double)) * 1_000_000).rounded())
        now = relative ? now + micro : micro
        events.append(TimedEvent(microseconds: now, code: try #require(event[1] as? String), data: try #require(event[2] as? String)))
    }
    return (header, events)
}

/// Every screen a player shows, one after each output or resize event, with
/// the labels of the markers passed so far, as libvterm draws them.
private func screens(_ events: [TimedEvent], size: Size) -> [(markers: [String], cells: [[VTermScreen.ScreenCell]])] {
    let screen = VTermScreen(size: size)
    var markers: [String] = [], shown: [(markers: [String], cells: [[VTermScreen.ScreenCell]])] = []
    for event in events {
        switch event.code {
        case "o": screen.feed(Array(event.data.utf8))
        case "r":
            let parts = event.data.split(separator: "x").compactMap { Int($0) }
            screen.resize(to: Size(width: parts[0], height: parts[1]))
        case "m": markers.append(event.data); continue
        default: continue
        }
        let cells = (0..<screen.size.height).map { y in (0..<screen.size.width).map { x in screen.cell(x: x, y: y) } }
        shown.append((markers, cells))
    }
    return shown
}

extension PtySuites {
    @Suite("A v3 cast replays like its v2 twin")
    struct CastTwinTests {
        // make test takes one transition of each way a frame is drawn (moved
        // rows, a fade, a mask, a picture, text that changes in place); make
        // soak takes them all.
        @Test("for every gallery transition, the v3 cast replays through libvterm to the same screens as the v2 one, at the same times",
              .tags(.soak),
              arguments: longRuns ? DemoTransition.allCases : [.cover, .opacity, .dissolve, .rotation, .numericText])
        func twins(_ transition: DemoTransition) throws {
            let demo = try #require(coverDemoPath)
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("termcover-twins-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let script = dir + "/covers.script"
            try "wait 100ms\nkey enter\nwait 700ms\nresize 70x20\nwait 100ms\nkey esc\nwait 700ms\n"
                .write(toFile: script, atomically: true, encoding: .utf8)
            for format in CastFormat.allCases {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: demo)
                process.arguments = ["--script", script, "--size", "80x24", "--transition", transition.rawValue,
                                     "--colors", "truecolor", "--record", "\(dir)/\(format).cast", "--format", format.rawValue]
                process.standardInput = FileHandle.nullDevice
                process.standardOutput = FileHandle.nullDevice
                try process.run()
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
            }
            let v2 = try timedEvents(dir + "/v2.cast"), v3 = try timedEvents(dir + "/v3.cast")
            #expect(v2.header["version"] as? Int == 2 && v3.header["version"] as? Int == 3)
            // The same events at the same microseconds; v3 adds only its exit event.
            #expect(v3.events.last == TimedEvent(microseconds: 1_600_000, code: "x", data: "0"))
            #expect(Array(v3.events.dropLast()) == v2.events)
            let size = Size(width: 80, height: 24)
            let a = screens(v2.events, size: size), b = screens(v3.events, size: size)
            #expect(a.count == b.count && a.count > 20)
            for (index, (one, other)) in zip(a, b).enumerated() where one.cells != other.cells || one.markers != other.markers {
                Issue.record("screen \(index) differs between v2 and v3")
                break
            }
            // Before the "present" marker the gallery is alone; between it and "dismiss" the cover comes up.
            let atPresent = try #require(a.last { $0.markers.isEmpty })
            let text = { (cells: [[VTermScreen.ScreenCell]]) in cells.map { $0.map(\.text).joined() }.joined(separator: "\n") }
            #expect(!text(atPresent.cells).contains("Cover 1 of the stack"))
            #expect(a.contains { $0.markers == ["present"] && text($0.cells).contains("Cover 1 of the stack") })
            #expect(a.last?.markers == ["present", "dismiss"])
        }
    }
}
