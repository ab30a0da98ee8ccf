import Foundation
import Glibc

/// The unpromised exports the fast paths use, looked up by name when the
/// process starts, each with a public fallback for when it is missing.
///
/// None is declared in a public header: libdispatch exports its main-queue
/// hooks for CoreFoundation, CoreFoundation (inside libFoundation on Linux)
/// its run-loop timer dates, and libtinfo its output buffer. A toolchain or
/// ncurses update may drop or change any of them, so nothing links against
/// them: a lookup that fails turns its fast path off and the program goes on
/// the public path, a little slower. `TERMCOVER_PUBLIC_ONLY=1` turns every
/// fast path off, which is how the tests run the fallbacks.
enum PrivateExports {
    /// True when the environment asks for the public paths alone.
    static let publicOnly = ProcessInfo.processInfo.environment["TERMCOVER_PUBLIC_ONLY"].map { $0 != "" && $0 != "0" } ?? false

    /// The main dispatch queue as a run loop sees it: an eventfd written
    /// when work is queued, and the call that runs that work.
    struct MainQueueHooks {
        let handle: @convention(c) () -> Int32
        let drain: @convention(c) (UnsafeMutableRawPointer?) -> Void
    }
    /// libdispatch's hooks for CoreFoundation, when present.
    static let mainQueue: MainQueueHooks? = {
        guard let handle = symbol("_dispatch_get_main_queue_handle_4CF"),
              let drain = symbol("_dispatch_main_queue_callback_4CF") else { return nil }
        return MainQueueHooks(handle: unsafeBitCast(handle, to: (@convention(c) () -> Int32).self),
                              drain: unsafeBitCast(drain, to: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self))
    }()

    /// When the main run loop's next Foundation `Timer` fires. Sendable
    /// though it holds a pointer: it points at a constant CoreFoundation
    /// never changes.
    struct TimerDates: @unchecked Sendable {
        let main: @convention(c) () -> UnsafeRawPointer?
        let nextFireDate: @convention(c) (UnsafeRawPointer?, UnsafeRawPointer?) -> Double
        let now: @convention(c) () -> Double
        let defaultMode: UnsafeRawPointer?

        /// Seconds until the next timer in the default mode; nil when none is scheduled.
        func secondsToNextTimer() -> Double? {
            let date = nextFireDate(main(), defaultMode)
            return date == 0 ? nil : max(0, date - now())
        }
    }
    /// CoreFoundation's run-loop timer dates, when present.
    static let timerDates: TimerDates? = {
        guard let main = symbol("CFRunLoopGetMain"), let next = symbol("CFRunLoopGetNextTimerFireDate"),
              let now = symbol("CFAbsoluteTimeGetCurrent"), let mode = symbol("kCFRunLoopDefaultMode") else { return nil }
        return TimerDates(main: unsafeBitCast(main, to: (@convention(c) () -> UnsafeRawPointer?).self),
                          nextFireDate: unsafeBitCast(next, to: (@convention(c) (UnsafeRawPointer?, UnsafeRawPointer?) -> Double).self),
                          now: unsafeBitCast(now, to: (@convention(c) () -> Double).self),
                          // A data symbol: the address of the constant that names the mode.
                          defaultMode: mode.load(as: UnsafeRawPointer?.self))
    }()

    /// ncurses' output buffer for a screen: one byte in, and the flush.
    struct OutputBuffer {
        let put: @convention(c) (OpaquePointer?, Int32) -> Int32
        let flush: @convention(c) (OpaquePointer?) -> Void

        /// Appends `bytes` to what the next `doupdate` sends.
        func append(_ bytes: [UInt8], to screen: OpaquePointer) {
            for byte in bytes { _ = put(screen, Int32(byte)) }
        }
    }
    /// libtinfo's `_nc_outch_sp` and `_nc_flush_sp` (exported since ncurses 5.8), when present.
    static let outputBuffer: OutputBuffer? = {
        guard let put = symbol("_nc_outch_sp"), let flush = symbol("_nc_flush_sp") else { return nil }
        return OutputBuffer(put: unsafeBitCast(put, to: (@convention(c) (OpaquePointer?, Int32) -> Int32).self),
                            flush: unsafeBitCast(flush, to: (@convention(c) (OpaquePointer?) -> Void).self))
    }()

    /// The address of `name` among everything the process has loaded, or
    /// nil when it is missing or the public paths are asked for.
    private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
        publicOnly ? nil : dlsym(UnsafeMutableRawPointer(bitPattern: 0), name)
    }
}
