import Foundation

extension Timer {
    /// A publisher of the date every `interval` seconds, from a `Timer` on
    /// `runLoop` in `mode`, as Combine's: connect it, or `.autoconnect()`.
    /// Inside a TermCover app, the main thread's loop fires timers on
    /// `RunLoop.main`, waking only when one is due.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A timer's dates, published while connected, as Combine's `Timer.TimerPublisher`.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The date a timer fired.
        public typealias Output = Date
        /// A timer never fails.
        public typealias Failure = Never

        /// Seconds between dates.
        public let interval: TimeInterval
        /// How late a date may come.
        public let tolerance: TimeInterval?
        /// The run loop the timer is on.
        public let runLoop: RunLoop
        /// The run loop's mode.
        public let mode: RunLoop.Mode
        /// Options for the run loop.
        public let options: RunLoop.SchedulerOptions?
        private let subscribers = SubjectSubscribers<Date, Never>()

        /// A publisher of a timer every `interval` seconds on `runLoop` in `mode`.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Attaches `subscriber`; it receives dates while the publisher is connected.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subscribers.attach(subscriber)
        }

        /// Starts the timer; cancelling the result stops it.
        public func connect() -> Cancellable {
            let subscribers = self.subscribers
            // The first date comes one interval after connecting, as in Combine. Linux's
            // `Timer(timeInterval:repeats:block:)` would fire at once, so the date is given.
            let timer = Timer(fire: Date().addingTimeInterval(interval), interval: interval, repeats: true) { _ in
                subscribers.send(Date(), keep: false)
            }
            if let tolerance { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            if runLoop === RunLoop.main, !Thread.isMainThread { DispatchQueue.main.async {} }
            let handle = UncheckedTimer(timer)
            return AnyCancellable { handle.timer.invalidate() }
        }
    }
}
