import Testing

/// Runs each test of a suite alone among all suites with the same trait,
/// across test targets: `.serialized` orders tests within one suite only,
/// while ncurses has one current screen per process and the pty tests'
/// real-time reads starve when several run at once, whichever target
/// they are in.
package struct Exclusive: SuiteTrait, TestTrait, TestScoping {
    /// What the tests share: one ncurses screen, or the machine's time.
    package enum Resource: Sendable { case ncurses, pty }
    let resource: Resource

    package var isRecursive: Bool { true }

    package func provideScope(for test: Test, testCase: Test.Case?,
                              performing function: @Sendable () async throws -> Void) async throws {
        // The suite as a whole is scoped too; only its tests' cases take the
        // turn, or a suite would wait on its own first test.
        guard testCase != nil || !test.isSuite else { return try await function() }
        let turn = Turns.of(resource)
        await turn.take()
        do {
            try await function()
        } catch {
            await turn.give()
            throw error
        }
        await turn.give()
    }
}

extension Trait where Self == Exclusive {
    /// One test at a time among every suite that opens ncurses in this process.
    package static var ncursesExclusive: Self { Exclusive(resource: .ncurses) }
    /// One test at a time among every suite that runs a process on a pty.
    package static var ptyExclusive: Self { Exclusive(resource: .pty) }
}

/// A first-come first-served turn, held across awaits.
private actor Turns {
    private static let ncurses = Turns(), pty = Turns()
    static func of(_ resource: Exclusive.Resource) -> Turns { resource == .ncurses ? ncurses : pty }

    private var held = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func take() async {
        guard held else { held = true; return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func give() {
        if waiting.isEmpty { held = false } else { waiting.removeFirst().resume() }
    }
}
