import CNcurses
import TermCoverCore

extension NcursesTerminal {
    /// Writes the changed cells of `frame` into ncurses' screen and sends
    /// the difference with one `doupdate`, wrapped in synchronized output.
    /// A frame that changes nothing on this terminal sends nothing at all.
    ///
    /// The byte count is exact either way: headless, it is what the pty
    /// received; live, it is what this thread wrote, from `/proc/thread-self/io`
    /// (0 where /proc is missing).
    @discardableResult
    public func draw(_ frame: Frame) -> FrameOutput {
        guard !isRestored else { return FrameOutput(bytes: 0, seconds: 0) }
        activate()
        let started = Monotonic.now
        var wrote: Bool
        if shown == nil {
            wrote = paintAll(frame.canvas)
        } else {
            wrote = paint(frame.canvas, runs: frame.changes, mayReset: true)
            if pairs.wasReset { wrote = paintAll(frame.canvas) }
        }
        guard wrote else { return FrameOutput(bytes: 0, seconds: Monotonic.now - started) }
        wnoutrefresh(window)
        let before = capture?.total ?? WrittenBytes.current()
        SynchronizedOutput.write(SynchronizedOutput.begin, to: outputFD)
        doupdate()
        SynchronizedOutput.write(SynchronizedOutput.end, to: outputFD)
        reader.frameDrawn()
        // The frame is out once ESU is written; waiting for a headless pty's
        // reader to see the bytes is the harness's cost, not the frame's.
        let seconds = Monotonic.now - started
        return FrameOutput(bytes: written(since: before), seconds: seconds)
    }

    /// The bytes sent since `before` was read.
    private func written(since before: Int?) -> Int {
        guard let before else { return 0 }
        if let capture { return capture.waitFor(suffix: SynchronizedOutput.end, after: before) - before }
        return (WrittenBytes.current() ?? before) - before
    }

    /// Repaints every cell and has ncurses clear the screen first: after a
    /// resize or a pair reset nothing on screen can be trusted.
    private func paintAll(_ canvas: Canvas) -> Bool {
        shown = Array(repeating: .unknown, count: size.width * size.height)
        pairs.acknowledgeReset()
        clearok(window, true)
        let rows = (0..<min(size.height, canvas.height)).map { CellRun(y: $0, x: 0, count: canvas.width) }
        _ = paint(canvas, runs: rows, mayReset: true)
        if pairs.wasReset {
            // One frame needs more pairs than exist: ncurses recycles, the frame is approximate.
            pairs.acknowledgeReset()
            _ = paint(canvas, runs: rows, mayReset: false)
        }
        return true
    }

    /// Writes the cells of `runs` that differ from what is shown; true when any did.
    private func paint(_ canvas: Canvas, runs: [CellRun], mayReset: Bool) -> Bool {
        // Worked on as locals and put back after: every access to a class's
        // stored property is checked for exclusivity at run time, per cell.
        guard var shadow = shown else { return false }
        shown = nil
        var colors = self.colors, pairs = self.pairs
        defer {
            shown = shadow
            self.colors = colors
            self.pairs = pairs
        }
        let screenWidth = size.width
        let width = min(screenWidth - (avoidsLastColumn ? 1 : 0), canvas.width), height = min(size.height, canvas.height)
        var wrote = false
        let window = self.window
        // Narrow cells that change side by side go to ncurses as one run
        // (`wadd_wchnstr` copies cells; `wadd_wch` renders each one).
        let batch = UnsafeMutablePointer<cchar_t>.allocate(capacity: max(1, width))
        var batchStart = 0, batchCount = 0, batchRow = 0
        func flush() {
            guard batchCount > 0 else { return }
            _ = mvwadd_wchnstr(window, Int32(batchRow), Int32(batchStart), batch, Int32(batchCount))
            batchCount = 0
        }
        defer {
            flush()
            batch.deallocate()
        }
        for run in runs where run.y >= 0 && run.y < height {
            flush()
            var x = max(0, run.x)
            // A run never starts on the right half of a wide character; if one does, its lead comes too.
            if x > 0, canvas[x, run.y].width == 0, canvas[x - 1, run.y].width == 2 { x -= 1 }
            let end = min(width, run.x + run.count)
            while x < end {
                let cell = canvas[x, run.y]
                var mapped = TerminalCell(cell, colors: &colors)
                if cell.width == 0 || (cell.width == 2 && x + 1 >= width) {
                    // An orphan right half, or a wide character with no room: a blank.
                    mapped.glyph = TerminalCell.space
                    mapped.width = 1
                }
                let index = run.y * screenWidth + x
                if shadow[index] != mapped || (mapped.width == 2 && shadow[index + 1] != mapped) {
                    let pair = pairs.pair(foreground: mapped.foreground, background: mapped.background, mayReset: mayReset)
                    if pairs.wasReset && mayReset { batchCount = 0; return true }
                    // Over half of a wide character ncurses must blank the other half: `wadd_wch` does.
                    if shadow[index].width != 2, let scalar = CellWriter.narrowScalar(mapped) {
                        if batchCount > 0, batchStart + batchCount != x { flush() }
                        if batchCount == 0 { batchStart = x; batchRow = run.y }
                        tc_fill_cchar(batch + batchCount, scalar, mapped.attributes, pair)
                        batchCount += 1
                    } else {
                        flush()
                        CellWriter.put(mapped, pair: pair, x: Int32(x), y: Int32(run.y), in: window)
                    }
                    shadow[index] = mapped
                    if mapped.width == 2 { shadow[index + 1] = mapped }
                    wrote = true
                }
                x += Int(mapped.width)
            }
        }
        return wrote
    }
}
