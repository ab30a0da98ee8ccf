import Foundation
import Testing
import TermCoverTesting

@MainActor
@Suite("onKeyPress")
struct OnKeyPressTests {
    struct Probe: View {
        @State var log = ""
        var body: some View {
            Text(log.isEmpty ? "-" : log)
                .frame(width: 96, alignment: .leading)
                .onKeyPress("q") { log += "q"; return .handled }
                .onKeyPress(.upArrow) { log += "^"; return .handled }
                .onKeyPress(characters: .decimalDigits) { press in log += "#\(press.characters)"; return .handled }
                .onKeyPress("u", phases: .up) { _ in log += "U"; return .handled }
                .onKeyPress("r", phases: .repeat) { _ in log += "R"; return .handled }
                .onKeyPress("c", phases: .down) { press in
                    log += press.modifiers == .control ? "C" : "c"
                    return .handled
                }
        }
    }

    @Test("onKeyPress(\"q\") and onKeyPress(.upArrow) take their key and nothing else")
    func keyEquivalent() {
        let host = TestHost(Probe(), size: Size(width: 12, height: 1))
        host.press(.character("q"))
        host.press(.character("w"))
        host.press(.upArrow)
        host.press(.downArrow)
        host.expectScreen(["q^          "])
    }

    @Test("onKeyPress(characters:) takes keys typing characters of the set, and not arrows or Control letters")
    func characterSet() {
        let host = TestHost(Probe(), size: Size(width: 12, height: 1))
        host.press(.character("7"))
        host.press(.character("x"))
        host.press(.control("a"))
        host.press(.character("٣"))     // ARABIC-INDIC DIGIT THREE is a decimal digit too
        host.expectScreen(["#7#٣        "])
    }

    @Test("a terminal reports every press as .down: handlers for .up or .repeat alone never run")
    func phases() {
        let host = TestHost(Probe(), size: Size(width: 12, height: 1))
        host.press(.character("u"))
        host.press(.character("r"))
        host.press(.character("r"))
        host.press(.character("c"))
        host.expectScreen(["c           "])
    }

    @Test("a Control letter matches its letter's key equivalent, with .control in its modifiers and its control character")
    func controlModifier() {
        let host = TestHost(Probe().onKeyPress("k", phases: .down) { press in
            press.modifiers == .control && press.characters == "\u{0B}" ? .handled : .ignored
        }, size: Size(width: 12, height: 1))
        // Straight to the view host: a run loop would quit on Ctrl-C first.
        host.engine.host.send(.key(.control("c")))
        host.renderIfNeeded()
        host.expectScreen(["C           "])
        #expect(host.engine.host.send(.key(.control("k"))))
        #expect(!host.engine.host.send(.key(.character("k"))))
    }
}
