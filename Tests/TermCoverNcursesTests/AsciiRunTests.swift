import Testing
import TermCoverTestSupport
import TermCoverCore
@testable import TermCoverNcurses

/// Shows two wide Hangul syllables at 20 columns and, from 21 on, ASCII
/// with a box-drawing line where the first syllable's halves were.
private struct WidthDependent: View {
    var body: some View {
        GeometryReader { proxy in
            Text(proxy.size.width < 21 * 8 ? "한글 wide" : "a│b narrow")
        }
    }
}

extension NcursesSuites {
/// Runs of printable ASCII go to ncurses as `chtype`s (`waddchnstr`), which
/// copies them without looking at what they cover: over the left half of a
/// wide character it leaves the right half marked as one, and a
/// `wadd_wchnstr` that starts there blanks the left half again.
@Suite("ASCII runs beside wide characters", .serialized)
@MainActor
struct AsciiRunTests {
    @Test("after a resize, ASCII and a line drawn where a wide character was both reach the terminal")
    func asciiOverWideAfterResize() throws {
        let run = try EmulatorRun(WidthDependent(), size: Size(width: 20, height: 3))
        defer { run.close() }
        #expect(run.screen.lines.first?.hasPrefix("한글 wide") == true, "\(run.screen.lines)")
        run.resize(to: Size(width: 21, height: 3))
        run.advance(by: 0.1)
        #expect(run.screen.lines.first?.hasPrefix("a│b narrow") == true, "\(run.screen.lines)")
        #expect(run.mismatchedFrames == 0, "\(run.mismatches)")
    }
}
}
