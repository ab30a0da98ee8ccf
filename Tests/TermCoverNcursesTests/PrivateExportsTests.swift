import Testing
@testable import TermCoverNcurses

/// The fast paths' unpromised exports are looked up, not linked: a library
/// without one still runs (LiveRuntimeTests runs the probe both ways). This
/// suite is what notices when a toolchain or ncurses update drops one, so
/// that the slower path is chosen knowingly.
@Suite("Unpromised exports")
struct PrivateExportsTests {
    @Test("On this toolchain and ncurses, libdispatch's main-queue hooks, CoreFoundation's timer dates and libtinfo's output buffer are all found",
          .disabled(if: PrivateExports.publicOnly, "TERMCOVER_PUBLIC_ONLY turns them off"))
    func everyExportIsFound() {
        #expect(PrivateExports.mainQueue != nil)
        #expect(PrivateExports.timerDates != nil)
        #expect(PrivateExports.outputBuffer != nil)
    }

    @Test("CoreFoundation's next-timer date, read through the looked-up calls, is never in the past",
          .disabled(if: PrivateExports.publicOnly, "TERMCOVER_PUBLIC_ONLY turns them off"))
    func timerDatesAnswerSensibly() throws {
        // (The main queue's handle is only valid on the main thread, which
        // the test runner does not promise; the live probe covers it.)
        let dates = try #require(PrivateExports.timerDates)
        if let seconds = dates.secondsToNextTimer() { #expect(seconds >= 0) }
    }
}
