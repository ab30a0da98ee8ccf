extension AppRuntime {
    /// Delivers `events` as the live loop does when they arrive together
    /// from the terminal, on a `ManualClock` (tests and scripted runs): they
    /// go through a `KeyPacer`, one key per hand-over, Ctrl-C first; a key
    /// waits for the frame showing the last one's effect; frames are drawn
    /// on `schedule`, so a key that comes while a frame is due shows on that
    /// frame, not at once. Where the live loop would sleep until a frame's
    /// time, the clock moves there. Returns once every key is handed over
    /// and the last one's effect is drawn.
    package func input(_ events: [TerminalEvent]) {
        pacer.add(events)
        var unshown = false
        while !host.quitRequested {
            // The live loop's turn (`FrameLoop`), decided by the same core: a frame whose time has come first.
            if schedule.core.drawsOnItsTurn(at: clock.now, schedule.graph), drawFrame() { unshown = false }
            let graph = schedule.graph
            if schedule.core.lastInputShown(graph) {
                pacer.frameDrawn()
                unshown = false
            }
            if pacer.isEmpty && !unshown { return }
            // The wait for input: its deadline is the frame's, or the wake-up a view asked for.
            let deadline = schedule.core.waitForInput(graph).deadline
            let timedOut = deadline.map { clock.now >= $0 } ?? false
            guard let batch = pacer.handOver(frameDue: deadline != nil, timedOut: timedOut) else {
                _ = schedule.core.arrived([])
                // Where the live loop would sleep until the deadline, the clock moves there.
                guard let deadline, let manual = clock as? ManualClock else { return }
                manual.set(deadline)
                continue
            }
            for delivery in schedule.core.arrived(batch) {
                switch delivery {
                case .end:
                    return
                case .type(let characters):
                    // A run of typed characters goes in as one, as the live loop sends it.
                    host.type(characters)
                    unshown = true
                case .send(let event):
                    // A focus report changes `\.scenePhase`: its frame is drawn as a key's is.
                    if event.isInput || event.isFocusReport || event.isRelease { unshown = true }
                    send(event)
                }
            }
        }
    }

    /// Draws a frame if one is needed; true when a canvas was composed.
    private func drawFrame() -> Bool {
        let composed = driver.composedCount
        renderIfNeeded()
        return driver.composedCount != composed
    }
}
