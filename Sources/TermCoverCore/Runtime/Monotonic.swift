import Glibc

/// Seconds on the monotonic clock, readable from any thread: the input
/// thread stamps bytes with it, wait deadlines are expressed in it, and
/// `SystemClock` counts from it (read directly: a frame reads the clock
/// several times, and `ContinuousClock`'s `Duration` took a 128-bit
/// multiply per read to become seconds).
package enum Monotonic {
    package static var now: Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}
