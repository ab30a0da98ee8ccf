import TermCoverCore
import TermCoverNcurses

/// A view running end to end: a `ViewHost` on a manual clock, frames
/// through `FrameDriver` into a headless ncurses terminal, and every byte
/// ncurses emits replayed into libvterm. After each frame the emulator's
/// screen is compared with the canvas the host composed, cell by cell:
/// text, width, color indices, bold, italic, underline and reverse.
@MainActor
package final class EmulatorRun {
    package let clock = ManualClock()
    package let terminal: NcursesTerminal
    package let screen: VTermScreen
    package let host: ViewHost
    package let driver: FrameDriver
    package let fps: Double
    /// Frames drawn and compared.
    package private(set) var framesCompared = 0
    /// Frames that differed, with their first differences (at most `maxReports`).
    package private(set) var mismatches: [String] = []
    /// How many compared frames differed.
    package private(set) var mismatchedFrames = 0
    /// Bytes ncurses emitted in total.
    package private(set) var totalBytes = 0
    private let maxReports = 5
    /// Compare one frame in `sampleEvery` (1: every frame).
    package var sampleEvery = 1
    private var frameIndex = 0

    package init<V: View>(_ view: V, size: Size, term: String = "xterm-256color", fps: Double = 60,
                  limitColors: ColorSupport? = nil, directColor: Bool = false) throws {
        terminal = try NcursesTerminal.headless(size: size, term: term, directColor: directColor)
        if let limitColors { terminal.limitColors(to: limitColors) }
        screen = VTermScreen(size: size)
        var environment = EnvironmentValues()
        environment.colorSupport = terminal.colorSupport
        host = ViewHost(view, size: size, clock: clock, environment: environment)
        driver = FrameDriver(host: host, terminal: terminal, clock: clock)
        self.fps = fps
        screen.feed(terminal.takeOutput())
        frame()
    }

    /// Draws a frame if one is due, replays its bytes and compares.
    package func frame() {
        let t0 = Monotonic.now
        let drew = driver.renderIfNeeded() != nil
        let bytes = terminal.takeOutput()
        drawSeconds += Monotonic.now - t0
        totalBytes += bytes.count
        screen.feed(bytes)
        guard drew || !bytes.isEmpty else { return }
        frameIndex += 1
        if sampleEvery <= 1 || frameIndex % sampleEvery == 0 { compare() }
    }

    package func press(_ key: Key) {
        host.send(.key(key))
        frame()
    }

    /// Resizes the terminal, the emulator and (through the driver) the host.
    package func resize(to size: Size) {
        terminal.resize(to: size)
        screen.resize(to: size)
        screen.feed(terminal.takeOutput())
        frame()
        compare()
    }

    /// Moves the clock on frame by frame. Deliberately synchronous: ncurses
    /// has one current screen per process, and a test that suspended here
    /// would let another test switch or delete screens under it.
    package func advance(by seconds: Double) {
        for _ in 0..<Int((seconds * fps).rounded()) {
            clock.advance(by: 1 / fps)
            frame()
        }
    }

    package func close() {
        terminal.restore()
    }

    /// The color the emulator should show for `color` on this terminal: the
    /// quantization the core defines (nearest palette index or nearest ANSI
    /// color), applied here without the backend's mapper.
    package func expectedColor(_ color: Color) -> VTermScreen.ScreenColor {
        let support = terminal.colorSupport
        if support == .trueColor { return Self.expectedDirect(color) }
        switch (color.kind, support) {
        case (_, .monochrome), (.terminalDefault, _): return .terminalDefault
        case (.ansi(let n), .ansi8): return .index(Int(n % 8))
        case (.palette(let n), .ansi8) where n < 16: return .index(Int(n % 8))
        case (_, .ansi8): return .index(Int(ColorSpace.nearestANSI(ColorSpace.rgb(of: color, asBackground: false), count: 8)))
        case (.ansi(let n), _): return .index(Int(n % 16))
        case (.palette(let n), .ansi16) where n < 16: return .index(Int(n))
        case (_, .ansi16): return .index(Int(ColorSpace.nearestANSI(ColorSpace.rgb(of: color, asBackground: false))))
        case (.palette(let n), _): return .index(Int(n))
        case (.rgb(let r, let g, let b), _): return .index(Int(ColorSpace.nearestPaletteIndex((r, g, b))))
        }
    }

    /// Direct color: numbers below 8 are the first palette colors, so
    /// ANSI 0–7 stay indices, black is index 0 and (0, 0, 1…7) one step bluer.
    private static func expectedDirect(_ color: Color) -> VTermScreen.ScreenColor {
        switch color.kind {
        case .terminalDefault: return .terminalDefault
        case .ansi(let n) where n < 8, .palette(let n) where n < 8: return .index(Int(n))
        default:
            let (r, g, b) = ColorSpace.rgb(of: color, asBackground: false)
            if r == 0 && g == 0 && b == 0 { return .index(0) }
            return r == 0 && g == 0 && b < 8 ? .rgb(0, 0, 8) : .rgb(r, g, b)
        }
    }

    /// Differences between the emulator and the composed canvas, as text:
    /// the canvas as the driver gave it to the terminal, its blends already
    /// palette colors on a 256-color terminal (`PaletteQuantizer`).
    package func differences(limit: Int = 5) -> [String] {
        let canvas = driver.shown ?? host.canvas
        var found: [String] = []
        guard screen.size == canvas.size else { return ["emulator \(screen.size) but canvas \(canvas.size)"] }
        for y in 0..<canvas.height {
            var x = 0
            while x < canvas.width {
                let cell = canvas[x, y]
                if cell.width == 0 { x += 1; continue }
                var text = cell.character.map(String.init) ?? " "
                var width = Int(cell.width)
                // A wide character with no room at the right edge shows as a blank.
                if width == 2 && x + 1 >= canvas.width { text = " "; width = 1 }
                let shown = screen.cell(x: x, y: y)
                let expectedForeground = expectedColor(cell.style.foreground)
                let expectedBackground = expectedColor(cell.style.background)
                let a = cell.style.attributes
                var problems: [String] = []
                if shown.text != text { problems.append("text \(shown.text.debugDescription) ≠ \(text.debugDescription)") }
                if max(1, shown.width) != width { problems.append("width \(shown.width) ≠ \(width)") }
                // A blank's ink is never seen, and the backend sends blanks the ink
                // that costs least (`StretchInk`): only seen ink must match.
                if !StretchInk.hidesInk(cell), shown.foreground != expectedForeground { problems.append("fg \(shown.foreground) ≠ \(expectedForeground)") }
                if shown.background != expectedBackground { problems.append("bg \(shown.background) ≠ \(expectedBackground)") }
                if shown.bold != a.contains(.bold) { problems.append("bold \(shown.bold)") }
                if shown.italic != a.contains(.italic) { problems.append("italic \(shown.italic)") }
                if shown.underline != a.contains(.underline) { problems.append("underline \(shown.underline)") }
                if shown.reverse != a.contains(.reverse) { problems.append("reverse \(shown.reverse)") }
                if !problems.isEmpty {
                    found.append("(\(x),\(y)): " + problems.joined(separator: ", "))
                    if found.count >= limit { return found }
                }
                x += width
            }
        }
        return found
    }

    /// Seconds spent comparing, and drawing (compose, diff and emit).
    package private(set) var compareSeconds = 0.0
    package private(set) var drawSeconds = 0.0

    private func compare() {
        framesCompared += 1
        let t0 = Monotonic.now
        let found = differences()
        compareSeconds += Monotonic.now - t0
        guard !found.isEmpty else { return }
        mismatchedFrames += 1
        if mismatches.count < maxReports {
            mismatches.append("frame \(framesCompared) at t=\(clock.now) \(host.canvas.size): " + found.joined(separator: "; "))
        }
    }
}
