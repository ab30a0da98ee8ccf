import Foundation

/// Fires frames from the main thread's run loop: a `Timer` whose fire date
/// moves, so a frame costs the run loop's one wake-up (its timerfd) and no
/// other thread wakes. Only for a main thread that `TerminalRunner.main`
/// keeps in its run loop: nothing fires where nobody runs it (an `async`
/// main ends the main thread).
@MainActor
final class RunLoopFrameTimer: FrameTimer {
    private var timer: Timer?
    private var pending: (@MainActor () -> Void)?

    func schedule(after seconds: Double, _ fire: @escaping @MainActor () -> Void) {
        pending = fire
        let date = Date(timeIntervalSinceNow: max(0, seconds))
        if let timer {
            timer.fireDate = date
            return
        }
        // Repeating with an interval that never comes, so that one timer
        // serves the whole run: moving the fire date is cheaper than a new timer per frame.
        let timer = Timer(fire: date, interval: 1e9, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.fired() }
        }
        RunLoop.main.add(timer, forMode: .default)
        self.timer = timer
    }

    func cancel() {
        pending = nil
        timer?.fireDate = .distantFuture
    }

    private func fired() {
        timer?.fireDate = .distantFuture
        let fire = pending
        pending = nil
        fire?()
    }

    deinit {
        MainActor.assumeIsolated { timer?.invalidate() }
    }
}
