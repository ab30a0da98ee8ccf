import Glibc

/// The whole process's resource use, from getrusage: every thread counts,
/// including the pty reader and the input thread.
struct ProcessUsage {
    /// User plus system CPU seconds.
    var cpuSeconds: Double
    /// Voluntary context switches: each is a thread going to sleep, so a
    /// wake-up costs at least one.
    var voluntarySwitches: Int
    /// Involuntary context switches.
    var involuntarySwitches: Int

    static func now() -> ProcessUsage {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }
        return ProcessUsage(cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
                            voluntarySwitches: usage.ru_nvcsw, involuntarySwitches: usage.ru_nivcsw)
    }

    static func - (a: ProcessUsage, b: ProcessUsage) -> ProcessUsage {
        ProcessUsage(cpuSeconds: a.cpuSeconds - b.cpuSeconds, voluntarySwitches: a.voluntarySwitches - b.voluntarySwitches,
                     involuntarySwitches: a.involuntarySwitches - b.involuntarySwitches)
    }
}
