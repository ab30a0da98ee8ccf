@testable import TermCoverCore
import TermCoverTesting
import Testing

private struct Login: View {
    @State private var name = ""
    @State private var password = ""
    var body: some View {
        VStack {
            TextField("Name", text: $name)
            SecureField("Password", text: $password)
        }
    }
}

@MainActor
@Suite("Keys as a recording writes them down")
struct InputRecordTests {
    @Test("what is typed into a TextField is written as typed; into a SecureField, one star a character, a paste too")
    func masking() {
        let test = TestHost(Login(), size: Size(width: 30, height: 4))
        var records: [InputRecord] = []
        test.engine.host.onInput = { records.append($0) }
        test.renderIfNeeded()
        test.type("bob")
        test.press(.tab)
        test.type("s3cret")
        test.press(.paste("pasted!"))
        test.press(.delete)
        test.press(.return)
        let written = records.map(\.data).joined()
        #expect(!written.contains("s3cret") && !written.contains("pasted"))
        #expect(written == "bob\t" + "******" + "*******" + "\u{7F}\r")
        #expect(records.filter(\.masked).map(\.data).joined() == String(repeating: "*", count: 13))
        #expect(test.engine.host.focusIsSecure)
    }

    @Test("keys are written as xterm sends them: arrows, Enter, Esc, Ctrl-letter, F5, and a kitty chord in its CSI u form")
    func bytes() {
        // xterm's ctlseqs (normal cursor mode) and the kitty keyboard protocol's CSI code;mods u.
        let cases: [(Key, String)] = [(.upArrow, "\u{1B}[A"), (.leftArrow, "\u{1B}[D"), (.return, "\r"), (.escape, "\u{1B}"),
                                      (.control("a"), "\u{01}"), (.function(5), "\u{1B}[15~"), (.function(1), "\u{1B}OP"),
                                      (.backTab, "\u{1B}[Z"), (.chord("1", .control), "\u{1B}[49;5u")]
        for (key, expected) in cases {
            #expect(InputRecord(key: key, secure: false).data == expected, "\(key)")
            // Not text: a secure field's focus does not change how it is written.
            #expect(InputRecord(key: key, secure: true).data == expected, "\(key)")
        }
    }
}
