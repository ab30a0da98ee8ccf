import Testing

/// The tags `make test` and `make soak` choose tests by
/// (tools/test-in-parts.py reads them from the runner's event stream, so a
/// renamed suite keeps its place).
extension Tag {
    /// The gallery's look suites, thousands of composed frames each: one of
    /// the five processes `make test` runs at once has them to itself.
    @Tag package static var galleryLook: Self
    /// Suites that open ncurses screens in the test process, and scripted
    /// runs: the second process.
    @Tag package static var inProcessTerminal: Self
    /// The backend's suites that run programs on a pseudo-terminal, one at
    /// a time: mostly waiting on those programs, so a process of their own
    /// runs them beside the demo's own pty suites instead of after them.
    @Tag package static var backendPseudoTerminal: Self
    /// The recorder's suites on a pseudo-terminal, split from the backend's
    /// for the same reason: a fifth process.
    @Tag package static var recorderPseudoTerminal: Self
    /// Tests that run longer, or only, under `make soak` (`TERMCOVER_SOAK=1`).
    @Tag package static var soak: Self
}
