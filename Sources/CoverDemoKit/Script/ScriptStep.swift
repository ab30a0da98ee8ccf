/// One command of a script, with the line it came from for error messages.
public struct ScriptStep: Equatable, Sendable {
    /// The line number, counting from 1.
    public let line: Int
    /// What the line does.
    public let command: ScriptCommand

    /// Creates a step; tests and tools that build scripts by hand use this.
    public init(line: Int, command: ScriptCommand) {
        self.line = line
        self.command = command
    }
}
