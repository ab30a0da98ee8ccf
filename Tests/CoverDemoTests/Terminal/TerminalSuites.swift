import Testing
import TermCoverTestSupport

/// The demo's suites that open ncurses screens in this process: one test at
/// a time, here and among the backend's own (`.ncursesExclusive`).
@Suite("The gallery through ncurses in-process, one at a time", .serialized, .ncursesExclusive, .tags(.inProcessTerminal))
struct NcursesSuites {}

/// The demo's suites that run `cover-demo` on a pty: one test at a time,
/// here and among the backend's own (`.ptyExclusive`).
@Suite("The gallery on a pseudo-terminal, one at a time", .serialized, .ptyExclusive)
struct PtySuites {}
