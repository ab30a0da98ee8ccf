/// A mistake in a script, found before any step runs.
package struct ScriptError: Error, Equatable, CustomStringConvertible {
    /// The line the mistake is on, counting from 1.
    package let line: Int
    /// What is wrong, without the line number.
    package let message: String

    /// `script:LINE: message`, on one line.
    package var description: String { line == 0 ? message : "script:\(line): \(message)" }

    /// A script that could not be read at all: `description` is `message` alone.
    package static func reading(_ message: String) -> ScriptError { ScriptError(line: 0, message) }

    init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }
}
