import Glibc

/// Seconds on the monotonic clock, readable from any thread: the input
/// thread stamps bytes with it and wait deadlines are expressed in it.
package enum Monotonic {
    package static var now: Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}
