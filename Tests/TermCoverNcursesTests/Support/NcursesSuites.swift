import Testing

/// Every suite that opens ncurses screens in this process is nested here,
/// so they run one test at a time: ncurses has a single current screen per
/// process, long end-to-end tests hold the main actor for seconds, and the
/// input tests measure real time across their awaits.
@Suite("ncurses in-process tests, one at a time", .serialized)
struct NcursesSuites {}

/// Every suite that runs `cover-demo` on a pty is nested here, so they run
/// one test at a time: each holds a thread of the test pool for seconds
/// while it reads its pty, and several at once starved the async tests'
/// real-time waits (a 50 ms `nextEvents` timeout came back after over a second).
@Suite("cover-demo on a pseudo-terminal, one at a time", .serialized)
struct PtySuites {}
