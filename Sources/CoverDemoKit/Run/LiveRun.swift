import Foundation
import TermCover

/// Runs the gallery in the terminal the demo was started from.
@MainActor
package enum LiveRun {
    /// Runs until `q` or Ctrl-C. Throws before touching the terminal when
    /// there is none to use. `afterFirstFrame` runs once the first frame is
    /// on screen (the exit tests use it to crash on purpose).
    package static func run(options: DemoOptions, afterFirstFrame: (@MainActor () -> Void)? = nil) async throws {
        let gallery = GalleryView(transition: options.transition, animation: options.animation,
                                  duration: options.duration, reduceMotion: options.reduceMotion)
        let meter = FrameMeter()
        var environment = EnvironmentValues()
        environment.frameMeter = meter
        try await TerminalRunner.run(gallery, fps: Double(options.fps), environment: environment,
                                     defaultColors: options.theme, colors: options.colors) { hooks in
            meter.phases = { [weak hooks] in hooks?.coverPhases ?? [] }
            // Under `--record`: the keys, masked where they meet a SecureField, and the markers, for the recorder.
            let channel = RecorderChannel(environment: ProcessInfo.processInfo.environment)
            channel?.attach(to: hooks)
            var first = afterFirstFrame
            hooks.onFrame = { [weak hooks] stats in
                meter.record(stats)
                if let channel, let hooks { channel.frameDrawn(phases: hooks.coverPhases) }
                if let run = first {
                    first = nil
                    run()
                }
            }
        }
    }
}
