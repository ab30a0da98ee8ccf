/// A mistake in a script, found before any step runs.
public struct ScriptError: Error, Equatable, CustomStringConvertible {
    /// The line the mistake is on, counting from 1.
    public let line: Int
    /// What is wrong, without the line number.
    public let message: String

    /// `script:LINE: message`, on one line.
    public var description: String { "script:\(line): \(message)" }

    init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }
}
