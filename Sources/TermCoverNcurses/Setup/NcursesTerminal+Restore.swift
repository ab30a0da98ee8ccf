import CNcurses
import Glibc
import TermCoverCore

extension NcursesTerminal {
    /// Gives the terminal back: leaves the alternate screen, shows the
    /// cursor and puts back the modes from before. Safe to call twice;
    /// nothing else may be called afterwards.
    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        reader.stop()
        activate()
        // Before endwin leaves the alternate screen, whose stack the flags were pushed on.
        if sequences != nil, !capabilities.leavingSequence.isEmpty {
            SynchronizedOutput.write(capabilities.leavingSequence, to: outputFD)
        }
        endwin()
        if let sequences {
            // endwin knows neither bracketed paste, our mouse reporting, nor terminals with no
            // alternate screen, and shows the cursor only before leaving the
            // alternate screen (see `TerminalSequences.showCursor`).
            var tail = TerminalSequences.pasteOff + TerminalSequences.mouseOff
            tail += sequences.hasAlternateScreen ? sequences.showCursor : sequences.clear
            SynchronizedOutput.write(tail, to: outputFD)
        }
        if let savedModes {
            var modes = savedModes
            // Not TCSADRAIN: with nobody reading the terminal that would wait forever.
            _ = tcsetattr(outputFD, TCSANOW, &modes)
        }
        // Only now: a signal during endwin still finds the terminal restored.
        if capture == nil { EmergencyRestore.uninstall() }
        Self.retire(screen)
        pipe.close()
        if let capture {
            fclose(outputFile)
            fclose(inputFile)
            capture.close()
        } else {
            NcursesTerminal.liveClosed()
        }
    }

    /// Screens given back but not yet deleted. ncurses' `delscreen` frees
    /// state that other open screens still use (a second headless terminal
    /// crashed in `wnoutrefresh` after the first was deleted), so screens
    /// are deleted only once none is open any more.
    private static var retired: [OpaquePointer] = []

    private static func retire(_ screen: OpaquePointer) {
        retired.append(screen)
        openScreens -= 1
        guard openScreens == 0 else { return }
        for s in retired { delscreen(s) }
        retired = []
    }

    /// Screens created and not yet given back. Process-wide, as ncurses'
    /// own state is: its screens share globals (see `retired`).
    static var openScreens = 0
}
