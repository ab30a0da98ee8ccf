import CNcurses
import Glibc
import TermCoverCore

/// Starts a program on a new pseudo-terminal that becomes its controlling
/// terminal, as a terminal emulator would: its standard input and output
/// pass `isatty`, and resizing the pty sends it SIGWINCH. Used to record
/// live sessions and by end-to-end tests.
package enum PseudoTerminalProcess {
    /// A failure to open the pty or start the program, as one line.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong, in one line.
        package let description: String
    }

    /// Starts `path` with `arguments` (argv, including argv[0]) and
    /// `environment` on a `size` pty. Returns the child's pid, the pty's
    /// master side (the caller reads, writes and closes it), and the pty's
    /// modes from before the child could change them. The child
    /// starts with a clean signal mask and default dispositions, whatever
    /// this process had.
    package static func spawn(_ path: String, arguments: [String], environment: [String: String],
                             size: Size) throws(Failure) -> (pid: pid_t, master: Int32, initialModes: termios) {
        let pty: PtyPair
        switch PtyPair.open(size: size) {
        case .success(let opened): pty = opened
        case .failure(let error): throw Failure(description: error.description)
        }
        let master = pty.master
        var modes = termios()
        _ = tcgetattr(master, &modes)
        close(pty.slave)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        // A new session first (0x80, POSIX_SPAWN_SETSID), so that opening the
        // slave makes it the controlling terminal.
        posix_spawnattr_setflags(&attributes, Int16(0x80 | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawn_file_actions_addopen(&actions, 0, pty.slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        // Nothing else goes with it: a descriptor another thread opened
        // without close-on-exec (a headless terminal's pty, say) would
        // otherwise live as long as the child.
        posix_spawn_file_actions_addclosefrom_np(&actions, 3)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard rc == 0 else {
            close(master)
            throw Failure(description: "cannot start \(path): \(String(cString: strerror(rc)))")
        }
        return (pid, master, modes)
    }
}
