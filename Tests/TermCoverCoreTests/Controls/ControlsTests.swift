@testable import TermCoverCore
import TermCoverTesting
import Testing

@MainActor
@Suite("Slider, Stepper and SecureField")
struct ControlsTests {
    private struct SliderHost: View {
        @State var value = 0.5
        var step: Double?
        let log: EventLog
        var body: some View {
            VStack(spacing: 0) {
                if let step {
                    Slider(value: $value, in: 0...1, step: step) { log.add($0 ? "begin" : "end") }
                } else {
                    Slider(value: $value) { log.add($0 ? "begin" : "end") }
                }
                Text(String(format: "%.3f", value))
            }
        }
    }

    @Test("a slider's track is filled to its value at an eighth of a cell: 0.5 of 10 cells is 5 whole cells")
    func track() {
        let host = TestHost(SliderHost(log: EventLog()).frame(width: 80), size: Size(width: 10, height: 2))
        // A filled cell is the ink color as background; an empty one the track's.
        let ink = host.screen[0, 0].style.background, track = host.screen[9, 0].style.background
        #expect(ink != track)
        #expect((0..<5).allSatisfy { host.screen[$0, 0].style.background == ink })
        #expect((5..<10).allSatisfy { host.screen[$0, 0].style.background == track })
    }

    @Test("→ moves a twentieth of the range, a stepped slider lands on its steps, Home/End go to the ends; each change begins and ends an edit")
    func keys() {
        let log = EventLog()
        let host = TestHost(SliderHost(log: log), size: Size(width: 20, height: 2))
        host.press(.rightArrow)
        #expect(host.lines[1].contains("0.550"))
        host.press(.home)
        #expect(host.lines[1].contains("0.000"))
        #expect(log.events == ["begin", "end", "begin", "end"])
        let stepped = TestHost(SliderHost(step: 0.25, log: EventLog()), size: Size(width: 20, height: 2))
        stepped.press(.leftArrow)
        #expect(stepped.lines[1].contains("0.250"))
        stepped.press(.end)
        #expect(stepped.lines[1].contains("1.000"))
    }

    @Test("a 0.3 slider on 10 cells fills 3 cells and nothing of the fourth; 0.35 fills half of it with ▌")
    func eighths() {
        for (value, partial) in [(0.3, nil), (0.35, "▌" as Character?)] {
            struct One: View {
                @State var v: Double
                var body: some View { Slider(value: $v).frame(width: 80) }
            }
            let host = TestHost(One(v: value), size: Size(width: 10, height: 1))
            if let partial { #expect(host.screen[3, 0].character == partial) } else { #expect(host.screen[3, 0].character == " ") }
        }
    }

    @Test("a stepper calls onEditingChanged around each step, and stops at its bounds")
    func stepper() {
        let log = EventLog()
        struct S: View {
            @State var n = 0
            let log: EventLog
            var body: some View {
                Stepper("n \(n)", value: $n, in: 0...2) { log.add($0 ? "on" : "off") }
            }
        }
        let host = TestHost(S(log: log), size: Size(width: 12, height: 1))
        host.press(.leftArrow)
        #expect(log.events.isEmpty, "nothing below the lower bound")
        host.press(.rightArrow)
        host.press(.upArrow)
        host.press(.rightArrow)
        #expect(host.lines[0] == " n 2 [−│+]  ")
        #expect(log.events == ["on", "off", "on", "off"])
    }

    @Test("a SecureField edits like a TextField but draws bullets: the text is never on the canvas")
    func secureField() {
        struct F: View {
            @State var secret = ""
            var body: some View {
                VStack { SecureField("Password", text: $secret); Text("\(secret.count)") }
            }
        }
        let host = TestHost(F(), size: Size(width: 10, height: 2))
        host.type("hunter2")
        host.press(.delete)
        #expect(host.lines[0].hasPrefix("••••••"))
        #expect(!host.lines.joined().contains("hunter"))
        #expect(host.lines[1].contains("6"))
    }
}
