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
        endwin()
        if let savedModes {
            var modes = savedModes
            _ = tcsetattr(outputFD, TCSADRAIN, &modes)
        }
        // Only now: a signal during endwin still finds the terminal restored.
        if capture == nil { EmergencyRestore.uninstall() }
        delscreen(screen)
        pipe.close()
        if let capture {
            fclose(outputFile)
            fclose(inputFile)
            capture.close()
        } else {
            NcursesTerminal.liveClosed()
        }
    }
}
