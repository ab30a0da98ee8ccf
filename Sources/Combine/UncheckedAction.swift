/// Work handed to a queue or a run loop, which want `Sendable` closures:
/// Combine's schedulers take plain ones, and the work is the caller's to
/// make safe on the thread it chose, as in Combine.
struct UncheckedAction: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
