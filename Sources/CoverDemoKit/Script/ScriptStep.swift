/// One command of a script, with the line it came from for error messages.
package struct ScriptStep: Equatable, Sendable {
    /// The line number, counting from 1.
    package let line: Int
    /// What the line does.
    package let command: ScriptCommand

    /// Creates a step; tests and tools that build scripts by hand use this.
    package init(line: Int, command: ScriptCommand) {
        self.line = line
        self.command = command
    }
}
