extension AppRuntime {
    /// Delivers `events` as the live loop does when they arrive together
    /// from the terminal, on a `ManualClock` (tests and scripted runs): they
    /// go through a `KeyPacer`, one key per hand-over, Ctrl-C first; a key
    /// waits for the frame showing the last one's effect; frames are drawn
    /// on `schedule`, so a key that comes while a frame is due shows on that
    /// frame, not at once. Where the live loop would sleep until a frame's
    /// time, the clock moves there. Returns once every key is handed over
    /// and the last one's effect is drawn.
    public func input(_ events: [TerminalEvent]) {
        pacer.add(events)
        var unshown = false
        while !host.quitRequested {
            // The live loop's turn (`FrameLoop`): a frame whose time has come first.
            if schedule.isDue, drawFrame() { unshown = false }
            if !host.needsFrame {
                pacer.frameDrawn()
                unshown = false
            }
            if pacer.isEmpty && !unshown { return }
            // The wait for input: its deadline is the frame's, or the wake-up a view asked for.
            let deadline = host.needsFrame ? schedule.nextFrame : host.nextWakeUp
            let timedOut = deadline.map { clock.now >= $0 } ?? false
            if let batch = pacer.handOver(frameDue: deadline != nil, timedOut: timedOut) {
                // A run of typed characters goes in as one, as the live loop
                // sends it; a release inside the run keeps its place.
                var typed: [Character] = []
                for event in batch {
                    if case .key(.character(let c)) = event { typed.append(c); continue }
                    if !typed.isEmpty { host.type(typed); typed = []; unshown = true }
                    if event == .end { return }
                    // A focus report changes `\.scenePhase`: its frame is drawn as a key's is.
                    if event.isInput || event.isFocusReport || event.isRelease { unshown = true }
                    send(event)
                }
                if !typed.isEmpty { host.type(typed); unshown = true }
            } else if let deadline, let manual = clock as? ManualClock {
                manual.set(deadline)
            } else {
                return
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
