import Testing
import TermCoverTestSupport

/// Every suite that opens ncurses screens in this process is nested here,
/// so they run one test at a time: ncurses has a single current screen per
/// process, long end-to-end tests hold the main actor for seconds, and the
/// input tests measure real time across their awaits. The trait keeps
/// them apart from the demo's ncurses suites in CoverDemoTests as well.
@Suite("ncurses in-process tests, one at a time", .serialized, .ncursesExclusive)
struct NcursesSuites {}

/// Every suite that runs `cover-demo` on a pty is nested here, so they run
/// one test at a time: each holds a thread of the test pool for seconds
/// while it reads its pty, and several at once starved the async tests'
/// real-time waits (a 50 ms `nextEvents` timeout came back after over a second).
@Suite("cover-demo on a pseudo-terminal, one at a time", .serialized, .ptyExclusive, .tags(.backendPseudoTerminal))
struct PtySuites {}

/// The recorder's suites on a pty, held apart from `PtySuites` as they are
/// from one another: a process of their own (tag `recorderPseudoTerminal`)
/// runs them beside the other pty suites, which they share nothing with.
@Suite("the recorder on a pseudo-terminal, one at a time", .serialized, .ptyExclusive, .tags(.recorderPseudoTerminal))
struct RecorderPtySuites {}
