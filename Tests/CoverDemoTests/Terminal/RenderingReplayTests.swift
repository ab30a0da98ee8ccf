import CoverDemoKit
import Testing
import TermCoverTestSupport
import TermCoverCore
@testable import TermCoverNcurses

extension NcursesSuites {
/// The renderer end to end: views composed by the host, diffed by the
/// driver, emitted by ncurses on a pty, and replayed in libvterm, which
/// must then show exactly the composed canvas.
@Suite("Rendering replays exactly", .serialized)
@MainActor
struct RenderingReplayTests {
    /// What xterm-256color shows for `color`: palette indices, as libvterm keeps them.
    private func shown(_ color: Color) -> VTermScreen.ScreenColor {
        switch color.kind {
        case .terminalDefault: .terminalDefault
        case .ansi(let n): .index(Int(n & 15))
        case .palette(let n): .index(Int(n))
        case .rgb(let r, let g, let b): .index(Int(ColorSpace.nearestPaletteIndex((r, g, b))))
        }
    }

    /// Every cell's text, colors and bold of `canvas` against the emulator; the first differences, described.
    private func mismatches(_ screen: VTermScreen, _ canvas: CellGrid, limit: Int = 5) -> [String] {
        var found: [String] = []
        if screen.lines != canvas.lines { found.append("text:\n\(screen.lines.joined(separator: "\n"))\nexpected:\n\(canvas)") }
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas[x, y].width != 0 && found.count < limit {
                let want = canvas[x, y], got = screen.cell(x: x, y: y)
                let fg = shown(want.style.foreground), bg = shown(want.style.background)
                // A blank's ink is never seen; the backend sends it whichever costs least.
                if (!StretchInk.hidesInk(want) && got.foreground != fg) || got.background != bg || got.bold != want.style.attributes.contains(.bold) {
                    found.append("(\(x), \(y)) '\(got.text)' fg \(got.foreground) bg \(got.background) bold \(got.bold); "
                                 + "want fg \(fg) bg \(bg) bold \(want.style.attributes.contains(.bold))")
                }
            }
        }
        return found
    }

    /// Sends `key`, then draws frame after frame until nothing moves,
    /// checking libvterm against the canvas after each; the frames drawn,
    /// or nil after the first mismatch (recorded as an issue).
    private func replayMotion(after key: Key, _ what: String, host: ViewHost, driver: FrameDriver,
                              terminal: NcursesTerminal, vterm: VTermScreen, clock: ManualClock) -> Int? {
        host.send(.key(key))
        var step = 0
        while true {
            driver.renderIfNeeded()
            vterm.feed(terminal.takeOutput())
            let wrong = mismatches(vterm, driver.shown ?? host.canvas)
            #expect(wrong.isEmpty, "\(what) frame \(step): \(wrong.joined(separator: "\n"))")
            if !wrong.isEmpty { return nil }
            step += 1
            guard host.needsFrame, step < 200 else { return step }
            clock.advance(by: 1.0 / 60)
        }
    }

    @Test("a NavigationStack push and pop at 80x24 and 200x60: libvterm equals the composed canvas after each frame, and the root comes back cell for cell",
          arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func navigationFramesReplay(_ size: Size) throws {
        let terminal = try NcursesTerminal.headless(size: size)
        defer { terminal.restore() }
        let vterm = VTermScreen(size: size)
        vterm.feed(terminal.takeOutput())
        let clock = ManualClock()
        var environment = EnvironmentValues()
        environment.colorSupport = terminal.colorSupport
        let host = ViewHost(ReplayNavigation(), size: size, clock: clock, environment: environment)
        let driver = FrameDriver(host: host, terminal: terminal, clock: clock)
        driver.renderIfNeeded()
        driver.renderIfNeeded()
        vterm.feed(terminal.takeOutput())
        let root = host.canvas
        #expect(mismatches(vterm, root).isEmpty)
        var frames = 0
        for key in [Key.return, .escape] {
            guard let drawn = replayMotion(after: key, "\(key)", host: host, driver: driver, terminal: terminal,
                                           vterm: vterm, clock: clock) else { return }
            frames += drawn
            if key == .return { #expect(host.canvas.lines[0].contains("Row 0"), "the detail page is on top") }
        }
        #expect(frames > 30, "both motions drawn frame by frame")
        #expect(host.canvas == root, "no afterimage after the pop")
        #expect(vterm.lines == root.lines)
    }

    @Test("every gallery transition, presented and dismissed at 80x24: libvterm equals the composed canvas after each frame",
          arguments: DemoTransition.allCases)
    func coverFramesReplay(_ transition: DemoTransition) throws {
        let size = Size(width: 80, height: 24)
        let terminal = try NcursesTerminal.headless(size: size)
        defer { terminal.restore() }
        let vterm = VTermScreen(size: size)
        vterm.feed(terminal.takeOutput())
        let clock = ManualClock()
        var environment = EnvironmentValues()
        environment.colorSupport = terminal.colorSupport
        let host = ViewHost(BenchScene(transition: transition), size: size, clock: clock, environment: environment)
        let driver = FrameDriver(host: host, terminal: terminal, clock: clock)
        driver.renderIfNeeded()
        vterm.feed(terminal.takeOutput())
        #expect(mismatches(vterm, driver.shown ?? host.canvas).isEmpty)
        var frames = 0
        for phase in ["present", "dismiss"] {
            guard let drawn = replayMotion(after: .return, "\(transition.rawValue) \(phase)", host: host, driver: driver,
                                           terminal: terminal, vterm: vterm, clock: clock) else { return }
            frames += drawn
        }
        #expect(frames > 30)
        // At rest nothing is drawn and nothing is written.
        clock.advance(by: 1)
        #expect(driver.renderIfNeeded() == nil)
        host.graph.setNeedsFrame()
        #expect(driver.renderIfNeeded() == nil)
        #expect(terminal.takeOutput().isEmpty)
    }

    @Test("a full-screen page moving up by a row is sent as a scroll, in a few hundred bytes, not a repaint")
    func verticalMoveScrolls() throws {
        let size = Size(width: 200, height: 60)
        let replay = try Replay(size: size)
        defer { replay.close() }
        func page(offset: Int) -> CellGrid {
            var canvas = CellGrid(size: size)
            for y in 0..<size.height {
                let row = y + offset
                canvas.put("\(row) " + String(repeating: "line \(row) of the page; ", count: 10), x: 0, y: y, style: .plain)
            }
            return canvas
        }
        let full = replay.show(page(offset: 0))
        let moved = page(offset: 1)
        let scroll = replay.show(moved)
        #expect(replay.screen.lines == moved.lines)
        #expect(scroll.output.bytes < 600, "\(scroll.output.bytes) bytes against \(full.output.bytes) for a repaint")
    }

    @Test("typed input waiting on the terminal does not cut a frame short")
    func pendingInputDoesNotAbandonFrames() throws {
        let size = Size(width: 80, height: 24)
        let replay = try Replay(size: size)
        defer { replay.close() }
        var canvas = CellGrid(size: size)
        for frame in 0..<5 {
            replay.terminal.type(Array(String(repeating: "x", count: 64).utf8))
            for y in 0..<size.height {
                canvas.put(String(repeating: "\(frame)\(y % 10)", count: 40), x: 0, y: y,
                           style: Style(foreground: Color(palette: UInt8(16 + frame * 3 + y))))
            }
            replay.show(canvas)
            #expect(mismatches(replay.screen, canvas).isEmpty, "frame \(frame)")
        }
    }

    @Test("a 10,000-step fade reuses color pairs: never more than the terminal has, every frame colored right")
    func tenThousandFadeColors() throws {
        let size = Size(width: 20, height: 4)
        let replay = try Replay(size: size)
        defer { replay.close() }
        // Few pairs, so that a long fade must reuse them many times over.
        replay.terminal.limitColorPairs(to: 48)
        var canvas = CellGrid(size: size)
        canvas.put("fade", x: 0, y: 0, style: Style(foreground: .brightYellow, background: .blue))
        var distinct = Set<Color>()
        for step in 0..<10_000 {
            let color = Color(.rgb(UInt8(step % 256), UInt8((step / 256) * 6 % 256), UInt8(255 - step % 200)))
            distinct.insert(color)
            for x in 0..<size.width {
                canvas.draw(Cell("░", style: Style(foreground: .white, background: color)), x: x, y: 1 + step % 3)
            }
            replay.show(canvas)
            #expect(replay.terminal.colorPairsInUse <= 48)
            if step % 250 == 0 || step == 9_999 {
                let wrong = mismatches(replay.screen, canvas)
                #expect(wrong.isEmpty, "step \(step): \(wrong.joined(separator: "\n"))")
            }
        }
        #expect(distinct.count == 10_000)
    }
}
}

/// A list of rows that push a detail page of text, for the replay test.
private struct ReplayNavigation: View {
    var body: some View {
        NavigationStack {
            List(0..<40, id: \.self) { n in NavigationLink("Row \(n) of a list long enough to scroll", value: n) }
                .navigationTitle("Rows")
                .navigationDestination(for: Int.self) { n in
                    VStack(alignment: .leading) {
                        ForEach(0..<12, id: \.self) { line in
                            Text("Line \(line) of row \(n): a page of text that slides over the list.")
                        }
                    }
                    .navigationTitle("Row \(n)")
                    .toolbar { ToolbarItem { Button("Edit") {} } }
                }
        }
    }
}
