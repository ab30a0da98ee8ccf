import CNcurses
import TermCoverCore

extension NcursesTerminal {
    /// ncurses scrolls a region of its window in place (`wscrl`).
    public var scrollsRows: Bool { true }

    /// Writes the changed cells of `frame` into ncurses' screen and sends
    /// the difference with one `doupdate`, wrapped in synchronized output.
    /// A frame that changes nothing on this terminal sends nothing at all.
    ///
    /// The byte count is exact either way: headless, it is what the pty
    /// received; live, it is what this thread wrote, from `/proc/thread-self/io`
    /// (0 where /proc is missing, or when the frame does not ask for it).
    @discardableResult
    public func draw(_ frame: Frame) -> FrameOutput {
        guard !isRestored else { return FrameOutput(bytes: 0, seconds: 0) }
        activate()
        let started = Monotonic.now
        var wrote: Bool
        if shown == nil {
            wrote = paintAll(frame.canvas)
        } else {
            if let shift = frame.shift, !scroll(shift, canvas: frame.canvas) {
                // Rows this screen cannot move as told: everything again.
                wrote = paintAll(frame.canvas)
            } else {
                wrote = paint(frame.canvas, runs: frame.changes, mayReset: true) || frame.shift != nil
                if pairs.wasReset { wrote = paintAll(frame.canvas) }
            }
        }
        let cursorMoved = frame.cursor != cursorShown
        guard wrote || cursorMoved else { return FrameOutput(bytes: 0, seconds: Monotonic.now - started) }
        if cursorMoved { placeCursor(frame.cursor) }
        wnoutrefresh(window)
        let before = capture?.total ?? (frame.countsBytes ? WrittenBytes.current() : nil)
        SynchronizedOutput.begin(on: screen, fd: outputFD)
        doupdate()
        // Graphemes ncurses cannot hold go out whole, over the blanks it drew.
        let directColor = colorSupport == .trueColor
        for (cell, _, x, y) in wholeGraphemes {
            SynchronizedOutput.send(Array(CellWriter.wholeBytes(cell, x: x, y: y, directColor: directColor).utf8),
                                    on: screen, fd: outputFD)
        }
        wholeGraphemes.removeAll()
        if !linkedCells.isEmpty {
            SynchronizedOutput.send(Array(HyperlinkWriter.bytes(linkedCells, clusters: measuresGraphemeClusters,
                                                                directColor: directColor).utf8), on: screen, fd: outputFD)
            linkedCells.removeAll()
        }
        // Were there a frame in which ncurses found nothing to send and kept
        // the buffer, `begin` must still go out before `end`.
        SynchronizedOutput.flushBuffer(of: screen)
        SynchronizedOutput.write(SynchronizedOutput.end, to: outputFD)
        // The frame is out once ESU is written; waiting for a headless pty's
        // reader to see the bytes is the harness's cost, not the frame's.
        let seconds = Monotonic.now - started
        return FrameOutput(bytes: written(since: before), seconds: seconds)
    }

    /// Shows the terminal's cursor at `point`, where ncurses leaves it after
    /// each update (screen-reader mode), or hides it again for nil.
    private func placeCursor(_ point: Point?) {
        if let point {
            if cursorShown == nil {
                leaveok(window, false)
                curs_set(1)
            }
            wmove(window, Int32(point.y), Int32(point.x))
        } else {
            leaveok(window, true)
            curs_set(0)
        }
        cursorShown = point
    }

    /// The bytes sent since `before` was read.
    private func written(since before: Int?) -> Int {
        guard let before else { return 0 }
        if let capture { return capture.waitFor(suffix: SynchronizedOutput.end, after: before) - before }
        return (WrittenBytes.current() ?? before) - before
    }

    /// Moves the rows of `shift` in ncurses' window and in the shadow
    /// screen, as a scroll region would on the terminal; the rows it
    /// vacates are unknown until painted (`Frame.changes` lists them).
    /// ncurses then finds the move itself and sends it as a scroll, as it
    /// did when every moved cell was written again, but the cells are
    /// moved in its memory in a few copies instead of one by one here.
    /// False, with nothing moved, when the rows are not this screen's.
    private func scroll(_ shift: RowShift, canvas: CellGrid) -> Bool {
        let height = size.height, width = size.width
        guard var shadow = shown, canvas.width == width, canvas.height == height,
              shift.region.lowerBound >= 0, shift.region.upperBound <= height, shift.region.count > 1 else { return false }
        scrollok(window, true)
        wsetscrreg(window, Int32(shift.region.lowerBound), Int32(shift.region.upperBound - 1))
        wscrl(window, Int32(shift.offset))
        wsetscrreg(window, 0, Int32(height - 1))
        // Off again: with it on, writing the last cell of the screen scrolls it.
        scrollok(window, false)
        shown = nil
        shadow.withUnsafeMutableBufferPointer { cells in
            let base = cells.baseAddress!
            let from = base + (shift.rows.lowerBound + shift.offset) * width
            (base + shift.rows.lowerBound * width).update(from: from, count: shift.rows.count * width)
            for y in shift.vacated {
                (base + y * width).update(repeating: .unknown, count: width)
            }
        }
        shown = shadow
        return true
    }

    /// Repaints every cell and has ncurses clear the screen first: after a
    /// resize or a pair reset nothing on screen can be trusted.
    private func paintAll(_ canvas: CellGrid) -> Bool {
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
    private func paint(_ canvas: CellGrid, runs: [CellRun], mayReset: Bool) -> Bool {
        // Worked on as locals and put back after: every access to a class's
        // stored property is checked for exclusivity at run time, per cell.
        guard var shadow = shown else { return false }
        shown = nil
        // A repeated paint (after a pair reset) lists every cell again.
        wholeGraphemes.removeAll()
        linkedCells.removeAll()
        let links = writesHyperlinks
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
        let clusters = measuresGraphemeClusters
        // Narrow cells that change side by side go to ncurses as one run
        // (`wadd_wchnstr` copies cells; `wadd_wch` renders each one). A run
        // of printable ASCII in a pair below 256, most of any screen, goes
        // as `chtype`s to `waddchnstr`, which copies them without the width
        // lookup and background merge `wadd_wchnstr` makes per cell (the
        // same cells either way: our window's background is blank).
        let batch = UnsafeMutablePointer<cchar_t>.allocate(capacity: max(1, width))
        let asciiBatch = UnsafeMutablePointer<chtype>.allocate(capacity: max(1, width))
        var batchStart = 0, batchCount = 0, batchRow = 0, batchIsASCII = false
        func flush() {
            guard batchCount > 0 else { return }
            if batchIsASCII {
                _ = mvwaddchnstr(window, Int32(batchRow), Int32(batchStart), asciiBatch, Int32(batchCount))
            } else {
                _ = mvwadd_wchnstr(window, Int32(batchRow), Int32(batchStart), batch, Int32(batchCount))
            }
            batchCount = 0
        }
        defer {
            flush()
            batch.deallocate()
            asciiBatch.deallocate()
        }
        // The last style mapped, and what it mapped to: neighbouring cells
        // nearly always share one, and mapping both colors and looking up
        // their pair was most of the cost of a changed cell.
        var lastStyle = Style.transparent
        var hasStyle = false
        var mappedForeground: Int32 = -1, mappedBackground: Int32 = -1, mappedAttributes: attr_t = 0
        var lastPair: Int32?
        var lastPairColors: (Int32, Int32) = (-2, -2)
        // The inks of the blanks of the row being written (`StretchInk`).
        let inks = UnsafeMutablePointer<Color>.allocate(capacity: max(1, width))
        defer { inks.deallocate() }
        var inksRow = -1
        var lastInk = Color.clear, mappedInk: Int32 = -1
        let canvasWidth = canvas.width
        shadow.withUnsafeMutableBufferPointer { shadow in
            canvas.cells.withUnsafeBufferPointer { cells in
                for run in runs where run.y >= 0 && run.y < height {
                    flush()
                    let rowStart = run.y * canvasWidth
                    var x = max(0, run.x)
                    // A run never starts on the right half of a wide character; if one does, its lead comes too.
                    if x > 0, cells[rowStart + x].width == 0, cells[rowStart + x - 1].width == 2 { x -= 1 }
                    let end = min(width, run.x + run.count)
                    while x < end {
                        let cell = cells[rowStart + x]
                        if !hasStyle || cell.style != lastStyle {
                            lastStyle = cell.style
                            hasStyle = true
                            mappedForeground = colors.number(for: cell.style.foreground)
                            mappedBackground = colors.number(for: cell.style.background)
                            mappedAttributes = TerminalCell.attributes(cell.style.attributes)
                        }
                        var mapped = TerminalCell(glyph: cell.hasCharacter ? cell.glyphID : TerminalCell.space, width: cell.width,
                                                  foreground: mappedForeground, background: mappedBackground,
                                                  attributes: mappedAttributes)
                        if links { mapped.link = cell.link }
                        if cell.width == 0 || (cell.width == 2 && x + 1 >= width) {
                            // An orphan right half, or a wide character with no room: a blank.
                            mapped.glyph = TerminalCell.space
                            mapped.width = 1
                        }
                        let index = run.y * screenWidth + x
                        if mapped.width == 1, StretchInk.hidesInk(cell) {
                            // The row's inks, worked out at its first blank written: rows of text only need none.
                            if inksRow != run.y {
                                inksRow = run.y
                                StretchInk.fill(inks, row: cells, start: rowStart, count: width)
                            }
                            let ink = inks[x]
                            if ink != lastInk {
                                lastInk = ink
                                mappedInk = colors.number(for: ink)
                            }
                            mapped.foreground = mappedInk
                        }
                        if shadow[index] != mapped || (mapped.width == 2 && shadow[index + 1] != mapped) {
                            let pair: Int32
                            if let known = lastPair, lastPairColors == (mapped.foreground, mapped.background) {
                                pair = known
                            } else {
                                pair = pairs.pair(foreground: mapped.foreground, background: mapped.background, mayReset: mayReset)
                                if pairs.wasReset && mayReset { batchCount = 0; wrote = true; return }
                                lastPair = pair
                                lastPairColors = (mapped.foreground, mapped.background)
                            }
                            // Over half of a wide character ncurses must blank the other half: `wadd_wch` does.
                            if shadow[index].width != 2, let scalar = CellWriter.narrowScalar(mapped) {
                                // `waddchnstr` leaves the right half of a wide character it
                                // overwrites marked as one, so it only goes where the
                                // shadow knows no wide character is (not after a clear).
                                let ascii = pair <= 255 && scalar >= 0x20 && scalar < 0x7F && !shadow[index].isUnknown
                                if batchCount > 0, batchStart + batchCount != x || batchIsASCII != ascii { flush() }
                                if batchCount == 0 { batchStart = x; batchRow = run.y; batchIsASCII = ascii }
                                if ascii {
                                    asciiBatch[batchCount] = tc_ascii_chtype(scalar, mapped.attributes, pair)
                                } else {
                                    tc_fill_cchar(batch + batchCount, scalar, mapped.attributes, pair)
                                }
                                batchCount += 1
                            } else {
                                flush()
                                if CellWriter.put(mapped, pair: pair, x: Int32(x), y: Int32(run.y), clusters: clusters, in: window) {
                                    wholeGraphemes.append((mapped, pair, Int32(x), Int32(run.y)))
                                }
                            }
                            if links, mapped.link != 0 || shadow[index].link != 0 {
                                linkedCells.append(HyperlinkWriter.Placed(cell: mapped, x: Int32(x), y: Int32(run.y)))
                            }
                            shadow[index] = mapped
                            if mapped.width == 2 { shadow[index + 1] = mapped }
                            wrote = true
                        }
                        x += Int(mapped.width)
                    }
                }
            }
        }
        return wrote
    }
}
