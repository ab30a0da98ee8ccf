@testable import TermCoverCore
import TermCoverTesting
import Foundation
import Testing

private enum Field: Hashable { case name, email }

private struct SignUp: View {
    @FocusState var field: Field?
    @State var name = ""
    @State var email = ""
    var body: some View {
        VStack(spacing: 0) {
            TextField("name", text: $name)
                .focused($field, equals: .name)
                .onSubmit { field = .email }
            TextField("email", text: $email)
                .focused($field, equals: .email)
                .onSubmit { field = nil }
            Text(field.map { "\($0)" } ?? "none")
            Button("Edit email") { field = .email }
        }
        .onAppear { field = .name }
    }
}

/// What the state says: the third row, trimmed.
@MainActor
private func shown(_ host: TestHost) -> String { host.lines[2].trimmingCharacters(in: .whitespaces) }

@MainActor
@Suite("@FocusState and focused(_:equals:)")
struct FocusStateTests {
    @Test("setting the state focuses the bound control; Return's onSubmit moves focus on; Tab writes the state back")
    func programmaticFocus() async {
        let host = TestHost(SignUp(), size: Size(width: 12, height: 4))
        await host.settle()
        host.renderIfNeeded()
        #expect(shown(host).hasPrefix("name"))
        host.type("ann")
        host.press(.return)
        host.renderIfNeeded()
        host.type("a@b")
        #expect(host.lines[0].hasPrefix("ann"), "a field is greedy: it starts at the left edge")
        #expect(host.lines[1].hasPrefix("a@b"))
        #expect(shown(host).hasPrefix("email"))
        host.press(.tab)
        host.renderIfNeeded()
        #expect(shown(host).hasPrefix("none"), "the button has focus: no field does")
        host.press(.return)
        host.renderIfNeeded()
        #expect(shown(host).hasPrefix("email"))
    }

    @Test("setting the state to nil takes focus away until Tab gives it back")
    func resign() async {
        let host = TestHost(SignUp(), size: Size(width: 12, height: 4))
        await host.settle()
        host.renderIfNeeded()
        host.press(.return)         // name → email
        host.renderIfNeeded()
        host.press(.return)         // email → nil
        host.renderIfNeeded()
        host.renderIfNeeded()
        #expect(shown(host).hasPrefix("none"))
        host.type("x")
        #expect(!host.lines[1].hasPrefix("x"), "no field takes the key")
        host.press(.tab)
        host.renderIfNeeded()
        #expect(shown(host).hasPrefix("name"))
    }
}
