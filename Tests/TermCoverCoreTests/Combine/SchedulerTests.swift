import Combine
import Foundation
import Testing

/// A scheduler whose clock moves only when told, for debounce worked by
/// hand. Its moments are a dispatch queue's, counted from zero.
private final class StepScheduler: Scheduler, @unchecked Sendable {
    typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    typealias SchedulerOptions = Never

    private(set) var now = SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1))
    var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }
    private var queue: [(at: SchedulerTimeType, action: () -> Void)] = []

    func schedule(options: Never?, _ action: @escaping () -> Void) { queue.append((now, action)) }
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
                  _ action: @escaping () -> Void) { queue.append((date, action)) }
    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                  options: Never?, _ action: @escaping () -> Void) -> Cancellable {
        queue.append((date, action))
        return AnyCancellable {}
    }

    /// Moves the clock to `milliseconds` from its start, running what falls due, in order.
    func advance(to milliseconds: Int) {
        let target = SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1 + UInt64(milliseconds) * 1_000_000))
        while let next = queue.enumerated().filter({ $0.element.at <= target }).min(by: { $0.element.at < $1.element.at }) {
            queue.remove(at: next.offset)
            now = max(now, next.element.at)
            next.element.action()
        }
        now = target
    }
}

@Suite("Combine's schedulers: debounce, receive(on:), timers")
struct SchedulerTests {
    @Test("debounce by 300 ms: 1 at 0 ms and 2 at 100 ms give 2 at 400 ms; 3 at 500 ms gives 3 at 800 ms")
    func debounceByHand() {
        let scheduler = StepScheduler()
        let subject = PassthroughSubject<Int, Never>()
        var received: [String] = []
        let subscription = subject.debounce(for: .milliseconds(300), scheduler: scheduler)
            .sink { received.append("\($0)@\(scheduler.now.dispatchTime.uptimeNanoseconds / 1_000_000)") }
        subject.send(1)
        scheduler.advance(to: 100)
        subject.send(2)
        scheduler.advance(to: 399)
        #expect(received.isEmpty)
        scheduler.advance(to: 500)
        subject.send(3)
        scheduler.advance(to: 799)
        #expect(received == ["2@400"])
        scheduler.advance(to: 800)
        #expect(received == ["2@400", "3@800"])
        _ = subscription
    }

    @Test("debounce on DispatchQueue.main delivers the last of a burst once, on the main queue")
    @MainActor
    func debounceOnMainQueue() async throws {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var onMain = true
        let subscription = subject.debounce(for: .milliseconds(30), scheduler: DispatchQueue.main)
            .sink { value in
                onMain = onMain && OnMainQueue.now
                received.append(value)
            }
        for value in 1...5 { subject.send(value) }
        try await Task.sleep(for: .milliseconds(300))
        #expect(received == [5])
        #expect(onMain)
        _ = subscription
    }

    @Test("receive(on: DispatchQueue.main) moves values sent on another thread to the main queue, in order")
    @MainActor
    func receiveOnMain() async throws {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var onMain = true
        let subscription = subject.receive(on: DispatchQueue.main).sink { value in
            onMain = onMain && OnMainQueue.now
            received.append(value)
        }
        let sender = UncheckedSubject(subject: subject)
        await Task.detached { for value in 1...3 { sender.subject.send(value) } }.value
        try await Task.sleep(for: .milliseconds(100))
        #expect(received == [1, 2, 3])
        #expect(onMain)
        _ = subscription
    }

    @Test("Timer.publish(every: 0.1).autoconnect() sends nothing at once, then a date every tenth of a second; cancelling stops it")
    func timerPublisher() {
        var dates: [Date] = []
        let start = Date()
        let runLoop = RunLoop.current
        let subscription = Timer.publish(every: 0.1, on: runLoop, in: .default).autoconnect().sink { dates.append($0) }
        runLoop.run(until: start.addingTimeInterval(0.05))
        #expect(dates.isEmpty)
        runLoop.run(until: start.addingTimeInterval(0.45))
        // Due at 0.1, 0.2, 0.3 and 0.4 s; a loaded machine may run one late.
        #expect((3...4).contains(dates.count))
        // The dates are the wall clock's, and the run loop fires by the
        // monotonic clock: in one CI run the first date read under 0.1 s
        // (by how much was not printed). A 10 ms margin; the check at
        // 0.05 s is the one that says nothing came at once.
        #expect(dates.first.map { $0.timeIntervalSince(start) >= 0.09 } == true)
        subscription.cancel()
        let seen = dates.count
        runLoop.run(until: Date().addingTimeInterval(0.25))
        #expect(dates.count == seen)
    }

    @Test("RunLoop's scheduler runs an action at the date asked for, not before")
    func runLoopSchedules() {
        let runLoop = RunLoop.current
        var ran: Date?
        let start = Date()
        runLoop.schedule(after: runLoop.now.advanced(by: .milliseconds(80))) { ran = Date() }
        runLoop.run(until: start.addingTimeInterval(0.04))
        #expect(ran == nil)
        runLoop.run(until: start.addingTimeInterval(0.3))
        #expect(ran.map { $0.timeIntervalSince(start) >= 0.08 } == true)
    }

    @Test("strides read as seconds from literals: 1.5 is 1,500 ms on a queue and 1.5 s on a run loop")
    func strides() {
        let queueStride: DispatchQueue.SchedulerTimeType.Stride = 1.5
        let runLoopStride: RunLoop.SchedulerTimeType.Stride = 1.5
        #expect(queueStride == .milliseconds(1500))
        #expect(queueStride.magnitude == 1_500_000_000)
        #expect(runLoopStride.timeInterval == 1.5)
        #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(250).timeInterval == 0.25)
    }
}

/// A subject handed to a detached task.
private struct UncheckedSubject: @unchecked Sendable {
    let subject: PassthroughSubject<Int, Never>
}

/// Whether a block runs on the main queue (a test's main actor is that
/// queue, served by whichever thread is free, not the main thread).
private enum OnMainQueue {
    static let key = DispatchSpecificKey<UInt8>()
    static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: 1)
    static var now: Bool {
        _ = marked
        return DispatchQueue.getSpecific(key: key) == 1
    }
}

extension SchedulerTests {
    @Test("throttle by 100 ms: 1 at 0 goes at once; of 2 at 30 and 3 at 60 the latest goes at 100 (the first with latest: false); 4 at 250 goes at once")
    func throttleByHand() {
        for latest in [true, false] {
            let scheduler = StepScheduler()
            let subject = PassthroughSubject<Int, Never>()
            var received: [String] = []
            let subscription = subject.throttle(for: .milliseconds(100), scheduler: scheduler, latest: latest)
                .sink { received.append("\($0)@\(scheduler.now.dispatchTime.uptimeNanoseconds / 1_000_000)") }
            subject.send(1)
            scheduler.advance(to: 30)
            subject.send(2)
            scheduler.advance(to: 60)
            subject.send(3)
            scheduler.advance(to: 250)
            subject.send(4)
            scheduler.advance(to: 260)
            #expect(received == ["1@0", latest ? "3@100" : "2@100", "4@250"])
            _ = subscription
        }
    }
}
