import CNcurses
import Glibc
import TermCoverCore

extension NcursesTerminal {
    /// Finishes opening the process's own terminal: bracketed paste, mouse
    /// reporting and (where the terminal answered for it) the kitty keyboard protocol on, and
    /// the strings and modes the signal handlers need to leave and come back.
    func enterLive() {
        let sequences = TerminalSequences.current()
        self.sequences = sequences
        avoidsLastColumn = tigetflag("am") == 1 && tigetflag("xenl") != 1
        // The kitty keyboard flags are pushed on the alternate screen's own
        // stack, so they are popped before it is left, on every path.
        SynchronizedOutput.write(TerminalSequences.pasteOn + TerminalSequences.mouseOn + capabilities.enteringSequence,
                                 to: outputFD)
        var raw = termios()
        let haveRaw = tcgetattr(outputFD, &raw) == 0
        EmergencyRestore.arm(leaving: capabilities.leavingSequence + sequences.leaving,
                             entering: sequences.entering + capabilities.enteringSequence, raw: haveRaw ? raw : nil)
    }

    /// Ctrl-Z, as vim and less do it: the terminal is given back and the
    /// process stops (the SIGTSTP handler does both); `fg` continues it and
    /// the SIGCONT handler sets the modes again. Ignored where nobody could
    /// continue the process: a session leader (no job-control shell above
    /// it, as under `cover-demo --record`) would not even stop.
    func suspend() {
        guard capture == nil, getsid(0) != getpid() else { return }
        // To the whole job, as a shell's Ctrl-Z would. Not raise(): the main
        // actor may run on a pool thread that blocks SIGTSTP, and a signal
        // aimed at that thread would wait there forever.
        kill(0, SIGTSTP)
    }

    /// After a stop: ncurses' picture of the screen is right but the
    /// terminal's is not, so everything is sent again.
    func repaintAfterStop() {
        guard !isRestored else { return }
        activate()
        clearok(tc_curscr(), true)
        wnoutrefresh(window)
        SynchronizedOutput.write(SynchronizedOutput.begin, to: outputFD)
        doupdate()
        SynchronizedOutput.write(SynchronizedOutput.end, to: outputFD)
        // The stop popped the title; the entering string pushed the terminal's again.
        if let windowTitle, capabilities.usesWindowTitle {
            SynchronizedOutput.write(TerminalCapabilities.titleSequence(windowTitle), to: outputFD)
        }
    }
}
