import Testing

/// Every suite that opens ncurses screens in this process is nested here,
/// so they run one test at a time: ncurses has a single current screen per
/// process, long end-to-end tests hold the main actor for seconds, and the
/// input tests measure real time across their awaits.
@Suite("ncurses in-process tests, one at a time", .serialized)
struct NcursesSuites {}
