import TermCoverCore

/// The window title and the clipboard: written straight to the terminal,
/// between frames (ncurses knows neither), and only where the start-up
/// found a terminal that takes them (`TerminalCapabilities.usesWindowTitle`).
/// The title the terminal had is pushed on entering and popped on every way
/// out, with the other modes (`enteringSequence`, `leavingSequence`).
extension NcursesTerminal {
    /// Names the window (OSC 2); nil gives the terminal its own title back.
    public func setWindowTitle(_ title: String?) {
        guard !isRestored, sequences != nil, capabilities.usesWindowTitle else { return }
        windowTitle = title
        if let title {
            SynchronizedOutput.write(TerminalCapabilities.titleSequence(title), to: outputFD)
        } else {
            // Back to the saved title, saved again for the next change or the exit's pop.
            SynchronizedOutput.write(TerminalCapabilities.popTitle + TerminalCapabilities.pushTitle, to: outputFD)
        }
    }

    /// Puts `text` on the system clipboard (OSC 52).
    public func copyToClipboard(_ text: String) {
        guard !isRestored, sequences != nil, capabilities.usesClipboard else { return }
        SynchronizedOutput.write(TerminalCapabilities.clipboardSequence(text), to: outputFD)
    }
}
