import Dispatch
import Foundation

/// Runs work over a canvas's rows on every core, for the few passes whose
/// rows are independent and costly: a picture at 400x120 decides 48,000
/// cells from 8 filtered samples each, and one core composed it in 17–28 ms,
/// over a 60 fps frame's budget.
///
/// Each chunk's work must read only what no chunk writes and write only its
/// own results; the caller then uses them in order on its own thread, so the
/// outcome is the same on one core as on many.
enum ParallelRows {
    /// The cores this process may run on.
    static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// Below this many cells the rows run on the caller's thread: handing
    /// work to other threads costs tens of microseconds, and a small
    /// picture takes less than that.
    static let minimumCells = 6_000
    /// False to run every chunk on the caller's thread: how a test checks
    /// that the outcome does not depend on the cores.
    @TaskLocal static var isEnabled = true

    /// Calls `body` with consecutive chunks that together cover `rows`, and
    /// returns when all have run: concurrently when `cells` (the work's
    /// size) is large and there is more than one core, else with all of
    /// `rows` at once on this thread. `body` runs on Dispatch's threads, so
    /// it must be formed in nonisolated code: a closure formed on the main
    /// actor is checked, at run time, to run there.
    static func forEachChunk(_ rows: Range<Int>, cells: Int, _ body: (Range<Int>) -> Void) {
        guard cores > 1, cells >= minimumCells, rows.count > 1, isEnabled else {
            body(rows)
            return
        }
        // Twice as many chunks as cores: rows differ in cost (a turned
        // layer is widest in the middle), and an idle core takes the next one.
        let count = min(rows.count, 2 * cores)
        // Task-locals do not follow work onto Dispatch's threads.
        let colors = TerminalColors.current
        withoutActuallyEscaping(body) { body in
            // The chunks share nothing they change (the contract above), which
            // the compiler cannot see through a closure.
            let work = Work(body: body)
            DispatchQueue.concurrentPerform(iterations: count) { k in
                let lower = rows.lowerBound + rows.count * k / count
                let upper = rows.lowerBound + rows.count * (k + 1) / count
                TerminalColors.$current.withValue(colors) { work.body(lower..<upper) }
            }
        }
    }

    private struct Work: @unchecked Sendable {
        let body: (Range<Int>) -> Void
    }
}
