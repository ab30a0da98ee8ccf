// What one idle 60 fps wake-up of the main thread costs in CPU, two ways:
// a Foundation `Timer` on the main run loop (how TerminalRunner.main fired
// frames until round five of issue 18) and a bare `poll` with a timeout
// (how MainThreadLoop waits, with `ppoll`). Neither draws anything.
//
//   swiftc -O bench/wakeup-cost.swift -o /tmp/wakeup-cost
//   /tmp/wakeup-cost runloop; /tmp/wakeup-cost poll
import Foundation

let frames = 240
nonisolated(unsafe) var fired = 0

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return user + system
}

func report(_ way: String, since start: Double) -> Never {
    print(String(format: "%@: %.0f µs of CPU per frame over %d frames", way, (cpuSeconds() - start) / Double(frames) * 1e6, frames))
    exit(0)
}

let start = cpuSeconds()
switch CommandLine.arguments.dropFirst().first {
case "runloop":
    let timer = Timer(fire: Date(timeIntervalSinceNow: 1.0 / 60), interval: 1e9, repeats: true) { timer in
        fired += 1
        if fired == frames { report("run-loop timer", since: start) }
        timer.fireDate = Date(timeIntervalSinceNow: 1.0 / 60)
    }
    RunLoop.main.add(timer, forMode: .default)
    while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
case "poll":
    var ends: [Int32] = [0, 0]
    _ = pipe(&ends)
    for _ in 0..<frames {
        var waiting = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        // poll's millisecond timeout; ppoll is not in Glibc's Swift module.
        _ = poll(&waiting, 1, 17)
    }
    report("poll", since: start)
default:
    FileHandle.standardError.write(Data("usage: wakeup-cost runloop|poll\n".utf8))
    exit(2)
}
