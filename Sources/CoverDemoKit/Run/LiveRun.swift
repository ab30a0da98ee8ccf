import Foundation
import TermCover

/// Runs the gallery in the terminal the demo was started from.
@MainActor
public enum LiveRun {
    /// Runs until `q` or Ctrl-C. Throws before touching the terminal when
    /// there is none to use.
    public static func run(options: DemoOptions) async throws {
        let gallery = GalleryView(transition: options.transition, animation: options.animation,
                                  duration: options.duration, reduceMotion: options.reduceMotion)
        let fps = Double(options.fps)
        let meter = FrameMeter()
        var environment = EnvironmentValues()
        environment.frameMeter = meter
        try await TerminalRunner.run(gallery, fps: fps, environment: environment) { host, driver, _ in
            meter.phases = { [weak host] in host?.coverPhases ?? [] }
            driver.onFrame = { meter.record($0) }
        }
    }
}
